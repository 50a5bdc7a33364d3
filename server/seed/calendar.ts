/** Quarter and month arithmetic on plain numbers and 'YYYY-MM-DD' / 'YYYY-MM' text (UTC). */

export interface YearQuarter {
  year: number;
  quarter: number;
}

/** Quarters counted from year 0 Q1, so consecutive quarters differ by 1. */
export function quarterIndex({ year, quarter }: YearQuarter): number {
  return year * 4 + (quarter - 1);
}

export function fromQuarterIndex(index: number): YearQuarter {
  return { year: Math.floor(index / 4), quarter: (index % 4) + 1 };
}

export function quarterOf(date: Date): YearQuarter {
  return { year: date.getUTCFullYear(), quarter: Math.floor(date.getUTCMonth() / 3) + 1 };
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

export function isoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

export function monthText(year: number, month: number): string {
  return `${year}-${pad2(month)}`;
}

/** Months counted from year 0 January. */
export function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

export function monthTextFromIndex(index: number): string {
  return monthText(Math.floor(index / 12), (index % 12) + 1);
}

const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

/** A date inside the quarter; `fraction` in [0, 1) picks how far in. */
export function dateInQuarter(yq: YearQuarter, fraction: number): string {
  const start = Date.UTC(yq.year, (yq.quarter - 1) * 3, 1);
  const end = Date.UTC(yq.year, yq.quarter * 3, 1);
  return isoDate(new Date(start + Math.floor(((end - start) / DAY_MS) * fraction) * DAY_MS));
}
