import {
  SCENARIO_END_MARK,
  SCENARIO_START_MARK,
  type ScrollPhaseFigures,
  type TableScrollFigures,
} from '@bench/browser/table-scroll-figures';
import type { RowAction, RowActionsOf } from '@src/components/results-table/row-actions';
import { serveSyntheticResponseOffThread } from './synthetic-endpoint';

export {
  DOM_ROW_BUDGET,
  FLING_PLACEHOLDER_FRAMES_BUDGET,
  LONG_TASK_BUDGET_MS,
} from '@bench/browser/table-scroll-figures';
export type { TableScrollFigures } from '@bench/browser/table-scroll-figures';

/**
 * The scenario of the table benchmark (bench/README.md): first paint and scrolling of a 100,000-row
 * result, with a compare action on every project row as in the Projects view, while a
 * PerformanceObserver records UI-thread long tasks. One scenario, two runners:
 * the Vitest browser test (React's development build) and the production-build page of
 * `bench/table-scroll.ts` (what users run).
 */
export const TABLE_SCROLL_ROWS = 100_000;

const COMPARE_ACTION: readonly RowAction[] = [{ kind: 'addToCompare', onSelect: () => undefined }];
const NO_ACTIONS: readonly RowAction[] = [];
export const TABLE_SCROLL_ROW_ACTIONS: RowActionsOf = (row) => (row.kind === 'leaf' ? COMPARE_ACTION : NO_ACTIONS);

/**
 * The budgeted scroll: a fast mouse-wheel or touchpad fling of 4,000 px (about 110 rows) a
 * second, stepped by each frame's length, for 120 frames.
 */
const FLING_PX_PER_SECOND = 4_000;
const FLING_FRAMES = 120;
/**
 * The stress scroll, reported but not budgeted: 360 px (10 rows) every frame however long the
 * frame, 60 frames; on a 2-core machine rendering in software that is over 7,000 px a second,
 * faster than any wheel, and a plain page building the same rows by hand has long tasks too.
 */
const STRESS_STEP_PX = 360;
const STRESS_FRAMES = 60;
/** A frame's step never exceeds the stress step (a stalled frame would otherwise skip a screen). */
const MAX_STEP_PX = STRESS_STEP_PX;
const JUMPS = [0.25, 0.5, 0.75, 1];

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function scroller(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-testid="results-table-scroller"]');
  if (element === null) throw new Error('no table scroller');
  return element;
}

const loadedRowCount = () => document.querySelectorAll('tbody tr[data-kind]').length;
const domRowCount = () => document.querySelectorAll('tbody tr[data-index]').length;
const rowsShown = () => loadedRowCount() > 10;

/** Placeholder rows (rows still being built) at least partly inside the scroller's viewport. */
function placeholdersInView(): number {
  const view = scroller().getBoundingClientRect();
  let count = 0;
  for (const row of document.querySelectorAll('tbody tr[aria-busy="true"]')) {
    const box = row.getBoundingClientRect();
    if (box.bottom > view.top && box.top < view.bottom) count++;
  }
  return count;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

interface LongTask {
  start: number;
  duration: number;
}

/** Scrolls `frames` frames, `step` px each (given the last frame's length), and measures them. */
async function scrollPhase(
  frames: number,
  step: (frameMs: number) => number,
  longTasks: readonly LongTask[],
): Promise<{ figures: ScrollPhaseFigures; maxDomRows: number; started: number; ended: number }> {
  const frameMs: number[] = [];
  let maxDomRows = domRowCount();
  let framesWithPlaceholders = 0;
  let maxPlaceholdersInView = 0;
  const startTop = scroller().scrollTop;
  let previous = await nextFrame();
  const started = previous;
  let lastFrameMs = 1000 / 60;
  for (let frame = 0; frame < frames; frame++) {
    scroller().scrollTop += Math.min(MAX_STEP_PX, step(lastFrameMs));
    const now = await nextFrame();
    lastFrameMs = now - previous;
    frameMs.push(lastFrameMs);
    previous = now;
    maxDomRows = Math.max(maxDomRows, domRowCount());
    const placeholders = placeholdersInView();
    if (placeholders > 0) framesWithPlaceholders++;
    maxPlaceholdersInView = Math.max(maxPlaceholdersInView, placeholders);
  }
  const ended = previous;
  // Long-task entries are delivered asynchronously; give the last ones a frame to arrive.
  await nextFrame();
  const figures: ScrollPhaseFigures = {
    frames,
    pxPerSecond: ((scroller().scrollTop - startTop) * 1000) / (ended - started),
    medianFrameMs: percentile(frameMs, 0.5),
    p95FrameMs: percentile(frameMs, 0.95),
    maxFrameMs: Math.max(...frameMs),
    framesWithPlaceholders,
    maxPlaceholdersInView,
    longTasks: longTasks.filter((task) => task.start >= started && task.start < ended).map((task) => task.duration),
  };
  return { figures, maxDomRows, started, ended };
}

/**
 * Runs the scenario; `mount` renders the results table over the engine for the endpoint. The
 * synthetic response is built in a worker before the clock starts, so only the table's work
 * (and the engine it drives) is measured.
 */
export async function measureTableScroll(mount: (endpoint: string) => Promise<unknown>): Promise<TableScrollFigures> {
  const endpoint = await serveSyntheticResponseOffThread(TABLE_SCROLL_ROWS);
  const longTasks: LongTask[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask' });

  // The marks bound the measured part in a Chromium trace (bench/browser/trace-long-tasks.ts).
  performance.mark(SCENARIO_START_MARK);
  const started = performance.now();
  await mount(endpoint);
  await waitUntil(rowsShown, 60_000, 'the first rows');
  const firstPaintMs = performance.now() - started;
  const longTasksBeforeScrolling = longTasks.length;

  const fling = await scrollPhase(FLING_FRAMES, (frameMs) => (FLING_PX_PER_SECOND * frameMs) / 1000, longTasks);
  let maxDomRows = fling.maxDomRows;

  const jumpToRowsMs: number[] = [];
  for (const position of JUMPS) {
    const jumped = performance.now();
    scroller().scrollTop = (scroller().scrollHeight - scroller().clientHeight) * position;
    await nextFrame();
    await waitUntil(rowsShown, 10_000, 'rows after a jump');
    jumpToRowsMs.push(performance.now() - jumped);
    maxDomRows = Math.max(maxDomRows, domRowCount());
  }

  // The stress scroll runs last, from the top, so its long tasks are told apart by time.
  scroller().scrollTop = 0;
  await waitUntil(rowsShown, 10_000, 'rows back at the top');
  await nextFrame();
  const stress = await scrollPhase(STRESS_FRAMES, () => STRESS_STEP_PX, longTasks);
  maxDomRows = Math.max(maxDomRows, stress.maxDomRows);

  await nextFrame();
  observer.disconnect();
  performance.mark(SCENARIO_END_MARK);
  URL.revokeObjectURL(endpoint);

  return {
    rows: TABLE_SCROLL_ROWS,
    firstPaintMs,
    scroll: fling.figures,
    stress: stress.figures,
    jumpToRowsMs,
    maxDomRows,
    longTasksBeforeScrolling,
    longTasks: longTasks
      .filter((task) => task.start < stress.started || task.start >= stress.ended)
      .map((task) => task.duration),
  };
}
