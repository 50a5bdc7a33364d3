/**
 * Browser benchmark of the shared results table (part 1 §2, §9: no pagination, 85vh above 25 rows): first paint and scrolling of a
 * 100,000-row result in Chromium, over the real engine worker pool, counting UI-thread long
 * tasks. One scenario (`tests/browser/src/components/results-table/table-scroll-scenario.ts`: first rows, a
 * fling of 4,000 px a second, jumps to 25/50/75/100 %, then a stress scroll of 360 px every
 * frame), two runs:
 *
 * - production: the scenario's page (bench/browser/table-scroll.html) built by Vite in
 *   production mode, so React's production build runs, as users get it (the build is checked
 *   for React's development code); served by `vite preview`, driven by playwright-core;
 * - development: the Vitest browser test
 *   `tests/browser/src/components/results-table/table-scroll-performance.test.tsx` (React's development build,
 *   several times slower).
 *
 *   npx tsx bench/table-scroll.ts               # measure both and report
 *   npx tsx bench/table-scroll.ts --check       # exit 1 when a run misses a budget
 *   npx tsx bench/table-scroll.ts --production  # the production run only
 *   npx tsx bench/table-scroll.ts --development-page [--development-trace T.json]
 *       # also the page from the Vite dev server (React development), traced: CPU time of its
 *       # tasks (reported, not checked)
 *   npx tsx bench/table-scroll.ts --production --trace T.json --cpu-profile P.cpuprofile
 *       # record the production page (explain with bench/browser/trace-long-tasks.ts and
 *       # bench/browser/cpu-profile-long-tasks.ts; a profiled build is not minified)
 *
 * Budgets. Both runs: fewer than 100 table rows in the DOM; placeholder rows in view in at most
 * 6 of the fling's 120 frames. The production build (what users run): no UI-thread task over
 * 50 ms (the long-task API's wall time) during first paint, the fling and the jumps. Reported,
 * not budgeted: the development build's long tasks (React's development build renders several
 * times slower; no user runs it) and the stress scroll's (faster than any wheel; on this 2-core
 * machine a plain page building the same rows by hand has long tasks too). The production run
 * also reports, from a Chromium trace, each long task's CPU (thread) time, since on a shared
 * machine a task's wall time includes the time other processes held the CPU.
 * The last line is the figures as JSON (the protocol of bench/run.ts's browser scenarios).
 */
import { spawnSync } from 'node:child_process';
import { runTableScrollPage } from './browser/table-scroll-page-run';
import type { MainThreadTask } from './browser/trace-long-tasks';
import {
  DOM_ROW_BUDGET,
  FLING_PLACEHOLDER_FRAMES_BUDGET,
  LONG_TASK_BUDGET_MS,
  type ScrollPhaseFigures,
  type TableScrollFigures,
} from './browser/table-scroll-figures';

const SCENARIO = 'tests/browser/src/components/results-table/table-scroll-performance.test.tsx';
const MARKER = 'TABLE_SCROLL_BENCH ';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

function runDevelopmentBuild(): TableScrollFigures {
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'browser', SCENARIO], {
    encoding: 'utf8',
    env: { ...process.env, VITE_TABLE_BENCH: '1', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const line = output.split('\n').find((text) => text.includes(MARKER));
  if (line === undefined) {
    console.error(output);
    throw new Error(`No ${MARKER.trim()} line: the Vitest scenario did not finish.`);
  }
  return JSON.parse(line.slice(line.indexOf(MARKER) + MARKER.length)) as TableScrollFigures;
}

/** The budgets every run meets: DOM rows, and rows shown (not placeholders) during the fling. */
function meetsRowBudgets(figures: TableScrollFigures): boolean {
  return (
    figures.maxDomRows < DOM_ROW_BUDGET && figures.scroll.framesWithPlaceholders <= FLING_PLACEHOLDER_FRAMES_BUDGET
  );
}

/** The production build also has no long task outside the stress scroll. */
function passesProduction(figures: TableScrollFigures): boolean {
  return meetsRowBudgets(figures) && figures.longTasks.every((duration) => duration <= LONG_TASK_BUDGET_MS);
}

function phaseReport(name: string, phase: ScrollPhaseFigures): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return (
    `${name}: ${phase.frames} frames at ${phase.pxPerSecond.toFixed(0)} px/s, frames median ${ms(phase.medianFrameMs)}, ` +
    `p95 ${ms(phase.p95FrameMs)}, max ${ms(phase.maxFrameMs)}; placeholders in view in ${phase.framesWithPlaceholders} ` +
    `frames (at most ${phase.maxPlaceholdersInView} rows); ${phase.longTasks.length} tasks over ${LONG_TASK_BUDGET_MS} ms` +
    (phase.longTasks.length > 0 ? ` (longest ${ms(Math.max(...phase.longTasks))})` : '')
  );
}

function report(build: string, figures: TableScrollFigures, pass: boolean, budgetsLongTasks: boolean): string {
  const overBudget = figures.longTasks.filter((duration) => duration > LONG_TASK_BUDGET_MS);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return (
    `[${pass ? 'PASS' : 'FAIL'}] Chromium, ${build}: results table, ` +
    `${figures.rows.toLocaleString('en-CA')} rows: ${overBudget.length} UI-thread tasks over ${LONG_TASK_BUDGET_MS} ms ` +
    `(${figures.longTasksBeforeScrolling} before scrolling, longest ${ms(Math.max(0, ...figures.longTasks))}); ` +
    `first rows painted after ${ms(figures.firstPaintMs)}; ${phaseReport('fling', figures.scroll)}; ` +
    `rows after a jump ${figures.jumpToRowsMs.map(ms).join(', ')}; at most ${figures.maxDomRows} rows in the DOM ` +
    `| budget: < ${DOM_ROW_BUDGET} DOM rows, placeholders in at most ${FLING_PLACEHOLDER_FRAMES_BUDGET} fling frames` +
    (budgetsLongTasks
      ? `, no task over ${LONG_TASK_BUDGET_MS} ms outside the stress scroll`
      : ' (long tasks reported)') +
    `\n    not budgeted: ${phaseReport('stress scroll', figures.stress)}`
  );
}

/** The long-task API measures wall time; on a shared machine other processes stretch a task. */
function cpuReport(label: string, tasks: readonly MainThreadTask[]) {
  const overWall = tasks.filter((task) => task.wallMs > LONG_TASK_BUDGET_MS);
  const overCpu = tasks.filter((task) => task.cpuMs > LONG_TASK_BUDGET_MS);
  const longestCpuMs = Math.max(0, ...tasks.map((task) => task.cpuMs));
  const pairs = overWall.map((task) => `${task.wallMs.toFixed(0)}/${task.cpuMs.toFixed(0)}`).join(', ');
  console.log(
    `    trace of the ${label}: ${tasks.length} main-thread tasks; ${overWall.length} over ` +
      `${LONG_TASK_BUDGET_MS} ms wall, ${overCpu.length} over ${LONG_TASK_BUDGET_MS} ms of CPU time ` +
      `(longest ${longestCpuMs.toFixed(0)} ms of CPU); wall/CPU ms of the long ones: ${pairs || 'none'}`,
  );
  return { tasksOverBudgetCpu: overCpu.length, longestTaskCpuMs: longestCpuMs };
}

const production = await runTableScrollPage('production', {
  tracePath: option('--trace'),
  cpuProfilePath: option('--cpu-profile'),
});
if (!production.production) throw new Error('the benchmark page did not run as a production build');
const productionPasses = passesProduction(production.figures);
console.log(report('production build (React production)', production.figures, productionPasses, true));
const productionCpu = cpuReport('production run', production.tasks);

const development = process.argv.includes('--production') ? null : runDevelopmentBuild();
const developmentPasses = development === null || meetsRowBudgets(development);
if (development !== null) {
  console.log(report('development build (Vitest, React development)', development, developmentPasses, false));
}

// The scenario's page from the Vite dev server (React development, like Vitest), traced, to
// tell the development build's own work from waiting for the CPU.
let developmentPageCpu = null;
if (process.argv.includes('--development-page')) {
  const page = await runTableScrollPage('development', { tracePath: option('--development-trace') });
  if (page.production) throw new Error('the development page ran a production build');
  console.log(
    report('development page (Vite dev server, React development)', page.figures, meetsRowBudgets(page.figures), false),
  );
  developmentPageCpu = { ...page.figures, ...cpuReport('development page', page.tasks) };
}

console.log(
  JSON.stringify({
    production: { ...production.figures, ...productionCpu },
    development,
    developmentPage: developmentPageCpu,
  }),
);
const pass = productionPasses && developmentPasses;
if (process.argv.includes('--check') && !pass) process.exit(1);
