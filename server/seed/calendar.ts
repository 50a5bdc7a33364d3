import {
  addMonths,
  firstDayOfMonth,
  monthOfDate,
  quarterEndMonth,
  quarterOfMonth,
  type YearQuarter,
} from '@contract/months';

/** Day arithmetic on dates and 'YYYY-MM-DD' text (UTC); months and quarters are contract/months.ts's. */

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

export function isoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** The calendar quarter of a moment (UTC). */
export function quarterOf(date: Date): YearQuarter {
  return quarterOfMonth(monthOfDate(date));
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
  const end = addMonths(quarterEndMonth(yq), 1);
  const startTime = Date.parse(`${firstDayOfMonth(addMonths(end, -3))}T00:00:00Z`);
  const endTime = Date.parse(`${firstDayOfMonth(end)}T00:00:00Z`);
  return isoDate(new Date(startTime + Math.floor(((endTime - startTime) / DAY_MS) * fraction) * DAY_MS));
}
