import { afterEach, expect, test } from 'vitest';
import { disposeResultsTables, renderResultsTable, serveSyntheticResponseOffThread } from './table-harness';

/**
 * The browser benchmark of issue 5: first paint and scrolling of a 100,000-row result with no
 * UI-thread task over 50 ms. The figures are printed on one `TABLE_SCROLL_BENCH {json}` line
 * that `bench/table-scroll.ts` reads, and the budget fails the test. Wall-clock budgets belong
 * to the benchmark run, not to every test run on a shared machine, so it runs only when
 * `VITE_TABLE_BENCH=1` is set (as `bench/table-scroll.ts` does).
 */
const ROWS = 100_000;
const SCROLL_FRAMES = 120;
/** About 10 rows a frame (600 rows a second): a fast wheel or scrollbar drag. */
const SCROLL_STEP_PX = 360;
const JUMPS = [0.25, 0.5, 0.75, 1];
const LONG_TASK_BUDGET_MS = 50;

afterEach(disposeResultsTables);

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

function scroller(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-testid="results-table-scroller"]');
  if (element === null) throw new Error('no table scroller');
  return element;
}

const loadedRowCount = () => document.querySelectorAll('tbody tr[data-kind]').length;
const domRowCount = () => document.querySelectorAll('tbody tr[data-index]').length;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

const benchmarkRequested = import.meta.env['VITE_TABLE_BENCH'] === '1';

test.runIf(benchmarkRequested)(
  `first paint and scroll of ${ROWS.toLocaleString('en-CA')} rows without UI-thread tasks over ${LONG_TASK_BUDGET_MS} ms`,
  async () => {
    const endpoint = await serveSyntheticResponseOffThread(ROWS);
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });

    const started = performance.now();
    await renderResultsTable({ rows: ROWS, endpoint });
    await expect.poll(loadedRowCount, { timeout: 60_000, interval: 5 }).toBeGreaterThan(10);
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
      await expect.poll(loadedRowCount, { timeout: 10_000, interval: 5 }).toBeGreaterThan(10);
      jumpToRowsMs.push(performance.now() - jumped);
      maxDomRows = Math.max(maxDomRows, domRowCount());
    }

    // Long-task entries are delivered asynchronously; give the last ones a frame to arrive.
    await nextFrame();
    observer.disconnect();

    const figures = {
      rows: ROWS,
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
    console.log(`TABLE_SCROLL_BENCH ${JSON.stringify(figures)}`);

    expect(maxDomRows).toBeLessThan(100);
    expect(longTasks.filter((duration) => duration > LONG_TASK_BUDGET_MS)).toEqual([]);
  },
  180_000,
);
