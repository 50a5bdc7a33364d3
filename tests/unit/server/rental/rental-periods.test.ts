import { describe, expect, test } from 'vitest';
import { combineFigures } from '../../../../server/queries/rental/activity-figures';
import { monthPeriods, quarterPeriods, timeRangeStart } from '../../../../server/queries/rental/rental-months';
import { rentalQuarter } from '@contract/rental-quarter';
import type { RentalActivityFigures } from '@contract/rental-search';

describe('rental months', () => {
  test('a rental quarter is floor((month + 3) / 4), exactly as the spec writes it', () => {
    expect(Array.from({ length: 12 }, (_, index) => rentalQuarter(index + 1))).toEqual([
      1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
    ]);
  });

  test('a time range ends with the query month and crosses years', () => {
    expect(timeRangeStart('2026-03', '1mo')).toBe('2026-03');
    expect(timeRangeStart('2026-03', '3mo')).toBe('2026-01');
    expect(timeRangeStart('2026-03', '6mo')).toBe('2025-10');
    expect(timeRangeStart('2026-03', '12mo')).toBe('2025-04');
  });

  test('month periods follow the time range from the start; the last one may be shorter', () => {
    expect(monthPeriods('2025-11', '2026-05', '3mo').map((period) => [period.label, period.months.length])).toEqual([
      ['2025-11 - 2026-01', 3],
      ['2026-02 - 2026-04', 3],
      ['2026-05', 1],
    ]);
    expect(monthPeriods('2026-05', '2026-04', '1mo')).toEqual([]);
  });

  test('quarter periods group months by the rental quarter within the asked quarters', () => {
    const periods = quarterPeriods({ year: 2024, quarter: 3 }, { year: 2025, quarter: 1 });
    expect(periods.map((period) => [period.label, period.start, period.end])).toEqual([
      ['2024 Q3', '2024-09', '2024-12'],
      ['2025 Q1', '2025-01', '2025-04'],
    ]);
  });
});

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
