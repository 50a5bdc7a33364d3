/**
 * What the search views' browser benchmarks (bench/sales-search.ts, bench/rental-search.ts)
 * share: their command line, the real server on a copy of a seeded database (or a fresh one)
 * with the search cache off (or on, for a bench that also times an answer from it), Debian
 * Chromium, and clicks timed in the page until the page says the result is shown.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { startServer, type ServerUnderTest } from '../load/server-process';
import { ACTIVITY_STORE_LINE } from '../../server/search-pool/search-runner';
import { TRACE_CATEGORIES } from './trace-long-tasks';

/** How long the server's start-up may take to build its rental activity store (about 11 s of CPU at SEED_SCALE=10). */
const ACTIVITY_STORE_TIMEOUT_MS = 300_000;

export interface SearchBench {
  /** `--check`: exit 1 when a budget is missed. */
  check: boolean;
  /**
   * `--devtools-body-copies`: run Chromium as Playwright leaves it, keeping a DevTools copy of
   * every response body (see devtools-pipe-filter.ts), to compare with the default run.
   */
  devtoolsBodyCopies: boolean;
  /** `--trace FILE`: where to write a Chromium timeline trace of the timed steps. */
  tracePath: string | undefined;
  server: ServerUnderTest;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Starts the server (on `--seeded FILE` when given, or on `options.seeded`; the app built first
 * when dist/ is missing or stale) and Chromium. The server's search cache is off unless
 * `searchCache`: then a search's first answer is built (nothing fills the cache before a request:
 * the search threads' warm-up runs beside it) and a repeated one is sent from the cache.
 */
export async function startSearchBench(
  name: string,
  options: { searchCache?: boolean; seeded?: string } = {},
): Promise<SearchBench> {
  const check = process.argv.includes('--check');
  const devtoolsBodyCopies = process.argv.includes('--devtools-body-copies');
  const traceIndex = process.argv.indexOf('--trace');
  const tracePath = traceIndex < 0 ? undefined : process.argv[traceIndex + 1];
  const seededIndex = process.argv.indexOf('--seeded');
  const seeded = seededIndex < 0 ? options.seeded : process.argv[seededIndex + 1];
  // `--dist DIR`: serve an app built elsewhere (another commit's `vite build --outDir DIR`), to
  // compare two builds in one session on the same database; dist/ is then neither built nor read.
  const distIndex = process.argv.indexOf('--dist');
  const distDir = distIndex < 0 ? undefined : resolve(process.argv[distIndex + 1]!);
  const repoRoot = new URL('../..', import.meta.url).pathname;
  const dataDir = mkdtempSync(join(tmpdir(), `marketview-${name}-bench-`));
  if (seeded !== undefined) copyFileSync(seeded, join(dataDir, 'marketview.sqlite'));
  const server = await startServer(
    repoRoot,
    {
      DATA_DIR: dataDir,
      ...(options.searchCache ? {} : { SEARCH_CACHE: 'off' }),
      ...(distDir === undefined ? {} : { DIST_DIR: distDir }),
    },
    { app: distDir === undefined },
  );
  // A started server, as a load balancer would route to: its search threads warm up and its rental
  // activity store is built in the background at start (a low-priority thread; about 11 s of CPU at
  // SEED_SCALE=10), and the server says when the store is in. Beside that start-up work the first
  // searches measured slower: Old Stock's first rows at SEED_SCALE=10 1.75-2.06 s against 0.93-1.05
  // without it (load 2-4). At scale 1 the build ended 17.6 s after the start, about when the sales
  // bench's uncached search ran; waiting did not change that search's API call (342-468 ms, load 3).
  await server.waitForOutput(new RegExp(ACTIVITY_STORE_LINE), ACTIVITY_STORE_TIMEOUT_MS);
  // chromiumPath() also says how to install Chromium when it is missing (the wrapper runs it too).
  const realChromium = chromiumPath();
  const executablePath = devtoolsBodyCopies
    ? realChromium
    : new URL('./chromium-without-body-copies.mjs', import.meta.url).pathname;
  const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  return {
    check,
    devtoolsBodyCopies,
    tracePath,
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens `origin` + `path` and logs in as the demo account through the provider's form, back on `path`. */
export async function logInAt(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** A button by its text, as a page expression. */
export function buttonNamed(text: string): string {
  return `[...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === ${JSON.stringify(text)})`;
}

/**
 * Fills the input whose label reads `label`, found with plain DOM queries: Playwright's role and
 * label engines run on the page's UI thread and would count among its long tasks.
 */
export async function fillLabelled(page: Page, label: string, value: string): Promise<void> {
  const id = await page.waitForFunction(
    `[...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === ${JSON.stringify(label)})?.htmlFor || null`,
  );
  await page.locator(`[id="${String(await id.jsonValue())}"]`).fill(value);
}

/** Clicks the first button whose text starts with `text`, found as fillLabelled finds its input. */
export async function clickButtonStartingWith(page: Page, text: string): Promise<void> {
  await page.evaluate(`${buttonStartingWith(text)}.click()`);
}

/** A page expression: the first button whose text starts with `text` (e.g. a label followed by a count badge). */
function buttonStartingWith(text: string): string {
  return `[...document.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(${JSON.stringify(text)}))`;
}

/**
 * Milliseconds from clicking the element `find` gives (a page expression) to `done` (a page
 * expression) being true at an animation frame, measured in the page.
 */
export async function clickUntil(page: Page, find: string, done: string): Promise<number> {
  const [ms] = await clickUntilEach(page, find, [done]);
  return ms!;
}

/** The same with several conditions: the time from the click to each first holding, checked every frame. */
export async function clickUntilEach(page: Page, find: string, conditions: readonly string[]): Promise<number[]> {
  return page.evaluate(
    async ({ find, conditions }) => {
      const target = new Function(`return (${find})`)() as HTMLElement | undefined;
      if (target === undefined || target === null) throw new Error(`no ${find}`);
      const checks = conditions.map((done) => new Function(`return (${done})`) as () => boolean);
      const times: Array<number | null> = checks.map(() => null);
      const start = performance.now();
      target.click();
      // No named inner functions: the page receives this function's source as tsx compiled it.
      for (;;) {
        const now = performance.now() - start;
        checks.forEach((check, index) => {
          if (times[index] === null && check()) times[index] = now;
        });
        if (times.every((time) => time !== null)) return times as number[];
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    },
    { find, conditions },
  );
}

/** A script that ran on the UI thread in a long animation frame, as the page attributed it. */
export interface LongFrameScript {
  start: number;
  duration: number;
  /** What called it, e.g. `Worker.onmessage`, `MessagePort.onmessage` (React's scheduler), `FrameRequestCallback`. */
  invoker: string;
  /** The bundle file the script came from. */
  file: string;
}

/**
 * Records the page's UI-thread long tasks (PerformanceObserver `longtask`, wall time) in
 * `window.longTasks`, and the scripts of its long animation frames (`long-animation-frame`:
 * each script's own duration, its invoker and source file) in `window.longFrameScripts`. A long
 * task's wall time also holds style, layout, paint, waits on the GPU process and the time the
 * thread was descheduled; the scripts say how long JavaScript itself held the thread.
 */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: Array<{ start: number; duration: number }> = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    const scripts: LongFrameScript[] = [];
    (window as unknown as { longFrameScripts: typeof scripts }).longFrameScripts = scripts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // Chromium's PerformanceLongAnimationFrameTiming; TypeScript's DOM types do not have it yet.
        const frame = entry as PerformanceEntry & {
          scripts: Array<{ startTime: number; duration: number; invoker: string; sourceURL: string }>;
        };
        for (const script of frame.scripts)
          scripts.push({
            start: script.startTime,
            duration: script.duration,
            invoker: script.invoker,
            file: script.sourceURL.slice(script.sourceURL.lastIndexOf('/') + 1),
          });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/**
 * The invoker of animation-frame callbacks. On these pages they are the map's frames (maplibre's
 * and deck.gl's render loops): React renders from its scheduler (`MessagePort.onmessage`), and the
 * app's own frame callbacks only schedule React updates.
 */
const FRAME_CALLBACK = 'FrameRequestCallback';

function longestScript(scripts: readonly LongFrameScript[]): LongFrameScript | undefined {
  return scripts.reduce<LongFrameScript | undefined>(
    (max, script) => (max === undefined || script.duration > max.duration ? script : max),
    undefined,
  );
}

function described(script: LongFrameScript | undefined): string {
  return (
    `${Math.round(script?.duration ?? 0)} ms` + (script === undefined ? '' : ` (${script.invoker}, ${script.file})`)
  );
}

/**
 * The data-work budget's verdict (no UI-thread task over `budgetMs` from data work). Held to it:
 * every script of the long frames but the map's frames, so the engine's replies, React's renders
 * and event handlers alike (more than the data work itself, which runs in the engine workers).
 * Reported beside it: the longest map frame (drawn through SwiftShader on these machines: the GPU
 * runs on the same two cores), and the tasks over the budget in wall time, which also hold style,
 * layout, paint and the time other processes held the cores.
 */
export function dataWorkVerdict(
  name: string,
  scripts: readonly LongFrameScript[],
  taskDurations: readonly number[],
  budgetMs: number,
): Verdict {
  const longest = longestScript(scripts.filter((script) => script.invoker !== FRAME_CALLBACK));
  const longestFrame = longestScript(scripts.filter((script) => script.invoker === FRAME_CALLBACK));
  const longestTask = Math.round(Math.max(0, ...taskDurations));
  return [
    name,
    (longest?.duration ?? 0) <= budgetMs,
    `longest UI-thread script ${described(longest)}; reported: longest map frame ${described(longestFrame)}, ` +
      `${taskDurations.length} tasks over 50 ms of wall time, longest ${longestTask} ms`,
  ];
}

/** The long-frame scripts recorded since `start` (page time), longest first. */
export async function longFrameScriptsSince(page: Page, start: number): Promise<LongFrameScript[]> {
  const scripts = await page.evaluate(
    (since) =>
      (window as unknown as { longFrameScripts: LongFrameScript[] }).longFrameScripts.filter(
        (script) => script.start >= since,
      ),
    start,
  );
  return scripts.sort((a, b) => b.duration - a.duration);
}

/** A search view's table and the filter and sort the benchmark times on it. */
export interface SearchStepsSpec {
  /** The results table, as a CSS selector. */
  table: string;
  /** The first row's name cell text, as a page expression. */
  firstCell: string;
  /** Display rows the search gives at least (so the old result is not taken for it). */
  minRows: number;
  /** The advanced filter's input label and the value typed, and the button that applies it. */
  filter: { label: string; value: string; apply: string };
  /** The start of the sorted column's header text. */
  sortColumn: string;
}

export interface SearchStepsFigures {
  /**
   * To the search's first rows on screen: the first record batch of its Arrow answer shown while
   * the rest arrives (the table busy), or the whole result.
   */
  firstRowsMs: number;
  /** To the whole result on screen (the table no longer busy, its rows counted). */
  allRowsMs: number;
  /** aria-rowcount of the searched table (the header rows included). */
  rowCount: number;
  filterMs: number;
  sortMs: number;
}

/**
 * Milliseconds from the click on Search to the search's first rows on screen and to its whole
 * result (the table no longer busy, more than `minRows` rows, a link in its first row). First
 * rows are rows of the new search: its table's row count is not the one before the click. The
 * previous search's rows stay on screen, busy, for a render or two after the click, and its
 * rows were once shown under the first view of a fresh engine worker (view ids are per worker);
 * either one was timed as the new search's first rows.
 */
export async function timeFirstRows(
  page: Page,
  spec: Pick<SearchStepsSpec, 'table' | 'minRows'>,
): Promise<{ firstRowsMs: number; allRowsMs: number }> {
  const { table } = spec;
  const before = await page.evaluate(`document.querySelector('${table}')?.getAttribute('aria-rowcount') ?? null`);
  const all = `(() => { const t = document.querySelector('${table}'); return t?.getAttribute('aria-busy') === 'false' && Number(t.getAttribute('aria-rowcount')) > ${spec.minRows} && t.querySelector('tbody a') !== null; })()`;
  const first = `(() => { const t = document.querySelector('${table}'); return t?.querySelector('tbody a') != null && t.getAttribute('aria-busy') === 'true' && t.getAttribute('aria-rowcount') !== ${JSON.stringify(before)}; })() || ${all}`;
  const [firstRowsMs, allRowsMs] = (await clickUntilEach(page, buttonNamed('Search'), [first, all])) as [
    number,
    number,
  ];
  return { firstRowsMs, allRowsMs };
}

/**
 * Called before a timed step's click and after its repaint (and a second's settling): a
 * profiler started and stopped around the step (bench/sales-search.ts --profile).
 */
export interface StepHooks {
  before(step: TimedStep): Promise<void>;
  after(step: TimedStep): Promise<void>;
}

/** The steps a search bench times after the search: its filter and sort repaints, and an export. */
export type TimedStep = 'filter' | 'sort' | 'export';

const NO_HOOKS: StepHooks = { before: async () => undefined, after: async () => undefined };

/**
 * Times a search view's three steps: Search until the first rows show, an advanced filter
 * applied until the rows repaint (client params: the worker re-filters), and a descending sort
 * until the first row changes.
 */
export async function timeSearchFilterSort(
  page: Page,
  spec: SearchStepsSpec,
  around: StepHooks = NO_HOOKS,
): Promise<SearchStepsFigures> {
  const { table, firstCell } = spec;
  const { firstRowsMs, allRowsMs } = await timeFirstRows(page, spec);
  const rowCount = Number(await page.locator(table).getAttribute('aria-rowcount'));
  await page.waitForTimeout(2_000);

  await clickButtonStartingWith(page, 'Open Advanced Filters');
  await fillLabelled(page, spec.filter.label, spec.filter.value);
  await page.waitForTimeout(500);
  const rowsBeforeFilter = await page.locator(table).getAttribute('aria-rowcount');
  await around.before('filter');
  const filterMs = await clickUntil(
    page,
    buttonNamed(spec.filter.apply),
    `document.querySelector('${table}')?.getAttribute('aria-rowcount') !== '${rowsBeforeFilter}' && ${firstCell} !== null`,
  );
  await page.waitForTimeout(1_000);
  await around.after('filter');

  const firstBeforeSort = await page.evaluate(firstCell);
  await around.before('sort');
  const sortMs = await clickUntil(
    page,
    `[...document.querySelectorAll('${table} th[aria-sort] button')].find((b) => b.textContent?.startsWith(${JSON.stringify(spec.sortColumn)}))`,
    `document.querySelector('${table} th[aria-sort="descending"]') !== null && ${firstCell} !== ${JSON.stringify(firstBeforeSort)}`,
  );
  await page.waitForTimeout(1_000);
  await around.after('sort');
  return { firstRowsMs, allRowsMs, rowCount, filterMs, sortMs };
}

/**
 * Starts timing the search's API call (its URL contains `apiPath`) and, with a trace path, a
 * Chromium trace (read it with bench/browser/trace-long-tasks.ts). `stop` ends the trace and
 * gives the call's time from request to the last byte (server and transfer, apart from the
 * page's parse and view).
 */
export async function measureSearchCall(
  bench: Pick<SearchBench, 'browser' | 'tracePath'>,
  context: BrowserContext,
  page: Page,
  apiPath: string,
): Promise<{ stop(): Promise<number> }> {
  const finished = context.waitForEvent('requestfinished', {
    predicate: (request) => request.url().includes(`${apiPath}?`),
    timeout: 120_000,
  });
  const { browser, tracePath } = bench;
  if (tracePath !== undefined) await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
  return {
    async stop() {
      if (tracePath !== undefined) await browser.stopTracing();
      const timing = (await finished).timing();
      // The answer's head (its first rows) comes before its end: both, from the request's start.
      console.log(
        `${apiPath}: first byte ${Math.round(timing.responseStart - timing.requestStart)} ms, ` +
          `last byte ${Math.round(timing.responseEnd - timing.requestStart)} ms after the request`,
      );
      return timing.responseEnd - timing.requestStart;
    },
  };
}

/** A budget's verdict: its name, whether it holds, and the figures as printed. */
export type Verdict = readonly [name: string, pass: boolean, text: string];

/** The verdicts of the three timed search steps against their budgets. */
export function searchStepVerdicts(
  figures: { firstRowsMs: number; apiCallMs: number; filterMs: number; sortMs: number },
  budgets: { firstRowsMs: number; repaintMs: number; sortMs?: number; apiCallMs?: number },
): Verdict[] {
  const sortMs = budgets.sortMs ?? budgets.repaintMs;
  return [
    [
      'first rows',
      figures.firstRowsMs <= budgets.firstRowsMs,
      `${figures.firstRowsMs} ms, of which the API call ${figures.apiCallMs} ms (budget ${budgets.firstRowsMs})`,
    ],
    ...(budgets.apiCallMs === undefined
      ? []
      : [
          [
            'API call (the engine asks for Arrow columns)',
            figures.apiCallMs <= budgets.apiCallMs,
            `${figures.apiCallMs} ms (budget ${budgets.apiCallMs})`,
          ] satisfies Verdict,
        ]),
    [
      'filter change repaint',
      figures.filterMs <= budgets.repaintMs,
      `${figures.filterMs} ms (budget ${budgets.repaintMs})`,
    ],
    ['sort repaint', figures.sortMs <= sortMs, `${figures.sortMs} ms (budget ${sortMs})`],
  ];
}

/** Prints each verdict and, last, the figures as one line of JSON; with --check a missed budget fails the run. */
export function reportVerdicts(verdicts: readonly Verdict[], figures: object, check: boolean): void {
  for (const [name, pass, text] of verdicts) console.log(`[${pass ? 'PASS' : 'FAIL'}] ${name}: ${text}`);
  console.log(JSON.stringify(figures));
  if (check && verdicts.some(([, pass]) => !pass)) process.exitCode = 1;
}
