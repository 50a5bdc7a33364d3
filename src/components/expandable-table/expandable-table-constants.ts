import type { CSSProperties } from 'react';

/**
 * Expandable rows (part 2 §2.7, §9): "Market-history table rows expand with a short animation.
 * With 20 or more sub rows they expand directly. There is a 600 ms delay on collapse." The
 * height rule (85vh above 25 rows, counting expanded sub rows) reads the results table's
 * constants, its one home.
 */

/** Sub rows from which a row expands directly, without the animation. */
export const SUB_ROW_ANIMATION_THRESHOLD = 20;
/** Delay between a collapse and the sub rows leaving the table. */
export const COLLAPSE_DELAY_MS = 600;
/** Beyond the spec's "short animation": how long sub rows take to appear. */
export const EXPAND_ANIMATION_MS = 200;

/** The durations above as the CSS variables the expanding rows' stylesheets read. */
export const SUB_ROW_TIMING_STYLE = {
  '--sub-row-enter-ms': `${EXPAND_ANIMATION_MS}ms`,
  '--sub-row-leave-ms': `${COLLAPSE_DELAY_MS}ms`,
} as CSSProperties;
