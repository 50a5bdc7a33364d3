import { useEffect, useMemo, useState } from 'react';
import { columnRangeIn, sameColumnRange, type ColumnRange } from './column-range';

/**
 * The body renders only the columns in view (a 14-column table is about 2,000 px wide, the
 * screen shows two thirds of it): each row scrolled into view then creates, lays out and paints
 * fewer cells. The range is state that changes only when a horizontal scroll or a resize brings
 * another column in, so a vertical scroll does not re-render through it. Until the scroller is
 * known, every column.
 */
export function useVisibleColumns(scrollElement: HTMLElement | null, widths: readonly number[]): ColumnRange {
  const all = useMemo<ColumnRange>(() => ({ first: 0, last: widths.length - 1 }), [widths.length]);
  const [range, setRange] = useState<ColumnRange>(all);
  useEffect(() => {
    if (scrollElement === null) {
      setRange((previous) => (sameColumnRange(previous, all) ? previous : all));
      return;
    }
    const update = () => {
      const next = columnRangeIn(widths, scrollElement.scrollLeft, scrollElement.clientWidth);
      setRange((previous) => (sameColumnRange(previous, next) ? previous : next));
    };
    update();
    scrollElement.addEventListener('scroll', update, { passive: true });
    const resizes = new ResizeObserver(update);
    resizes.observe(scrollElement);
    return () => {
      scrollElement.removeEventListener('scroll', update);
      resizes.disconnect();
    };
  }, [scrollElement, widths, all]);
  // Columns changed and the effect has not run yet: every column rather than a stale range.
  return range.last >= widths.length ? all : range;
}
