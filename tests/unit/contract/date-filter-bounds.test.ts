import { describe, expect, test } from 'vitest';
import { openDateBounds } from '@contract/date-filter-bounds';

describe('openDate picker bounds (part 1 §5)', () => {
  test('from 2004-01-01 to the last day of the year five years ahead', () => {
    expect(openDateBounds(new Date(Date.UTC(2026, 5, 1)))).toEqual({ min: '2004-01-01', max: '2031-12-31' });
  });

  test('the year is the calendar year in UTC, as the server serves it', () => {
    expect(openDateBounds(new Date(Date.UTC(2026, 11, 31, 23, 30)))).toEqual({ min: '2004-01-01', max: '2031-12-31' });
    expect(openDateBounds(new Date(Date.UTC(2027, 0, 1, 0, 30)))).toEqual({ min: '2004-01-01', max: '2032-12-31' });
  });
});
