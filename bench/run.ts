/**
 * `npm run bench` measures every scenario and writes bench/RESULTS.md; `npm run bench:check`
 * does the same and exits 1 when a budget (README "Performance") is missed. Medians; CPU time is checked
 * (see measure.ts), wall time is reported beside it. The engine and its baselines are compared on
 * the CPU time of the one thread they run in (measure.ts: process CPU counts V8's helper threads).
 * `--smoke` runs every scenario once on small inputs, checks no budget and writes nothing (the
 * smoke run of scripts/bench-smoke.ts, which CI runs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { exportScenarios } from './exports';
import { mapGeographyScenario } from './map-geography';
import { THREAD_CPU, type Summary } from './measure';
import { transferScenario } from './transfer';
import { viewStepScenario } from './view-step';

const check = process.argv.includes('--check');
const skipBrowser = process.argv.includes('--no-browser');
const smoke = process.argv.includes('--smoke');
/** Rows and runs of each scenario: the measured sizes, or the smoke run's small ones. */
const SIZES = smoke
  ? {
      viewStep: [[2_000, { engine: 1, baselines: 1 }]] as const,
      transfer: { rows: 2_000, iterations: 1 },
      exports: { iterations: 1, smallRows: 1_000, largeRows: 2_000 },
      geography: 1,
      browserRows: 2_000,
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
    };

interface Line {
  scenario: string;
  measured: string;
  baselines: string;
  budget: string;
  pass: boolean | null;
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
  if (smoke) line = { ...line, budget: `${line.budget} (not checked: smoke run)`, pass: null };
  lines.push(line);
  const verdict = line.pass === null ? 'info' : line.pass ? 'PASS' : 'FAIL';
  console.log(
    `[${verdict}] ${line.scenario}: ${line.measured}${line.baselines ? ` | ${line.baselines}` : ''} | budget ${line.budget}`,
  );
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
        scenario: label,
        measured: both(result.engine),
        baselines,
        budget: `<= 25 ms and >= 4x array-of-objects (${THREAD_CPU})`,
        pass: engine <= 25 && ratio !== null && ratio >= 4,
      });
    } else if (rows === 1_000_000) {
      log({ scenario: label, measured: both(result.engine), baselines, budget: '<= 250 ms', pass: engine <= 250 });
    } else {
      log({ scenario: label, measured: both(result.engine), baselines, budget: '-', pass: null });
    }
  }

  const transfer = await transferScenario(SIZES.transfer.rows, SIZES.transfer.iterations);
  log({
    scenario: `map arrays to the UI, ${transfer.points.toLocaleString('en-CA')} points (transfer)`,
    measured: both(transfer.transfer),
    baselines: `structured clone of the row objects ${both(transfer.cloneRowObjects)}; building the pin arrays ${both(transfer.buildPins)}`,
    budget: '< 5 ms',
    pass: transfer.transfer.wallMedianMs < 5,
  });

  const exports = await exportScenarios(SIZES.exports);
  const small = SIZES.exports.smallRows.toLocaleString('en-CA');
  const large = SIZES.exports.largeRows.toLocaleString('en-CA');
  log({
    scenario: `XLSX export, ${small} styled rows`,
    measured: both(exports.xlsx10k),
    baselines: `exceljs 4.4 in-memory writer ${both(exports.exceljs10k)}`,
    budget: '<= 600 ms',
    pass: exports.xlsx10k.cpuMedianMs <= 600,
  });
  log({
    scenario: `XLSX export, ${large} rows (own process)`,
    measured: `${ms(exports.xlsx100k.cpuMs)} cpu / ${ms(exports.xlsx100k.ms)} wall, peak RSS of the whole process ${exports.xlsx100k.maxRssMb.toFixed(0)} MB, ${(exports.xlsx100k.bytes / 1e6).toFixed(1)} MB file`,
    baselines: '',
    budget: '< 5 s and < 500 MB',
    pass: exports.xlsx100k.cpuMs < 5000 && exports.xlsx100k.maxRssMb < 500,
  });
  log({
    scenario: `CSV export, ${large} rows (own process)`,
    measured: both(exports.csv100k),
    baselines: '',
    budget: '<= 400 ms',
    pass: exports.csv100k.cpuMedianMs <= 400,
  });

  const geography = await mapGeographyScenario(SIZES.geography);
  log({
    scenario: 'map geography from the regions configuration (UI thread, once per configuration)',
    measured: both(geography),
    baselines: '',
    budget: '< 50 ms',
    pass: geography.cpuMedianMs < 50,
  });

  if (!skipBrowser) {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'bench/browser-long-tasks.ts', '--rows', String(SIZES.browserRows)],
      {
        encoding: 'utf8',
        maxBuffer: 1024 * 1024,
      },
    );
    const browser = JSON.parse(output.trim().split('\n').pop()!) as {
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
      scenario: `Chromium: ${browser.rows.toLocaleString('en-CA')}-row result, ${browser.changes} filter and sort changes`,
      measured:
        `${browser.longTasks.length} UI-thread long tasks during data work` +
        (browser.longTasks.length > 0
          ? ` (longest ${browser.longestMs.toFixed(0)} ms, at ${browser.longTaskPhases.join(', ')})`
          : '') +
        `; open ${ms(browser.openMs)}, change round trip median ${ms(browser.medianUpdateMs)} (wall)`,
      baselines: `control: ${browser.controlLongTasks} of 24 plain 5 ms UI tasks were stretched past 50 ms by machine load`,
      budget: 'no UI-thread task over 50 ms',
      pass: browser.longTasks.length === 0,
    });
  }

  const table = [
    '| scenario | engine (median) | baselines, same run | budget | result |',
    '| --- | --- | --- | --- | --- |',
    ...lines.map(
      (line) =>
        `| ${line.scenario} | ${line.measured} | ${line.baselines || '-'} | ${line.budget} | ${line.pass === null ? '-' : line.pass ? 'pass' : 'FAIL'} |`,
    ),
  ].join('\n');
  const markdown = [
    '# Engine benchmark results',
    '',
    `Command: \`npm run ${check ? 'bench:check' : 'bench'}\` (${process.argv.slice(2).join(' ') || 'no flags'}), ${new Date().toISOString()}, ` +
      `${cpus().length} cores, load average at the end ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}, ` +
      `Node ${process.version}, total ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    '',
    "Worker-side scenarios run the worker's own code (`workers/ops`) in Node, as the worker runs it. " +
      'Budgets are checked on the CPU-time median of the measured code (other jobs on this shared ' +
      'machine inflate wall time); wall time is shown beside it. The engine and its baselines are ' +
      `compared on the CPU time of the one thread they run in (${THREAD_CPU}, per run over all runs): ` +
      "process CPU also counts V8's garbage-collector threads. The browser scenario counts " +
      'PerformanceObserver `longtask` entries on the UI thread in Debian Chromium.',
    '',
    table,
    '',
  ].join('\n');
  if (smoke) {
    console.log('\nSmoke run: every scenario ran; nothing written, no budget checked.');
    return;
  }
  const resultsFile = new URL('./RESULTS.md', import.meta.url);
  writeFileSync(resultsFile, markdown + tableScrollSection(resultsFile));
  console.log(`\nWrote bench/RESULTS.md`);
  if (check && lines.some((line) => line.pass === false)) {
    console.error('A budget was missed.');
    process.exit(1);
  }
}

await main();
