import { describe, expect, test } from 'vitest';
import { combineFigures } from '@server/queries/rental/activity-figures';
import type { RentalActivityFigures } from '@contract/rental-search';

describe('combining rental figures (MEASURES.md old-stock totals)', () => {
  const figures = (
    units: number,
    available: number,
    rate: number | null,
    days: number,
    domUnits: number,
  ): RentalActivityFigures => ({
    units_surveyed_actual: units,
    available,
    vacancy_rate: null,
    availability_rate: null,
    avg_rate: rate,
    min_rate: rate === null ? null : rate - 100,
    max_rate: rate === null ? null : rate + 100,
    min_psf: 2,
    max_psf: 3,
    size_sqft: 600,
    days_active_total: days,
    dom_unit_count: domUnits,
    average_dom: null,
  });

  test('counts sum, rent is weighted by units surveyed, vacancy and DOM are recomputed from the sums', () => {
    const combined = combineFigures([
      figures(10, 1, 1000, 30, 1),
      figures(30, 3, 2000, 90, 2),
      figures(0, 0, 5000, 0, 0),
    ]);
    expect(combined.units_surveyed_actual).toBe(40);
    expect(combined.available).toBe(4);
    expect(combined.vacancy_rate).toBe(10);
    expect(combined.avg_rate).toBe(1750);
    expect(combined.min_rate).toBe(900);
    expect(combined.max_rate).toBe(5100);
    expect(combined.average_dom).toBe(40);
  });

  test('a group without units surveyed shows no rate', () => {
    const combined = combineFigures([figures(0, 0, 1000, 0, 0)]);
    expect(combined.vacancy_rate).toBeNull();
    expect(combined.avg_rate).toBeNull();
    expect(combined.average_dom).toBeNull();
  });
});
