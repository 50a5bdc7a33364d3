/**
 * `npm run bench:smoke`: runs every benchmark once on small inputs with no budget checked
 * (bench/smoke-steps.ts), one after another, and exits 1 when one could not run. CI runs it after
 * the tests, so a benchmark that cannot start from a fresh clone (an alias the page cannot
 * resolve, a build or a data folder it expects to find) fails there. Prints each step's time.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMOKE_SEED_SCALE, SMOKE_STEP_MINUTES, SMOKE_STEPS, stepArguments } from './smoke-steps';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

function runTsx(
  script: string,
  args: readonly string[],
  minutes = SMOKE_STEP_MINUTES,
): { ok: boolean; seconds: number; detail: string } {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    timeout: minutes * 60_000,
    killSignal: 'SIGKILL',
  });
  const seconds = (performance.now() - started) / 1000;
  const detail = run.error ? run.error.message : run.signal ? `killed by ${run.signal}` : `exit code ${run.status}`;
  return { ok: run.status === 0, seconds, detail };
}

const tmp = mkdtempSync(join(tmpdir(), 'marketview-bench-smoke-'));
const data = join(tmp, 'smoke.sqlite');
const started = performance.now();
const outcomes: string[] = [];
let failed = false;
try {
  const seed = runTsx('server/seed/cli.ts', ['--scale', SMOKE_SEED_SCALE, '--seed', '2026', '--out', data]);
  outcomes.push(`${seed.ok ? 'ok' : 'FAILED'} seed ${SMOKE_SEED_SCALE} (${seed.seconds.toFixed(0)} s)`);
  if (!seed.ok) throw new Error(`seeding the smoke database failed: ${seed.detail}`);
  for (const step of SMOKE_STEPS) {
    console.log(`\n=== bench smoke: ${step.name} ===`);
    const result = runTsx(step.script, stepArguments(step, { data, tmp }), step.minutes);
    failed ||= !result.ok;
    outcomes.push(
      `${result.ok ? 'ok' : 'FAILED'} ${step.name} (${result.seconds.toFixed(0)} s${result.ok ? '' : `, ${result.detail}`})`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log(`\nbench smoke run, ${((performance.now() - started) / 1000).toFixed(0)} s:\n  ${outcomes.join('\n  ')}`);
if (failed) process.exitCode = 1;
