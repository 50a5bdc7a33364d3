/**
 * `npm run bench` measures every scenario and writes bench/RESULTS.md; `npm run bench:check`
 * does the same and exits 1 when a budget (README "Performance") is missed. Printed and written as
 * one table: first the searches of the real app (each bench a child process, its figures and
 * budgets read from its last line of JSON, bench/bench-table.ts):
 *
 * - the widest sales search and the rental properties search in Chromium against the real server
 *   and the production build (bench/sales-search.ts, bench/rental-search.ts);
 * - the server's answer to the widest sales search, not cached and cached
 *   (server/perf/measure-payloads.ts);
 *
 * all three on one SQLite database seeded once per run in a temporary folder (scale 1, seed 2026;
 * `--seeded FILE` uses FILE instead), then the engine's worker-side scenarios and the long-task
 * page. Worker-side figures are medians; CPU time is checked (see measure.ts), wall time is
 * reported beside it. The engine and its baselines are compared on the CPU time of the one thread
 * they run in (measure.ts: process CPU counts V8's helper threads).
 *
 * `--smoke` runs every scenario and bench once on small inputs (a scale-0.1 database), checks no
 * budget and writes nothing (a step of bench/smoke.ts, which CI runs). `--no-browser` leaves out
 * the Chromium scenarios (their rows say so).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastJsonLine, payloadLines, rentalLines, salesLines, type BenchOutcome, type TableLine } from './bench-table';
import { exportScenarios } from './exports';
import { mapGeographyScenario } from './map-geography';
import { THREAD_CPU, type Summary } from './measure';
import { SMOKE_SEED_SCALE } from './smoke-steps';
import { transferScenario } from './transfer';
import { viewStepScenario } from './view-step';

const check = process.argv.includes('--check');
const skipBrowser = process.argv.includes('--no-browser');
const smoke = process.argv.includes('--smoke');
const seededIndex = process.argv.indexOf('--seeded');
const seededArgument = seededIndex < 0 ? undefined : process.argv[seededIndex + 1];
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The seeded database of the server benches: the server's own default seed, so a bench seeding itself gets the same data. */
const SEED = '2026';
/** A child bench that has not finished by then is stuck (a page that never reports waits 5 minutes). */
const CHILD_TIMEOUT_MS = 10 * 60_000;
/** Rows and runs of each scenario: the measured sizes, or the smoke run's small ones. */
const SIZES = smoke
  ? {
      viewStep: [[2_000, { engine: 1, baselines: 1 }]] as const,
      transfer: { rows: 2_000, iterations: 1 },
      exports: { iterations: 1, smallRows: 1_000, largeRows: 2_000 },
      geography: 1,
      browserRows: 2_000,
      seedScale: SMOKE_SEED_SCALE,
      payloadRuns: 1,
    }
  : {
      viewStep: [
        [10_000, { engine: 30, baselines: 10 }],
        [100_000, { engine: 25, baselines: 9 }],
        [1_000_000, { engine: 5, baselines: 1 }],
      ] as const,
      transfer: { rows: 100_000, iterations: 20 },
      exports: { iterations: 5, smallRows: 10_000, largeRows: 100_000 },
      geography: 20,
      browserRows: 100_000,
      seedScale: '1',
      payloadRuns: 5,
    };

/** A row of the table; `baselines`: figures measured beside it in the same run (shown after the measured figure). */
interface Line extends TableLine {
  baselines?: string;
}

const lines: Line[] = [];
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const both = (summary: Summary) =>
  `${ms(summary.cpuMedianMs)} cpu / ${ms(summary.wallMedianMs)} wall (n=${summary.iterations})`;
/** A baseline against the engine, on the CPU time of the thread both run in. */
const against = (baseline: Summary, engine: Summary) =>
  `${both(baseline)}; ${ms(baseline.threadCpuMs)} ${THREAD_CPU} vs the engine's ${ms(engine.threadCpuMs)} = ` +
  `${(baseline.threadCpuMs / engine.threadCpuMs).toFixed(1)}x`;

function log(line: Line) {
  // The smoke run proves that every scenario starts and finishes; its sizes say nothing of budgets.
  // A bench that could not run fails the smoke run all the same.
  if (smoke && !line.measured.startsWith('not measured'))
    line = { ...line, budget: `${line.budget} (not checked: smoke run)`, pass: null };
  lines.push(line);
  const verdict = line.pass === null ? 'info' : line.pass ? 'PASS' : 'FAIL';
  console.log(
    `[${verdict}] ${line.step}: ${line.measured}${line.baselines ? ` | ${line.baselines}` : ''} | budget ${line.budget}`,
  );
}

/** Wall seconds of each child bench and of the seeding, for the results' header. */
const childSeconds: string[] = [];

/**
 * Runs `node --import tsx script ...args` from the repository root, its output shown as it comes
 * and kept, and gives the figures of its last JSON line, or why there are none (`figures: false`:
 * a command that prints none, such as the seeding).
 */
function runChild(
  name: string,
  script: string,
  args: readonly string[],
  { figures: expectFigures = true } = {},
): Promise<BenchOutcome> {
  console.log(`\n=== ${name}: ${script} ${args.join(' ')} ===`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), CHILD_TIMEOUT_MS);
    const done = (reason: string | null) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      childSeconds.push(`${name} ${seconds.toFixed(0)} s`);
      const figures = expectFigures ? lastJsonLine(output) : {};
      if (reason !== null) resolve({ ok: false, reason: `${script} ${reason}` });
      else if (figures === undefined) resolve({ ok: false, reason: `${script} printed no line of JSON` });
      else resolve({ ok: true, figures });
    };
    child.once('error', (error) => done(`could not start (${error.message})`));
    child.once('exit', (code, signal) =>
      done(code === 0 ? null : signal ? `was stopped by ${signal}` : `exited with code ${code}`),
    );
  });
}

const SKIPPED: BenchOutcome = { ok: false, reason: 'left out (--no-browser)' };

/** The searches of the real app: one seeded database, then each bench in its own process. */
async function serverBenches(): Promise<void> {
  const folder = seededArgument === undefined ? mkdtempSync(join(tmpdir(), 'marketview-bench-')) : undefined;
  try {
    let database = seededArgument;
    let seeded: BenchOutcome = { ok: true, figures: {} };
    if (folder !== undefined) {
      database = join(folder, 'bench.sqlite');
      seeded = await runChild(
        `seed scale ${SIZES.seedScale}`,
        'server/seed/cli.ts',
        ['--scale', SIZES.seedScale, '--seed', SEED, '--out', database],
        { figures: false },
      );
    }
    const withDatabase = (name: string, script: string, args: string[]): Promise<BenchOutcome> =>
      seeded.ok ? runChild(name, script, args) : Promise.resolve(seeded);
    const seededArgs = ['--seeded', database!];
    const payloads = await withDatabase('server payloads', 'server/perf/measure-payloads.ts', [
      '--db',
      database!,
      '--runs',
      String(SIZES.payloadRuns),
    ]);
    const browser = (name: string, script: string) =>
      skipBrowser ? Promise.resolve(SKIPPED) : withDatabase(name, script, seededArgs);
    const sales = await browser('widest sales search', 'bench/sales-search.ts');
    const rental = await browser('rental search', 'bench/rental-search.ts');
    // In the issue's order: the app's searches in the browser, then the server's part.
    console.log('');
    for (const line of [...salesLines(sales), ...rentalLines(rental)])
      log(skipBrowser ? { ...line, pass: null } : line);
    for (const line of payloadLines(payloads)) log(line);
  } finally {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  }
}

const TABLE_SCROLL_HEADING = '## Results table scroll';

/** The table-scroll figures (bench/table-scroll.ts, recorded by hand) are kept when this script rewrites RESULTS.md. */
function tableScrollSection(resultsFile: URL): string {
  if (!existsSync(resultsFile)) return '';
  const previous = readFileSync(resultsFile, 'utf8');
  const start = previous.indexOf(TABLE_SCROLL_HEADING);
  return start < 0 ? '' : `\n${previous.slice(start)}`;
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadavg();
  await serverBenches();
  for (const [rows, iterations] of SIZES.viewStep) {
    const result = await viewStepScenario(rows, iterations);
    const engine = result.engine.cpuMedianMs;
    const aoo = result.arrayOfObjects;
    const aq = result.arquero;
    const ratio = aoo === null ? null : aoo.threadCpuMs / result.engine.threadCpuMs;
    const baselines = [
      aoo === null ? '' : `array-of-objects ${against(aoo, result.engine)}`,
      aq === null ? '' : `arquero 7.2.1 ${against(aq, result.engine)}`,
    ]
      .filter(Boolean)
      .join('; ');
    const label = `view step, ${rows.toLocaleString('en-CA')} rows (${result.filteredRows.toLocaleString('en-CA')} pass)`;
    if (rows === 100_000) {
      log({
        step: label,
        measured: both(result.engine),
        baselines,
        budget: `<= 25 ms and >= 4x array-of-objects (${THREAD_CPU})`,
        pass: engine <= 25 && ratio !== null && ratio >= 4,
      });
    } else if (rows === 1_000_000) {
      log({ step: label, measured: both(result.engine), baselines, budget: '<= 250 ms', pass: engine <= 250 });
    } else {
      log({ step: label, measured: both(result.engine), baselines, budget: '-', pass: null });
    }
  }

  const transfer = await transferScenario(SIZES.transfer.rows, SIZES.transfer.iterations);
  log({
    step: `map arrays to the UI, ${transfer.points.toLocaleString('en-CA')} points (transfer)`,
    measured: both(transfer.transfer),
    baselines: `structured clone of the row objects ${both(transfer.cloneRowObjects)}; building the pin arrays ${both(transfer.buildPins)}`,
    budget: '< 5 ms',
    pass: transfer.transfer.wallMedianMs < 5,
  });

  const exports = await exportScenarios(SIZES.exports);
  const small = SIZES.exports.smallRows.toLocaleString('en-CA');
  const large = SIZES.exports.largeRows.toLocaleString('en-CA');
  log({
    step: `XLSX export, ${small} styled rows`,
    measured: both(exports.xlsx10k),
    baselines: `exceljs 4.4 in-memory writer ${both(exports.exceljs10k)}`,
    budget: '<= 600 ms',
    pass: exports.xlsx10k.cpuMedianMs <= 600,
  });
  log({
    step: `XLSX export, ${large} rows (own process)`,
    measured: `${ms(exports.xlsx100k.cpuMs)} cpu / ${ms(exports.xlsx100k.ms)} wall, peak RSS of the whole process ${exports.xlsx100k.maxRssMb.toFixed(0)} MB, ${(exports.xlsx100k.bytes / 1e6).toFixed(1)} MB file`,
    baselines: '',
    budget: '< 5 s and < 500 MB',
    pass: exports.xlsx100k.cpuMs < 5000 && exports.xlsx100k.maxRssMb < 500,
  });
  log({
    step: `CSV export, ${large} rows (own process)`,
    measured: both(exports.csv100k),
    baselines: '',
    budget: '<= 400 ms',
    pass: exports.csv100k.cpuMedianMs <= 400,
  });

  const geography = await mapGeographyScenario(SIZES.geography);
  log({
    step: 'map geography from the regions configuration (UI thread, once per configuration)',
    measured: both(geography),
    baselines: '',
    budget: '< 50 ms',
    pass: geography.cpuMedianMs < 50,
  });

  const longTaskStep = 'Chromium: a synthetic result through the engine pool, filter and sort changes';
  const longTaskBudget = 'no UI-thread task over 50 ms';
  const longTaskPage = skipBrowser
    ? SKIPPED
    : await runChild('long-task page', 'bench/browser-long-tasks.ts', ['--rows', String(SIZES.browserRows)]);
  if (!longTaskPage.ok) {
    log({
      step: longTaskStep,
      measured: `not measured: ${longTaskPage.reason}`,
      budget: longTaskBudget,
      pass: skipBrowser ? null : false,
    });
  } else {
    const browser = longTaskPage.figures as unknown as {
      rows: number;
      changes: number;
      longTasks: number[];
      longTaskPhases: string[];
      controlLongTasks: number;
      longestMs: number;
      openMs: number;
      medianUpdateMs: number;
    };
    log({
      step: `Chromium: ${browser.rows.toLocaleString('en-CA')}-row result, ${browser.changes} filter and sort changes`,
      measured:
        `${browser.longTasks.length} UI-thread long tasks during data work` +
        (browser.longTasks.length > 0
          ? ` (longest ${browser.longestMs.toFixed(0)} ms, at ${browser.longTaskPhases.join(', ')})`
          : '') +
        `; open ${ms(browser.openMs)}, change round trip median ${ms(browser.medianUpdateMs)} (wall)`,
      baselines: `control: ${browser.controlLongTasks} of 24 plain 5 ms UI tasks were stretched past 50 ms by machine load`,
      budget: longTaskBudget,
      pass: browser.longTasks.length === 0,
    });
  }

  const verdict = (line: Line) => (line.pass === null ? '-' : line.pass ? 'pass' : 'FAIL');
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const table = [
    '| step | measured | budget | pass |',
    '| --- | --- | --- | --- |',
    ...lines.map(
      (line) =>
        `| ${cell(line.step)} | ${cell(line.baselines ? `${line.measured}; beside it: ${line.baselines}` : line.measured)} | ${cell(line.budget)} | ${verdict(line)} |`,
    ),
  ].join('\n');
  const loads = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');
  const header =
    `Command: \`npm run ${check ? 'bench:check' : 'bench'}\` (${process.argv.slice(2).join(' ') || 'no flags'}), ` +
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit()}; ` +
    `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB; ` +
    `load average (1 / 5 / 15 min) ${loads(loadAtStart)} at the start, ${loads(loadavg())} at the end; ` +
    `Node ${process.version}; total ${((Date.now() - started) / 1000).toFixed(0)} s (${childSeconds.join(', ')}). ` +
    `Database: ${seededArgument === undefined ? `SQLite seeded for this run (scale ${SIZES.seedScale}, seed ${SEED})` : `a copy of ${seededArgument}`}.`;
  const markdown = [
    '# Benchmark results',
    '',
    header,
    '',
    "The app's searches run against the real server (its own process, on a copy of the seeded " +
      'database) and the production build in Debian Chromium: bench/sales-search.ts and ' +
      "bench/rental-search.ts (wall time in the page, from the click); the server's answer is " +
      'measured by server/perf/measure-payloads.ts (process CPU, brotli, as the engine asks for it: ' +
      "Arrow). Worker-side scenarios run the worker's own code (`workers/ops`) in Node, as the worker " +
      'runs it. Their budgets are checked on the CPU-time median of the measured code (other jobs on ' +
      'this shared machine inflate wall time); wall time is shown beside it. The engine and its ' +
      `baselines are compared on the CPU time of the one thread they run in (${THREAD_CPU}, per run ` +
      "over all runs): process CPU also counts V8's garbage-collector threads. The long-task scenario " +
      'counts PerformanceObserver `longtask` entries on the UI thread in Debian Chromium.',
    '',
    table,
    '',
  ].join('\n');
  console.log(`\n${header}\n\n${table}`);
  const failed = lines.some((line) => line.pass === false);
  if (smoke) {
    console.log(
      failed
        ? '\nSmoke run: a bench could not run (above).'
        : '\nSmoke run: every scenario and bench ran; nothing written, no budget checked.',
    );
    if (failed) process.exit(1);
    return;
  }
  const resultsFile = new URL('./RESULTS.md', import.meta.url);
  writeFileSync(resultsFile, markdown + tableScrollSection(resultsFile));
  console.log(`\nWrote bench/RESULTS.md`);
  if (check && failed) {
    console.error('A budget was missed, or a bench could not run.');
    process.exit(1);
  }
}

/** The commit measured, with a mark when the work tree has changes. */
function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head} with changes` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

await main();
