import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SMOKE_STEPS, stepArguments } from '@bench/smoke-steps';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where a benchmark file can be imported from, loaded as a worker or a page script. */
const REFERRING_FOLDERS = ['bench', 'tests', 'src', 'workers', 'scripts', 'server', 'contract'];
/** The smoke run's own command. */
const SMOKE_RUNNER = 'bench/smoke.ts';
const SOURCE = /\.(ts|tsx|mts|mjs|html)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : SOURCE.test(name) ? [path] : [];
  });
}

const withoutExtension = (path: string) => path.replace(/\.(d\.)?(ts|tsx|mts|mjs)$/, '');

/** Files another file points at with a relative path: an import, `new URL('./x', import.meta.url)`, a page's script. */
function referencedFiles(): Set<string> {
  const referenced = new Set<string>();
  for (const file of REFERRING_FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"](\.{1,2}\/[^'"\s]+)['"]/g)) {
      referenced.add(withoutExtension(resolve(dirname(file), match[1]!)));
    }
  }
  return referenced;
}

/**
 * The benchmark commands: files under bench/ that no other file imports (run by path, with
 * `npx tsx` or a spawn), and modules that also run as a command (their `import.meta.url` guard).
 */
function benchmarkCommands(): string[] {
  const referenced = referencedFiles();
  return filesUnder(join(ROOT, 'bench'))
    .filter((file) => /\.(ts|mjs)$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => {
      const code = readFileSync(file, 'utf8');
      return !referenced.has(withoutExtension(file)) || code.includes('`file://${process.argv[1]}`');
    })
    .map((file) => relative(ROOT, file))
    .filter((command) => command !== SMOKE_RUNNER);
}

describe('the benchmarks’ smoke run', () => {
  it('runs every benchmark command under bench/', () => {
    const covered = new Set(SMOKE_STEPS.flatMap((step) => [step.script, ...(step.covers ?? [])]));
    const commands = benchmarkCommands();
    // The finder itself is checked on commands known to be there.
    expect(commands).toEqual(expect.arrayContaining(['bench/run.ts', 'bench/load/run.ts', 'bench/export-process.ts']));
    expect(commands.filter((command) => !covered.has(command))).toEqual([]);
  });

  it('names only scripts that exist, and fills in the data file and folder', () => {
    for (const step of SMOKE_STEPS) {
      for (const script of [step.script, ...(step.covers ?? [])])
        expect(statSync(join(ROOT, script)).isFile()).toBe(true);
      const args = stepArguments(step, { data: '/d/smoke.sqlite', tmp: '/t' });
      expect(args.join(' ')).not.toMatch(/[{}]/);
    }
    const pdf = SMOKE_STEPS.find((step) => step.script === 'bench/pdf-export.ts')!;
    expect(stepArguments(pdf, { data: '/d/smoke.sqlite', tmp: '/t' })).toEqual(['--seeded', '/d/smoke.sqlite']);
  });
});
