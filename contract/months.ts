/**
 * Months and quarters: the one home of their arithmetic on `yyyy-MM` text, their labels and the
 * rental time ranges. Months are calendar months read as plain text (never through a time zone);
 * a month index counts months from year 0 January and a quarter index quarters from year 0 Q1, so
 * consecutive months or quarters differ by 1 and ranges compare as numbers. The server (searches,
 * histories, notes), the seed, the UI (pickers, chips) and the tests all read them from here.
 */

export const MONTHS_A_YEAR = 12;
export const QUARTERS_A_YEAR = 4;

export interface YearQuarter {
  year: number;
  quarter: number;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

// Months -------------------------------------------------------------------------------------

/** Whether a value is a month written `yyyy-MM` (01 to 12). */
export function isIsoMonth(value: unknown): value is string {
  return typeof value === 'string' && ISO_MONTH.test(value);
}

/** A calendar month as `yyyy-MM`. */
export function isoMonth(year: number, monthOfYear: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(monthOfYear)}`;
}

/** The year and month of year of a `yyyy-MM` month (or of the month a `yyyy-MM-dd` day is in). */
export function monthParts(month: string): { year: number; monthOfYear: number } {
  return { year: Number(month.slice(0, 4)), monthOfYear: Number(month.slice(5, 7)) };
}

/** The month a `yyyy-MM-dd` day (or an ISO timestamp) is in. */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** The calendar month of a moment, in UTC (the server's and the seed's "today"). */
export function monthOfDate(date: Date): string {
  return isoMonth(date.getUTCFullYear(), date.getUTCMonth() + 1);
}

/** Months counted from year 0 January. */
export function monthIndex(month: string): number {
  const { year, monthOfYear } = monthParts(month);
  return year * MONTHS_A_YEAR + monthOfYear - 1;
}

export function monthOfIndex(index: number): string {
  return isoMonth(Math.floor(index / MONTHS_A_YEAR), (index % MONTHS_A_YEAR) + 1);
}

/** A month moved by a number of months (negative: back). */
export function addMonths(month: string, count: number): string {
  return monthOfIndex(monthIndex(month) + count);
}

/** Every month from `first` to `last`, both included, oldest first; none when last is before first. */
export function monthsBetween(first: string, last: string): string[] {
  const start = monthIndex(first);
  return Array.from({ length: Math.max(0, monthIndex(last) - start + 1) }, (_, offset) => monthOfIndex(start + offset));
}

/** `count` months ending with `last`, oldest first. */
export function monthsEndingAt(last: string, count: number): string[] {
  return monthsBetween(addMonths(last, 1 - count), last);
}

/** The first day of a month, `yyyy-MM-dd`. */
export function firstDayOfMonth(month: string): string {
  return `${month}-01`;
}

/** The last day of a month, `yyyy-MM-dd` (leap years included). */
export function lastDayOfMonth(month: string): string {
  const { year, monthOfYear } = monthParts(month);
  // Day 0 of the next month is the last day of this one.
  return `${month}-${pad2(new Date(Date.UTC(year, monthOfYear, 0)).getUTCDate())}`;
}

/** 'January' for 1 through 'December' for 12; '' outside. */
export function monthName(monthOfYear: number): string {
  return MONTH_NAMES[monthOfYear - 1] ?? '';
}

/** A month in words, "January 2026" (the rental tables' notes). */
export function monthInWords(month: string): string {
  const { year, monthOfYear } = monthParts(month);
  const name = monthName(monthOfYear);
  return name === '' ? month : `${name} ${year}`;
}

// Time ranges --------------------------------------------------------------------------------

/** The old-stock 'Select Data Time Range' values (part 1 §5, part 2 §5). */
export const RENTAL_TIME_RANGES = ['1mo', '3mo', '6mo', '12mo'] as const;
export type RentalTimeRange = (typeof RENTAL_TIME_RANGES)[number];

/** How many months a time range covers, ending with the searched month. */
export const TIME_RANGE_MONTHS: Readonly<Record<RentalTimeRange, number>> = {
  '1mo': 1,
  '3mo': 3,
  '6mo': 6,
  '12mo': 12,
};

/** Part 2 §4, §9: month mode uses the time range 1mo. */
export const MONTH_MODE_TIME_RANGE: RentalTimeRange = '1mo';

export function isRentalTimeRange(value: unknown): value is RentalTimeRange {
  return (RENTAL_TIME_RANGES as readonly unknown[]).includes(value);
}

/** The first month of the time range that ends with `month`. */
export function timeRangeStart(month: string, timeRange: RentalTimeRange): string {
  return addMonths(month, 1 - TIME_RANGE_MONTHS[timeRange]);
}

/** The months of the time range that ends with `month`, oldest first. */
export function timeRangeMonths(month: string, timeRange: RentalTimeRange): string[] {
  return monthsEndingAt(month, TIME_RANGE_MONTHS[timeRange]);
}

/** A period of a monthly history: its label, first and last month and every month in it. */
export interface MonthPeriod {
  label: string;
  start: string;
  end: string;
  months: string[];
}

/** monthStart..monthEnd cut into consecutive periods of the time range; the last may be shorter. */
export function monthPeriods(monthStart: string, monthEnd: string, timeRange: RentalTimeRange): MonthPeriod[] {
  const size = TIME_RANGE_MONTHS[timeRange];
  const months = monthsBetween(monthStart, monthEnd);
  const periods: MonthPeriod[] = [];
  for (let first = 0; first < months.length; first += size) {
    const inPeriod = months.slice(first, first + size);
    const start = inPeriod[0] ?? monthStart;
    const end = inPeriod[inPeriod.length - 1] ?? start;
    periods.push({ label: start === end ? start : `${start} - ${end}`, start, end, months: inPeriod });
  }
  return periods;
}

// Calendar quarters --------------------------------------------------------------------------

/** A quarter as tables, notes and chips write it: "2026 Q3" (a route's text values too). */
export function quarterLabel({ year, quarter }: { year: number | string; quarter: number | string }): string {
  return `${year} Q${quarter}`;
}

/** Quarters counted from year 0 Q1. */
export function quarterIndex({ year, quarter }: YearQuarter): number {
  return year * QUARTERS_A_YEAR + quarter - 1;
}

export function quarterOfIndex(index: number): YearQuarter {
  return { year: Math.floor(index / QUARTERS_A_YEAR), quarter: (index % QUARTERS_A_YEAR) + 1 };
}

/** Orders two quarters (calendar or rental) by year, then quarter: negative, 0 or positive. */
export function compareQuarters(a: YearQuarter, b: YearQuarter): number {
  return a.year - b.year || a.quarter - b.quarter;
}

/** The calendar quarter a month is in. */
export function quarterOfMonth(month: string): YearQuarter {
  const { year, monthOfYear } = monthParts(month);
  return { year, quarter: Math.floor((monthOfYear - 1) / 3) + 1 };
}

/** The three months of a calendar quarter, oldest first. */
export function monthsOfQuarter(yearQuarter: YearQuarter): string[] {
  return monthsEndingAt(quarterEndMonth(yearQuarter), 3);
}

/** The last month of a calendar quarter (2026 Q3 -> `2026-09`): the month quarterly data is as of. */
export function quarterEndMonth({ year, quarter }: YearQuarter): string {
  return isoMonth(year, quarter * 3);
}

// Rental quarters (part 1 §9, part 2 §9) -----------------------------------------------------

/**
 * The rental quarter of a month, exactly as the spec writes it: floor((month + 3) / 4). This is
 * the spec's formula, which maps months 1-4 to 1, 5-8 to 2 and 9-12 to 3; it is kept as written
 * rather than "corrected" to calendar quarters. The server cuts rental histories into these
 * quarters and the quarter pickers offer them.
 */
export function rentalQuarter(monthOfYear: number): number {
  return Math.floor((monthOfYear + 3) / 4);
}

/** Rental quarters in a year: three, by the formula. */
export const RENTAL_QUARTERS_A_YEAR = rentalQuarter(MONTHS_A_YEAR);

/** The rental quarter a month is in. */
export function rentalQuarterOfMonth(month: string): YearQuarter {
  const { year, monthOfYear } = monthParts(month);
  return { year, quarter: rentalQuarter(monthOfYear) };
}

/** Rental quarters counted from year 0's first, so consecutive rental quarters differ by 1. */
export function rentalQuarterIndex({ year, quarter }: YearQuarter): number {
  return year * RENTAL_QUARTERS_A_YEAR + quarter - 1;
}

export function rentalQuarterOfIndex(index: number): YearQuarter {
  return { year: Math.floor(index / RENTAL_QUARTERS_A_YEAR), quarter: (index % RENTAL_QUARTERS_A_YEAR) + 1 };
}

/** The months of year (1-12) a rental quarter covers. */
export function rentalQuarterMonthsOfYear(quarter: number): number[] {
  return Array.from({ length: MONTHS_A_YEAR }, (_, index) => index + 1).filter(
    (monthOfYear) => rentalQuarter(monthOfYear) === quarter,
  );
}

/**
 * The rental quarters from start to end, each with its months, labelled "2025 Q1". The bounds are
 * compared as (year, quarter) pairs, so an end of quarter 4 (the quarter selects offer four)
 * reaches the year's last rental quarter and no further.
 */
export function rentalQuarterPeriods(start: YearQuarter, end: YearQuarter): MonthPeriod[] {
  const periods: MonthPeriod[] = [];
  for (let year = start.year; year <= end.year; year++) {
    for (let quarter = 1; quarter <= RENTAL_QUARTERS_A_YEAR; quarter++) {
      const yearQuarter = { year, quarter };
      if (compareQuarters(yearQuarter, start) < 0 || compareQuarters(yearQuarter, end) > 0) continue;
      const months = rentalQuarterMonthsOfYear(quarter).map((monthOfYear) => isoMonth(year, monthOfYear));
      const first = months[0];
      const last = months[months.length - 1];
      if (first !== undefined && last !== undefined)
        periods.push({ label: quarterLabel(yearQuarter), start: first, end: last, months });
    }
  }
  return periods;
}
