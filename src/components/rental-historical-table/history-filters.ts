import { formatMonthYear, monthAbbreviation } from '@contract/dates';
import {
  compareQuarters,
  monthsBetween,
  quarterLabel,
  RENTAL_QUARTERS_A_YEAR,
  rentalQuarterMonthsOfYear,
  rentalQuarterOfMonth,
  type RentalTimeRange,
  type YearQuarter,
  MONTH_MODE_TIME_RANGE,
} from '@contract/months';
import type { OldstockChartConfig } from '@contract/urban-project';

/**
 * The rental historical table's filters (part 2 §2.11, §4 "Rental history", §5): a month range
 * with an optional time range, or a range of rental quarters. Pure, so the rules are tested
 * without rendering.
 */

/** Whose history the table shows; each has its own call (part 2 §7). */
export type RentalHistorySource = { kind: 'project'; projectId: number } | { kind: 'property'; propertyId: number };

/**
 * The available rental months ('YYYY-MM') and the quarter mode's defaults: a project's old-stock
 * chart config as it comes (part 2 §3), or the same built for a rental property's profile.
 */
export type RentalHistoryBounds = Omit<OldstockChartConfig, 'property_id'>;

export type HistoryFilters =
  | { timeType: 'month'; monthStart: string; monthEnd: string; timeRange: RentalTimeRange | null }
  | { timeType: 'quarter'; start: YearQuarter; end: YearQuarter };

export interface PickerOption {
  value: string;
  label: string;
}

export function historyPath(source: RentalHistorySource): string {
  return source.kind === 'project'
    ? `/urban/project/${source.projectId}/market_history_oldstock`
    : `/rental/property/${source.propertyId}/markethistory`;
}

/** A month ('YYYY-MM') as the month pickers show it: "Jun 2026". */
export function monthLabel(month: string): string {
  return formatMonthYear(month) ?? month;
}

/**
 * Every month of the available range, oldest first: the month pickers offer only these (part 2 §5).
 * The rental search views' month panels read it too, with the months of the rental options.
 */
export function monthOptions(bounds: Pick<RentalHistoryBounds, 'month_start' | 'month_end'>): PickerOption[] {
  return monthsBetween(bounds.month_start, bounds.month_end).map((value) => ({ value, label: monthLabel(value) }));
}

/** "Jan-Apr": the months a rental quarter covers by the spec's formula (part 2 §9). */
export function rentalQuarterMonths(quarter: number): string {
  const months = rentalQuarterMonthsOfYear(quarter);
  return `${monthAbbreviation(months[0] ?? 0)}-${monthAbbreviation(months[months.length - 1] ?? 0)}`;
}

/** "Q1 Jan-Apr, Q2 May-Aug, Q3 Sep-Dec": every rental quarter with its months. */
export function rentalQuartersText(): string {
  const quarters = Array.from({ length: RENTAL_QUARTERS_A_YEAR }, (_, index) => index + 1);
  return quarters.map((quarter) => `Q${quarter} ${rentalQuarterMonths(quarter)}`).join(', ');
}

export function quarterValue(yearQuarter: YearQuarter): string {
  return `${yearQuarter.year}-${yearQuarter.quarter}`;
}

export function parseQuarterValue(value: string): YearQuarter | null {
  const match = /^(\d{4})-(\d)$/.exec(value);
  return match ? { year: Number(match[1]), quarter: Number(match[2]) } : null;
}

/**
 * The rental quarters that hold a month of the range, oldest first, each labelled with the months
 * it covers ("2025 Q1 (Jan-Apr)"), so a reader sees which quarter a month falls in (part 2 §9).
 */
export function quarterOptions(bounds: RentalHistoryBounds): PickerOption[] {
  const seen = new Set<string>();
  const options: PickerOption[] = [];
  for (const month of monthsBetween(bounds.month_start, bounds.month_end)) {
    const yearQuarter = rentalQuarterOfMonth(month);
    const value = quarterValue(yearQuarter);
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({
      value,
      label: `${quarterLabel(yearQuarter)} (${rentalQuarterMonths(yearQuarter.quarter)})`,
    });
  }
  return options;
}

/** The offered quarter nearest to a wanted one: itself, else the latest before it, else the first. */
function offeredQuarter(wanted: YearQuarter, bounds: RentalHistoryBounds): YearQuarter {
  const offered = quarterOptions(bounds).flatMap((option) => parseQuarterValue(option.value) ?? []);
  const before = offered.filter((quarter) => compareQuarters(quarter, wanted) <= 0);
  return before[before.length - 1] ?? offered[0] ?? wanted;
}

/**
 * Quarter mode opens on the chart config's default years and quarters (part 2 §4). A default
 * outside the rental quarters the range holds (a calendar Q4, say) moves to the nearest offered one.
 */
export function quarterModeFilters(bounds: RentalHistoryBounds): HistoryFilters {
  const end = offeredQuarter({ year: bounds.year_end, quarter: bounds.qtr_end }, bounds);
  const start = offeredQuarter({ year: bounds.year_start, quarter: bounds.qtr_start }, bounds);
  return { timeType: 'quarter', start: compareQuarters(start, end) <= 0 ? start : end, end };
}

/** Part 2 §4: switching to month sets the start and end to the range limits and the time range to 1mo. */
export function monthModeFilters(bounds: RentalHistoryBounds): HistoryFilters {
  return {
    timeType: 'month',
    monthStart: bounds.month_start,
    monthEnd: bounds.month_end,
    timeRange: MONTH_MODE_TIME_RANGE,
  };
}

/** The filters the table opens with and Clear Filters returns to. */
export const defaultFilters = quarterModeFilters;

/** A new start month; an end before it moves up to it, so the range stays valid. */
export function withMonthStart(filters: HistoryFilters, month: string): HistoryFilters {
  if (filters.timeType !== 'month') return filters;
  return { ...filters, monthStart: month, monthEnd: filters.monthEnd < month ? month : filters.monthEnd };
}

/** A new end month; a start after it moves down to it. */
export function withMonthEnd(filters: HistoryFilters, month: string): HistoryFilters {
  if (filters.timeType !== 'month') return filters;
  return { ...filters, monthEnd: month, monthStart: filters.monthStart > month ? month : filters.monthStart };
}

export function withQuarterStart(filters: HistoryFilters, start: YearQuarter): HistoryFilters {
  if (filters.timeType !== 'quarter') return filters;
  return { ...filters, start, end: compareQuarters(filters.end, start) < 0 ? start : filters.end };
}

export function withQuarterEnd(filters: HistoryFilters, end: YearQuarter): HistoryFilters {
  if (filters.timeType !== 'quarter') return filters;
  return { ...filters, end, start: compareQuarters(filters.start, end) > 0 ? end : filters.start };
}

/**
 * The call's parameters (part 2 §5, §7): a month start and end (with the time range when one is
 * chosen), or all four of year_start, qtr_start, year_end and qtr_end.
 */
export function historyQuery(filters: HistoryFilters): URLSearchParams {
  const query = new URLSearchParams({ timeType: filters.timeType });
  if (filters.timeType === 'month') {
    query.set('queryMonthStart', filters.monthStart);
    query.set('queryMonthEnd', filters.monthEnd);
    if (filters.timeRange !== null) query.set('timeRange', filters.timeRange);
  } else {
    query.set('year_start', String(filters.start.year));
    query.set('qtr_start', String(filters.start.quarter));
    query.set('year_end', String(filters.end.year));
    query.set('qtr_end', String(filters.end.quarter));
  }
  return query;
}

export function sameFilters(a: HistoryFilters, b: HistoryFilters): boolean {
  return historyQuery(a).toString() === historyQuery(b).toString();
}
