import { afterEach, expect, test } from 'vitest';
import { disposeResultsTables, renderResultsTable } from './table-harness';
import {
  DOM_ROW_BUDGET,
  FLING_PLACEHOLDER_FRAMES_BUDGET,
  TABLE_SCROLL_ROWS,
  TABLE_SCROLL_ROW_ACTIONS,
  measureTableScroll,
} from './table-scroll-scenario';

/**
 * The results table's browser benchmark (bench/table-scroll.ts) in Vitest, i.e. with React's development build: first paint
 * and scrolling of a 100,000-row result. The figures are printed on one `TABLE_SCROLL_BENCH
 * {json}` line that `bench/table-scroll.ts` reads. This run checks what the build does not
 * change: fewer than 100 rows in the DOM, and rows (not placeholders) in view while a fast wheel
 * scrolls. Its long tasks are reported beside the production build's, which alone is held to
 * the 50 ms budget: React's development build renders several times slower and no user runs it.
 * Wall-clock figures belong to the benchmark run, not to every test run on a shared machine, so
 * it runs only when `VITE_TABLE_BENCH=1` is set (as `bench/table-scroll.ts` does).
 */
afterEach(disposeResultsTables);

const benchmarkRequested = import.meta.env['VITE_TABLE_BENCH'] === '1';

test.runIf(benchmarkRequested)(
  `first paint and scroll of ${TABLE_SCROLL_ROWS.toLocaleString('en-CA')} rows (development build)`,
  async () => {
    const figures = await measureTableScroll((endpoint) =>
      renderResultsTable({ rows: TABLE_SCROLL_ROWS, endpoint, rowActions: TABLE_SCROLL_ROW_ACTIONS }),
    );
    console.log(`TABLE_SCROLL_BENCH ${JSON.stringify(figures)}`);

    expect(figures.maxDomRows).toBeLessThan(DOM_ROW_BUDGET);
    expect(figures.scroll.framesWithPlaceholders).toBeLessThanOrEqual(FLING_PLACEHOLDER_FRAMES_BUDGET);
  },
  180_000,
);
