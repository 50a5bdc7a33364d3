import { describe, expect, it } from 'vitest';
import { sameSavedQuery } from '@src/components/whats-new/visit-state';

describe("a page's query as a saved view's", () => {
  it('is the same parameters, its keys in any order (market history writes its address again in another order)', () => {
    const saved =
      '?projectStanding=active&projectType=condo&qtr_end=4&qtr_start=1&regionId=1&year_end=2026&year_start=2026';
    const shown =
      '?projectStanding=active&projectType=condo&qtr_end=4&qtr_start=1&year_end=2026&year_start=2026&regionId=1';
    expect(sameSavedQuery(saved, shown)).toBe(true);
    expect(sameSavedQuery(saved, shown.replace('regionId=1', 'regionId=2'))).toBe(false);
    expect(sameSavedQuery('?a=1', '?a=1&b=2')).toBe(false);
  });
});
