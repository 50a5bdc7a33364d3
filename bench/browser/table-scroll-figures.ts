/**
 * What one run of the results-table scroll scenario measured (issue 5). Shared by the page and
 * Vitest runners (tests/browser/results-table/table-scroll-scenario.ts) and bench/table-scroll.ts.
 */
export interface TableScrollFigures {
  rows: number;
  firstPaintMs: number;
  scrollFrames: number;
  medianFrameMs: number;
  p95FrameMs: number;
  maxFrameMs: number;
  /** From setting scrollTop to a quarter, half, three quarters and the end until rows show. */
  jumpToRowsMs: number[];
  maxDomRows: number;
  longTasksBeforeScrolling: number;
  /** Durations of every UI-thread long task (PerformanceObserver `longtask`, over 50 ms). */
  longTasks: number[];
}

/** What the benchmark page leaves on `window.benchResult`. */
export type TableScrollPageResult = { figures: TableScrollFigures; production: boolean } | { error: string };

export const LONG_TASK_BUDGET_MS = 50;
/** Fewer table rows than this in the DOM at any time. */
export const DOM_ROW_BUDGET = 100;

/** User-timing marks around the measured part of the scenario. */
export const SCENARIO_START_MARK = 'table-scroll-start';
export const SCENARIO_END_MARK = 'table-scroll-end';
