import { describe, expect, it } from 'vitest';
import { watchPeriodOf } from '@server/queries/visits/watch-period';

describe('the period a saved view shows (its query)', () => {
  it('a project view: its quarter and standing; none without year and qtr', () => {
    expect(watchPeriodOf('project', '?projectType=condo&projectStanding=active&year=2024&qtr=2')).toEqual({
      kind: 'quarter',
      year: 2024,
      quarter: 2,
      standing: 'active',
    });
    expect(watchPeriodOf('project', '?year=2024&qtr=3')).toEqual({
      kind: 'quarter',
      year: 2024,
      quarter: 3,
      standing: null,
    });
    expect(watchPeriodOf('project', '?projectStanding=active')).toBeNull();
    expect(watchPeriodOf('project', '?year=2024&qtr=5')).toBeNull();
    expect(watchPeriodOf('project', '?year=24x&qtr=1')).toBeNull();
  });

  it('a rental view: the months of its time range, or of an old-stock quarter', () => {
    expect(watchPeriodOf('rental', '?queryMonth=2025-03&timeRange=3mo')).toEqual({
      kind: 'months',
      months: ['2025-01', '2025-02', '2025-03'],
    });
    // Old stock on the project pages: one month by default, as the search reads it.
    expect(watchPeriodOf('rental', '?projectStanding=oldstock&queryMonth=2025-03')).toEqual({
      kind: 'months',
      months: ['2025-03'],
    });
    expect(watchPeriodOf('rental', '?projectStanding=oldstock&timeType=quarters&year=2025&qtr=1')).toEqual({
      kind: 'months',
      months: ['2025-01', '2025-02', '2025-03'],
    });
    expect(watchPeriodOf('rental', '?queryMonth=2025-13&timeRange=1mo')).toBeNull();
    expect(watchPeriodOf('rental', '?queryMonth=2025-03&timeRange=2mo')).toBeNull();
    expect(watchPeriodOf('rental', '')).toBeNull();
  });

  it('a sale has no period', () => {
    expect(watchPeriodOf('sale', '?year=2024&qtr=1&queryMonth=2025-03')).toBeNull();
  });
});
