/**
 * Browser benchmark of the shared results table (issue 5): first paint and scrolling of a
 * 100,000-row result in Chromium, over the real engine worker pool, counting UI-thread long
 * tasks. It runs the Vitest browser scenario
 * `tests/browser/results-table/table-scroll-performance.test.tsx` and prints a summary, then
 * the figures as JSON on the last line (the protocol of bench/run.ts's browser scenarios).
 *
 *   npx tsx bench/table-scroll.ts            # measure and report
 *   npx tsx bench/table-scroll.ts --check    # exit 1 when a budget is missed
 *
 * Budgets: no UI-thread task over 50 ms; fewer than 100 table rows in the DOM.
 */
import { spawnSync } from 'node:child_process';

interface TableScrollFigures {
  rows: number;
  firstPaintMs: number;
  scrollFrames: number;
  medianFrameMs: number;
  p95FrameMs: number;
  maxFrameMs: number;
  jumpToRowsMs: number[];
  maxDomRows: number;
  longTasksBeforeScrolling: number;
  longTasks: number[];
}

const SCENARIO = 'tests/browser/results-table/table-scroll-performance.test.tsx';
const MARKER = 'TABLE_SCROLL_BENCH ';
const LONG_TASK_BUDGET_MS = 50;
const DOM_ROW_BUDGET = 100;

const run = spawnSync('npx', ['vitest', 'run', '--project', 'browser', SCENARIO], {
  encoding: 'utf8',
  env: { ...process.env, VITE_TABLE_BENCH: '1', FORCE_COLOR: '0' },
  maxBuffer: 64 * 1024 * 1024,
});
const output = `${run.stdout}\n${run.stderr}`;
const line = output.split('\n').find((text) => text.includes(MARKER));
if (line === undefined) {
  console.error(output);
  console.error(`No ${MARKER.trim()} line: the scenario did not finish.`);
  process.exit(1);
}
const figures = JSON.parse(line.slice(line.indexOf(MARKER) + MARKER.length)) as TableScrollFigures;

const overBudget = figures.longTasks.filter((duration) => duration > LONG_TASK_BUDGET_MS);
const pass = overBudget.length === 0 && figures.maxDomRows < DOM_ROW_BUDGET;
const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(
  `[${pass ? 'PASS' : 'FAIL'}] Chromium: results table, ${figures.rows.toLocaleString('en-CA')} rows: ` +
    `${overBudget.length} UI-thread tasks over ${LONG_TASK_BUDGET_MS} ms ` +
    `(${figures.longTasksBeforeScrolling} before scrolling, longest ${ms(Math.max(0, ...figures.longTasks))}); ` +
    `first rows painted after ${ms(figures.firstPaintMs)}; ${figures.scrollFrames} scroll frames: ` +
    `median ${ms(figures.medianFrameMs)}, p95 ${ms(figures.p95FrameMs)}, max ${ms(figures.maxFrameMs)}; ` +
    `rows after a jump ${figures.jumpToRowsMs.map(ms).join(', ')}; at most ${figures.maxDomRows} rows in the DOM ` +
    `| budget: no task over ${LONG_TASK_BUDGET_MS} ms, < ${DOM_ROW_BUDGET} DOM rows`,
);
console.log(JSON.stringify(figures));
if (process.argv.includes('--check') && !pass) process.exit(1);
