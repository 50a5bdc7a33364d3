import { describe, expect, test } from 'vitest';
import {
  addMonths,
  compareQuarters,
  firstDayOfMonth,
  isIsoMonth,
  isoMonth,
  isRentalTimeRange,
  lastDayOfMonth,
  monthIndex,
  monthInWords,
  monthOfDate,
  monthOfDay,
  monthOfIndex,
  monthParts,
  monthPeriods,
  monthsBetween,
  monthsEndingAt,
  monthsOfQuarter,
  quarterEndMonth,
  quarterIndex,
  quarterLabel,
  quarterOfIndex,
  quarterOfMonth,
  RENTAL_QUARTERS_A_YEAR,
  RENTAL_TIME_RANGES,
  rentalQuarter,
  rentalQuarterIndex,
  rentalQuarterMonthsOfYear,
  rentalQuarterOfIndex,
  rentalQuarterOfMonth,
  rentalQuarterPeriods,
  TIME_RANGE_MONTHS,
  timeRangeMonths,
  timeRangeStart,
} from '@contract/months';

describe('months as yyyy-MM text', () => {
  test('a month is written yyyy-MM and read back into its parts', () => {
    expect(isoMonth(2026, 3)).toBe('2026-03');
    expect(isoMonth(999, 12)).toBe('0999-12');
    expect(monthParts('2026-03')).toEqual({ year: 2026, monthOfYear: 3 });
    expect(monthParts('2026-11-30')).toEqual({ year: 2026, monthOfYear: 11 });
    expect(monthOfDay('2024-02-29')).toBe('2024-02');
    expect(monthOfDate(new Date('2025-12-31T23:59:59Z'))).toBe('2025-12');
    expect(monthOfDate(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01');
  });

  test('only yyyy-MM with a month from 01 to 12 is a month', () => {
    for (const month of ['2026-01', '2026-12', '0001-09']) expect(isIsoMonth(month), month).toBe(true);
    for (const text of ['2026-00', '2026-13', '2026-1', '26-01', '2026-01-01', '', undefined, 202601])
      expect(isIsoMonth(text), String(text)).toBe(false);
  });

  test('month indexes count from year 0 January and round-trip across year boundaries', () => {
    expect(monthIndex('0000-01')).toBe(0);
    expect(monthIndex('2026-01') - monthIndex('2025-12')).toBe(1);
    for (const month of ['2025-12', '2026-01', '2000-02', '1999-12'])
      expect(monthOfIndex(monthIndex(month))).toBe(month);
  });

  test('adding months crosses year boundaries both ways', () => {
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(addMonths('2026-03', 22)).toBe('2028-01');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });

  test('month ranges are inclusive, oldest first, and empty when reversed', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-02')).toEqual(['2026-02']);
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
    expect(monthsEndingAt('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  test('first and last days of a month, leap years included', () => {
    expect(firstDayOfMonth('2026-03')).toBe('2026-03-01');
    expect(lastDayOfMonth('2024-02')).toBe('2024-02-29');
    expect(lastDayOfMonth('2025-02')).toBe('2025-02-28');
    expect(lastDayOfMonth('2000-02')).toBe('2000-02-29');
    expect(lastDayOfMonth('1900-02')).toBe('1900-02-28');
    expect(lastDayOfMonth('2025-12')).toBe('2025-12-31');
    expect(lastDayOfMonth('2026-04')).toBe('2026-04-30');
  });

  test('a month in words', () => {
    expect(monthInWords('2026-01')).toBe('January 2026');
    expect(monthInWords('2025-12')).toBe('December 2025');
  });
});

describe('time ranges (part 1 §5, part 2 §5)', () => {
  test('each time range covers its months, ending with the searched month', () => {
    expect(RENTAL_TIME_RANGES.map((range) => TIME_RANGE_MONTHS[range])).toEqual([1, 3, 6, 12]);
    expect(isRentalTimeRange('6mo')).toBe(true);
    expect(isRentalTimeRange('2mo')).toBe(false);
    expect(isRentalTimeRange(undefined)).toBe(false);
  });

  test('a time range ends with the query month and crosses years', () => {
    expect(timeRangeStart('2026-03', '1mo')).toBe('2026-03');
    expect(timeRangeStart('2026-03', '3mo')).toBe('2026-01');
    expect(timeRangeStart('2026-03', '6mo')).toBe('2025-10');
    expect(timeRangeStart('2026-03', '12mo')).toBe('2025-04');
    expect(timeRangeMonths('2026-01', '3mo')).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  test('month periods follow the time range from the start; the last one may be shorter', () => {
    expect(monthPeriods('2025-11', '2026-05', '3mo').map((period) => [period.label, period.months.length])).toEqual([
      ['2025-11 - 2026-01', 3],
      ['2026-02 - 2026-04', 3],
      ['2026-05', 1],
    ]);
    expect(monthPeriods('2026-05', '2026-04', '1mo')).toEqual([]);
    expect(monthPeriods('2025-12', '2026-01', '1mo').map((period) => period.label)).toEqual(['2025-12', '2026-01']);
  });
});

describe('calendar quarters', () => {
  test('quarter indexes count from year 0 Q1 and round-trip across year boundaries', () => {
    expect(quarterIndex({ year: 0, quarter: 1 })).toBe(0);
    expect(quarterIndex({ year: 2026, quarter: 1 }) - quarterIndex({ year: 2025, quarter: 4 })).toBe(1);
    expect(quarterOfIndex(quarterIndex({ year: 2025, quarter: 4 }) + 1)).toEqual({ year: 2026, quarter: 1 });
    expect(quarterOfIndex(quarterIndex({ year: 2026, quarter: 1 }) - 1)).toEqual({ year: 2025, quarter: 4 });
  });

  test('a month is in the calendar quarter of its three months', () => {
    expect(['2026-01', '2026-03', '2026-04', '2026-09', '2026-10', '2026-12'].map(quarterOfMonth)).toEqual([
      { year: 2026, quarter: 1 },
      { year: 2026, quarter: 1 },
      { year: 2026, quarter: 2 },
      { year: 2026, quarter: 3 },
      { year: 2026, quarter: 4 },
      { year: 2026, quarter: 4 },
    ]);
    expect(monthsOfQuarter({ year: 2025, quarter: 4 })).toEqual(['2025-10', '2025-11', '2025-12']);
    expect(quarterEndMonth({ year: 2026, quarter: 3 })).toBe('2026-09');
  });

  test('quarters order by year then quarter, and read "2026 Q3"', () => {
    expect(compareQuarters({ year: 2025, quarter: 4 }, { year: 2026, quarter: 1 })).toBeLessThan(0);
    expect(compareQuarters({ year: 2026, quarter: 2 }, { year: 2026, quarter: 2 })).toBe(0);
    expect(compareQuarters({ year: 2026, quarter: 3 }, { year: 2026, quarter: 2 })).toBeGreaterThan(0);
    expect(quarterLabel({ year: 2026, quarter: 3 })).toBe('2026 Q3');
  });
});

describe('rental quarters (part 1 §9, part 2 §9)', () => {
  test('a rental quarter is floor((month + 3) / 4), exactly as the spec writes it', () => {
    expect(Array.from({ length: 12 }, (_, index) => rentalQuarter(index + 1))).toEqual([
      1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
    ]);
    expect(RENTAL_QUARTERS_A_YEAR).toBe(3);
    expect([1, 2, 3].map(rentalQuarterMonthsOfYear)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11, 12],
    ]);
  });

  test('rental quarter indexes are consecutive across year boundaries', () => {
    expect(rentalQuarterOfMonth('2025-12')).toEqual({ year: 2025, quarter: 3 });
    expect(rentalQuarterOfMonth('2026-01')).toEqual({ year: 2026, quarter: 1 });
    expect(
      rentalQuarterIndex(rentalQuarterOfMonth('2026-01')) - rentalQuarterIndex(rentalQuarterOfMonth('2025-12')),
    ).toBe(1);
    expect(rentalQuarterOfIndex(rentalQuarterIndex({ year: 2025, quarter: 3 }) + 1)).toEqual({
      year: 2026,
      quarter: 1,
    });
    expect(rentalQuarterOfIndex(rentalQuarterIndex({ year: 2026, quarter: 1 }) - 1)).toEqual({
      year: 2025,
      quarter: 3,
    });
  });

  test('quarter periods group months by the rental quarter within the asked quarters', () => {
    const periods = rentalQuarterPeriods({ year: 2024, quarter: 3 }, { year: 2025, quarter: 1 });
    expect(periods.map((period) => [period.label, period.start, period.end])).toEqual([
      ['2024 Q3', '2024-09', '2024-12'],
      ['2025 Q1', '2025-01', '2025-04'],
    ]);
    // The quarter selects offer four: a quarter 4 end reaches the year's last rental quarter, no further.
    expect(
      rentalQuarterPeriods({ year: 2025, quarter: 1 }, { year: 2025, quarter: 4 }).map((period) => period.label),
    ).toEqual(['2025 Q1', '2025 Q2', '2025 Q3']);
    expect(rentalQuarterPeriods({ year: 2025, quarter: 3 }, { year: 2025, quarter: 2 })).toEqual([]);
  });
});
