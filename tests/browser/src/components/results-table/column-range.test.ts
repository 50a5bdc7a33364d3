import { describe, expect, test } from 'vitest';
import { COLUMN_OVERSCAN, columnRangeIn } from '@src/components/results-table/column-range';

const WIDTHS = [112, 240, 130, 130, 180, 130, 130, 130];

describe('columns in view', () => {
  test('the columns overlapping the viewport, widened by the overscan', () => {
    // 0-112, 112-352, 352-482, 482-612, 612-792, ...: a 400 px view from 0 shows columns 0-2.
    expect(columnRangeIn(WIDTHS, 0, 400)).toEqual({ first: 0, last: 2 + COLUMN_OVERSCAN });
    // From 500 to 900: columns 3 (482-612) to 5 (792-922).
    expect(columnRangeIn(WIDTHS, 500, 400)).toEqual({ first: 3 - COLUMN_OVERSCAN, last: 5 + COLUMN_OVERSCAN });
  });

  test('a track ending exactly at the left edge is out of view; one starting at the right edge too', () => {
    expect(columnRangeIn(WIDTHS, 352, 130)).toEqual({ first: 2 - COLUMN_OVERSCAN, last: 2 + COLUMN_OVERSCAN });
  });

  test('a view wider than the table, or scrolled past it, stays inside the columns', () => {
    expect(columnRangeIn(WIDTHS, 0, 5_000)).toEqual({ first: 0, last: WIDTHS.length - 1 });
    expect(columnRangeIn(WIDTHS, 10_000, 400)).toEqual({
      first: WIDTHS.length - 1 - COLUMN_OVERSCAN,
      last: WIDTHS.length - 1,
    });
  });

  test('no columns: an empty range', () => {
    const range = columnRangeIn([], 0, 400);
    expect(range.last).toBeLessThan(range.first);
  });
});
