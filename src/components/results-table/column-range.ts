/** The body columns in view, by position in the body's column list; `last` is inclusive. */
export interface ColumnRange {
  first: number;
  last: number;
}

/** Columns rendered beyond each side of the scroller's width, so a horizontal scroll rarely shows a gap. */
export const COLUMN_OVERSCAN = 1;

export function sameColumnRange(a: ColumnRange, b: ColumnRange): boolean {
  return a.first === b.first && a.last === b.last;
}

/**
 * The columns whose tracks overlap [left, left + width) (widths in px, in column order), widened
 * by the overscan on each side. No columns: an empty range (last < first).
 */
export function columnRangeIn(widths: readonly number[], left: number, width: number): ColumnRange {
  if (widths.length === 0) return { first: 0, last: -1 };
  const right = left + width;
  let start = 0;
  let first = -1;
  let last = widths.length - 1;
  for (let index = 0; index < widths.length; index++) {
    const end = start + (widths[index] ?? 0);
    if (first < 0 && end > left) first = index;
    if (start >= right) {
      last = index - 1;
      break;
    }
    start = end;
  }
  // Scrolled past every track (a stale scrollLeft after columns were hidden): the last column.
  if (first < 0) first = widths.length - 1;
  return {
    first: Math.max(0, first - COLUMN_OVERSCAN),
    last: Math.min(widths.length - 1, Math.max(first, last) + COLUMN_OVERSCAN),
  };
}
