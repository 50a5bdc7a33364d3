/**
 * What one run of the results-table scroll scenario measured (bench/README.md). Shared by the page and
 * Vitest runners (tests/browser/src/components/results-table/table-scroll-scenario.ts) and bench/table-scroll.ts.
 */
/** One scrolling phase of the scenario: a scroll of so many frames, a step each frame. */
export interface ScrollPhaseFigures {
  frames: number;
  /** Pixels scrolled per second of the phase, as it ran (frames are longer on a slow machine). */
  pxPerSecond: number;
  medianFrameMs: number;
  p95FrameMs: number;
  maxFrameMs: number;
  /**
   * Frames that showed rows still being built (placeholder bars) inside the viewport, and the
   * most such rows in one frame: the table bounds the rows it builds per frame, so a scroll
   * faster than that shows placeholders for a moment rather than stalling the page.
   */
  framesWithPlaceholders: number;
  maxPlaceholdersInView: number;
  /** UI-thread long tasks (over 50 ms) that started during the phase. */
  longTasks: number[];
}

export interface TableScrollFigures {
  rows: number;
  firstPaintMs: number;
  /** A fast wheel or touchpad fling (budgeted). */
  scroll: ScrollPhaseFigures;
  /** A stress scroll of 360 px every frame, whatever the frame's length (reported, not budgeted). */
  stress: ScrollPhaseFigures;
  /** From setting scrollTop to a quarter, half, three quarters and the end until rows show. */
  jumpToRowsMs: number[];
  maxDomRows: number;
  longTasksBeforeScrolling: number;
  /**
   * Durations of the UI-thread long tasks (PerformanceObserver `longtask`, over 50 ms) outside
   * the stress phase: first paint, the fling and the jumps. The budget applies to these.
   */
  longTasks: number[];
}

/** What the benchmark page leaves on `window.benchResult`. */
export type TableScrollPageResult = { figures: TableScrollFigures; production: boolean } | { error: string };

export const LONG_TASK_BUDGET_MS = 50;
/**
 * At most this many of the fling's 120 frames show a placeholder row in view (5 %): rows come
 * in built as fast as a fast wheel scrolls them in.
 */
export const FLING_PLACEHOLDER_FRAMES_BUDGET = 6;
/** Fewer table rows than this in the DOM at any time. */
export const DOM_ROW_BUDGET = 100;

/** User-timing marks around the measured part of the scenario. */
export const SCENARIO_START_MARK = 'table-scroll-start';
export const SCENARIO_END_MARK = 'table-scroll-end';
