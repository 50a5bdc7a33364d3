import { isIsoMonth, monthsBetween } from './months';
import type { ProjectDateRange } from './urban-options';
import { PROJECT_SEARCH_KEYS, type ProjectSearch } from './search-params';
import { dateRangeOf, isRentalSearch, type ProjectSearchOptions } from './project-search-options';

/**
 * The period of a project search (part 1 §4, §5): Search Quarter, Search Quarter Range (market
 * history) or, for the rental standing, Search by Month with its time range.
 */

const QUARTERS = [1, 2, 3, 4] as const;

/** A quarter as the quarter selects show it: "Q3". */
export function quarterLabel(quarter: number | string): string {
  return `Q${quarter}`;
}

/** A year's quarter in words: "Q3 2026". */
export function quarterWords(year: number | string, quarter: number | string): string {
  return `${quarterLabel(quarter)} ${year}`;
}

type TimeType = 'months' | 'quarters';

/** Every period key the form sets; the month range (queryMonthStart/End) is not the form's. */
const PERIOD_KEYS = [...PROJECT_SEARCH_KEYS.quarter, ...PROJECT_SEARCH_KEYS.quarterRange, ...PROJECT_SEARCH_KEYS.month];

function without(search: ProjectSearch, keys: readonly string[]): ProjectSearch {
  return { ...search, ...Object.fromEntries(keys.map((key) => [key, undefined])) };
}

export function yearOptions(range: ProjectDateRange | undefined): number[] {
  if (range === undefined) return [];
  const years: number[] = [];
  for (let year = range.max_year; year >= range.min_year; year--) years.push(year);
  return years;
}

/** The months of the month picker, newest first, bounded by the available rental months (part 1 §5). */
export function monthOptions(range: ProjectDateRange | undefined): string[] {
  const first = range?.min_month;
  const last = range?.max_month;
  if (!isIsoMonth(first) || !isIsoMonth(last)) return [];
  return monthsBetween(first, last).reverse();
}

/** Quarters of a year inside the available date range. */
export function quarterOptions(range: ProjectDateRange | undefined, year: number | undefined): number[] {
  if (range === undefined || year === undefined || Number.isNaN(year)) return [];
  return QUARTERS.filter(
    (quarter) =>
      (year > range.min_year || (year === range.min_year && quarter >= range.min_quarter)) &&
      (year < range.max_year || (year === range.max_year && quarter <= range.max_quarter)),
  );
}

/** Months offered only for the rental standing on project search and market data. */
export function offersMonths(context: ProjectSearchOptions, search: ProjectSearch): boolean {
  return context.searchType !== 'market-history' && isRentalSearch(context, search);
}

/** Resets year/quarter (or the range) to the newest values and sets the month mode (part 1 §4). */
export function withTimeDefaults(context: ProjectSearchOptions, search: ProjectSearch): ProjectSearch {
  const range = dateRangeOf(context, search);
  const next = without(search, PERIOD_KEYS);
  if (range === undefined) return next;
  const newest =
    context.searchType === 'market-history'
      ? {
          ...next,
          year_start: String(range.max_year),
          qtr_start: String(quarterOptions(range, range.max_year)[0] ?? range.max_quarter),
          year_end: String(range.max_year),
          qtr_end: String(range.max_quarter),
        }
      : { ...next, year: String(range.max_year), qtr: String(range.max_quarter) };
  if (offersMonths(context, newest)) return withTimeType(context, newest, 'months');
  return newest;
}

/** Search by Month / Search by Quarter; months default to the newest month and the first time range. */
export function withTimeType(context: ProjectSearchOptions, search: ProjectSearch, timeType: TimeType): ProjectSearch {
  const range = dateRangeOf(context, search);
  if (timeType === 'quarters') {
    return {
      ...search,
      timeType: 'quarters',
      timeRange: undefined,
      queryMonth: undefined,
      year: search.year ?? (range === undefined ? undefined : String(range.max_year)),
      qtr: search.qtr ?? (range === undefined ? undefined : String(range.max_quarter)),
    };
  }
  // The month search does not read the quarter: keeping it would leave the URL describing two periods.
  return {
    ...search,
    year: undefined,
    qtr: undefined,
    timeType: 'months',
    queryMonth: search.queryMonth ?? range?.max_month,
    timeRange: search.timeRange ?? context.searchFilters.componentConfiguration.timeRangeOptions[0]?.value,
  };
}

/** Leaving the rental/month case clears timeType, timeRange and queryMonth (part 1 §4). */
export function withoutUnofferedMonths(context: ProjectSearchOptions, search: ProjectSearch): ProjectSearch {
  if (offersMonths(context, search) || search.timeType === undefined) return search;
  return without(search, PROJECT_SEARCH_KEYS.month);
}

/** Each year select and the quarter select beside it (Search Quarter, the range's From and To). */
const QUARTER_OF_YEAR = { year: 'qtr', year_start: 'qtr_start', year_end: 'qtr_end' } as const;

/** Choosing a year keeps its quarter when the year offers it, else takes the year's newest quarter (part 1 §4). */
export function withYear(
  range: ProjectDateRange | undefined,
  search: ProjectSearch,
  yearKey: keyof typeof QUARTER_OF_YEAR,
  value: string,
): ProjectSearch {
  const quarterKey = QUARTER_OF_YEAR[yearKey];
  const quarters = quarterOptions(range, Number(value));
  const quarter = Number(search[quarterKey]);
  const kept = quarters.includes(quarter) ? quarter : (quarters[quarters.length - 1] ?? '');
  return { ...search, [yearKey]: value, [quarterKey]: String(kept) };
}

type QuarterRangeKey = (typeof PROJECT_SEARCH_KEYS.quarterRange)[number];

/** Range panel: To never before From; in the same year the To quarter not below From's. */
export function withRangeBound(search: ProjectSearch, key: QuarterRangeKey, value: string): ProjectSearch {
  const next = { ...search, [key]: value };
  const startYear = Number(next.year_start);
  const startQuarter = Number(next.qtr_start);
  let endYear = Number(next.year_end);
  if (endYear < startYear) {
    next.year_end = String(startYear);
    endYear = startYear;
  }
  if (endYear === startYear && Number(next.qtr_end) < startQuarter) next.qtr_end = String(startQuarter);
  return next;
}
