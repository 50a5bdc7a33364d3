import { afterEach, expect, test } from 'vitest';
import { disposeResultsTables, renderResultsTable } from './table-harness';
import {
  DOM_ROW_BUDGET,
  LONG_TASK_BUDGET_MS,
  TABLE_SCROLL_ROWS,
  TABLE_SCROLL_ROW_ACTIONS,
  measureTableScroll,
} from './table-scroll-scenario';

/**
 * The browser benchmark of issue 5 in Vitest, i.e. with React's development build: first paint
 * and scrolling of a 100,000-row result with no UI-thread task over 50 ms. The figures are
 * printed on one `TABLE_SCROLL_BENCH {json}` line that `bench/table-scroll.ts` reads, and the
 * budget fails the test. Wall-clock budgets belong to the benchmark run, not to every test run
 * on a shared machine, so it runs only when `VITE_TABLE_BENCH=1` is set (as
 * `bench/table-scroll.ts` does).
 */
afterEach(disposeResultsTables);

const benchmarkRequested = import.meta.env['VITE_TABLE_BENCH'] === '1';

test.runIf(benchmarkRequested)(
  `first paint and scroll of ${TABLE_SCROLL_ROWS.toLocaleString('en-CA')} rows without UI-thread tasks over ${LONG_TASK_BUDGET_MS} ms`,
  async () => {
    const figures = await measureTableScroll((endpoint) =>
      renderResultsTable({ rows: TABLE_SCROLL_ROWS, endpoint, rowActions: TABLE_SCROLL_ROW_ACTIONS }),
    );
    console.log(`TABLE_SCROLL_BENCH ${JSON.stringify(figures)}`);

    expect(figures.maxDomRows).toBeLessThan(DOM_ROW_BUDGET);
    expect(figures.longTasks.filter((duration) => duration > LONG_TASK_BUDGET_MS)).toEqual([]);
  },
  180_000,
);
