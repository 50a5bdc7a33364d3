import { rentalQuarter } from '@contract/rental-quarter';
import type { RentalTimeRange } from '@contract/rental-search';

/** Month arithmetic on 'YYYY-MM' text (rental activity is monthly). */

const TIME_RANGE_MONTHS: Readonly<Record<RentalTimeRange, number>> = {
  '1mo': 1,
  '3mo': 3,
  '6mo': 6,
  '12mo': 12,
};

function toIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function fromIndex(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function addMonths(month: string, count: number): string {
  return fromIndex(toIndex(month) + count);
}

/** The first month of the time range that ends with `month`. */
export function timeRangeStart(month: string, timeRange: RentalTimeRange): string {
  return addMonths(month, 1 - TIME_RANGE_MONTHS[timeRange]);
}

export interface MonthPeriod {
  label: string;
  start: string;
  end: string;
  months: string[];
}

/** monthStart..monthEnd cut into consecutive periods of the time range; the last may be shorter. */
export function monthPeriods(monthStart: string, monthEnd: string, timeRange: RentalTimeRange): MonthPeriod[] {
  const size = TIME_RANGE_MONTHS[timeRange];
  const periods: MonthPeriod[] = [];
  for (let first = toIndex(monthStart); first <= toIndex(monthEnd); first += size) {
    const last = Math.min(first + size - 1, toIndex(monthEnd));
    const months = Array.from({ length: last - first + 1 }, (_, offset) => fromIndex(first + offset));
    const start = fromIndex(first);
    const end = fromIndex(last);
    periods.push({ label: start === end ? start : `${start} - ${end}`, start, end, months });
  }
  return periods;
}

export interface YearQuarter {
  year: number;
  quarter: number;
}

/** The rental quarters from start to end with their months (by the spec's month-to-quarter rule). */
export function quarterPeriods(start: YearQuarter, end: YearQuarter): MonthPeriod[] {
  const periods: MonthPeriod[] = [];
  for (let year = start.year; year <= end.year; year++) {
    const byQuarter = new Map<number, string[]>();
    for (let monthOfYear = 1; monthOfYear <= 12; monthOfYear++) {
      const quarter = rentalQuarter(monthOfYear);
      const key = year * 10 + quarter;
      if (key < start.year * 10 + start.quarter || key > end.year * 10 + end.quarter) continue;
      const month = `${String(year).padStart(4, '0')}-${String(monthOfYear).padStart(2, '0')}`;
      byQuarter.set(quarter, [...(byQuarter.get(quarter) ?? []), month]);
    }
    for (const [quarter, months] of byQuarter) {
      const first = months[0];
      const last = months[months.length - 1];
      if (first !== undefined && last !== undefined) {
        periods.push({ label: `${year} Q${quarter}`, start: first, end: last, months });
      }
    }
  }
  return periods;
}
