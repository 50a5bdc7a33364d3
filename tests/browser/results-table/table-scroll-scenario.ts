import {
  SCENARIO_END_MARK,
  SCENARIO_START_MARK,
  type TableScrollFigures,
} from '../../../bench/browser/table-scroll-figures';
import type { RowAction, RowActionsOf } from '../../../src/components/results-table/row-actions';
import { serveSyntheticResponseOffThread } from './synthetic-endpoint';

export { DOM_ROW_BUDGET, LONG_TASK_BUDGET_MS } from '../../../bench/browser/table-scroll-figures';
export type { TableScrollFigures } from '../../../bench/browser/table-scroll-figures';

/**
 * The scenario of the table benchmark (issue 5): first paint and scrolling of a 100,000-row
 * result, with a compare action on every project row as in the Projects view, while a
 * PerformanceObserver records UI-thread long tasks. One scenario, two runners:
 * the Vitest browser test (React's development build) and the production-build page of
 * `bench/table-scroll.ts` (what users run).
 */
export const TABLE_SCROLL_ROWS = 100_000;

const COMPARE_ACTION: readonly RowAction[] = [{ kind: 'addToCompare', onSelect: () => undefined }];
const NO_ACTIONS: readonly RowAction[] = [];
export const TABLE_SCROLL_ROW_ACTIONS: RowActionsOf = (row) => (row.kind === 'leaf' ? COMPARE_ACTION : NO_ACTIONS);

const SCROLL_FRAMES = 120;
/** About 10 rows a frame (600 rows a second): a fast wheel or scrollbar drag. */
const SCROLL_STEP_PX = 360;
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

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/**
 * Runs the scenario; `mount` renders the results table over the engine for the endpoint. The
 * synthetic response is built in a worker before the clock starts, so only the table's work
 * (and the engine it drives) is measured.
 */
export async function measureTableScroll(mount: (endpoint: string) => Promise<unknown>): Promise<TableScrollFigures> {
  const endpoint = await serveSyntheticResponseOffThread(TABLE_SCROLL_ROWS);
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });

  // The marks bound the measured part in a Chromium trace (bench/browser/trace-long-tasks.ts).
  performance.mark(SCENARIO_START_MARK);
  const started = performance.now();
  await mount(endpoint);
  await waitUntil(rowsShown, 60_000, 'the first rows');
  const firstPaintMs = performance.now() - started;
  const longTasksBeforeScrolling = longTasks.length;

  const frameMs: number[] = [];
  let maxDomRows = domRowCount();
  let previous = await nextFrame();
  for (let frame = 0; frame < SCROLL_FRAMES; frame++) {
    scroller().scrollTop += SCROLL_STEP_PX;
    const now = await nextFrame();
    frameMs.push(now - previous);
    previous = now;
    maxDomRows = Math.max(maxDomRows, domRowCount());
  }

  const jumpToRowsMs: number[] = [];
  for (const position of JUMPS) {
    const jumped = performance.now();
    scroller().scrollTop = (scroller().scrollHeight - scroller().clientHeight) * position;
    await nextFrame();
    await waitUntil(rowsShown, 10_000, 'rows after a jump');
    jumpToRowsMs.push(performance.now() - jumped);
    maxDomRows = Math.max(maxDomRows, domRowCount());
  }

  // Long-task entries are delivered asynchronously; give the last ones a frame to arrive.
  await nextFrame();
  observer.disconnect();
  performance.mark(SCENARIO_END_MARK);
  URL.revokeObjectURL(endpoint);

  return {
    rows: TABLE_SCROLL_ROWS,
    firstPaintMs,
    scrollFrames: SCROLL_FRAMES,
    medianFrameMs: percentile(frameMs, 0.5),
    p95FrameMs: percentile(frameMs, 0.95),
    maxFrameMs: Math.max(...frameMs),
    jumpToRowsMs,
    maxDomRows,
    longTasksBeforeScrolling,
    longTasks,
  };
}
