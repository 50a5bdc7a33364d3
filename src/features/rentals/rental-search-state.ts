import type { RegionConfig } from '@contract/geography';
import { definitionKeys, isBlankValue, type SearchFilterDefinition } from '@contract/filter-definitions';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import { normalizeSearch, searchWhere } from '@contract/search-query';
import type { RentalSearch } from '@contract/search-params';
import { MONTH_MODE_TIME_RANGE } from '../../components/rental-historical-table/rental-historical-table-constants';
import { geographyIds, isMonthBetween, type RouteParamRules } from '../../components/search-page/route-param-check';
import type { RentalSearchType } from './rental-search-constants';
import { isIsoMonth, isoMonth, isRentalTimeRange } from '@contract/months';

/**
 * The search state of the rental views as it sits in the route query (part 2 §2.7, §3 "Rental
 * search params") and the pure rules that move it (part 2 §4 "Rental search", §5).
 */

/** What the rental rules work with: the view, GET /rental/options/basic and the region configuration. */
export interface RentalSearchOptions {
  searchType: RentalSearchType;
  basic: RentalOptionsBasicResponse;
  regions: readonly RegionConfig[];
}

type RentalKey = keyof RentalSearch & string;

/** Part 2 §5: properties and market totals search a month; market history a range of months. */
const MONTH_KEYS = ['queryMonth', 'timeRange'] as const satisfies readonly RentalKey[];
const MONTH_RANGE_KEYS = ['queryMonthStart', 'queryMonthEnd', 'timeRange'] as const satisfies readonly RentalKey[];
const API_GEOGRAPHY_KEYS = ['regionId[]', 'municipalityId[]'] as const satisfies readonly RentalKey[];

/**
 * The route schema's keys as each view reads them (the search-view kit's groups): API params (a
 * change calls the server again), client params (the engine's view step) and the keys the view
 * does not read. History rows are periods, so the submarket is the server's to apply; market
 * rows have no coordinates, so only Rental Properties reads a polygon (part 2 §4, §5). Full
 * text search is not a rental search param (part 2 §3).
 */
export const RENTAL_VIEW_KEYS = {
  'rental-search': {
    api: [...MONTH_KEYS, ...API_GEOGRAPHY_KEYS],
    client: ['submarketId[]', 'geoFilter', 'areas'],
    unread: ['timeType', 'queryMonthStart', 'queryMonthEnd', 'fullTextSearch'],
  },
  'market-data': {
    api: [...MONTH_KEYS, ...API_GEOGRAPHY_KEYS],
    client: ['submarketId[]'],
    unread: ['timeType', 'queryMonthStart', 'queryMonthEnd', 'geoFilter', 'areas', 'fullTextSearch'],
  },
  'market-history': {
    api: [...MONTH_RANGE_KEYS, ...API_GEOGRAPHY_KEYS, 'submarketId[]'],
    client: [],
    unread: ['timeType', 'queryMonth', 'geoFilter', 'areas', 'fullTextSearch'],
  },
} as const satisfies Record<
  RentalSearchType,
  { api: readonly RentalKey[]; client: readonly RentalKey[]; unread: readonly RentalKey[] }
>;

/**
 * Where a view's advanced filters apply: property rows in the engine (part 2 §5 "Rental
 * client-side filtering"); market totals and history rows are aggregates, so the server
 * applies their building filters (part 2 §7).
 */
export function rentalFiltersOnServer(searchType: RentalSearchType): boolean {
  return searchType !== 'rental-search';
}

/** A view's key groups as the kit reads them. */
export function rentalViewKeys(searchType: RentalSearchType) {
  return { keys: RENTAL_VIEW_KEYS[searchType], filtersOnServer: rentalFiltersOnServer(searchType) };
}

/** The months with rental activity (part 2 §5: the month pickers are bounded by them), as 'YYYY-MM'. */
export function rentalMonthBounds(basic: RentalOptionsBasicResponse): { month_start: string; month_end: string } {
  const { dates } = basic.baseConfiguration;
  return {
    month_start: isoMonth(dates.min_year, dates.min_month),
    month_end: isoMonth(dates.max_year, dates.max_month),
  };
}

/** A well-formed month inside the available rental months. */
export function isAvailableMonth(basic: RentalOptionsBasicResponse, value: string | undefined): value is string {
  if (!isIsoMonth(value)) return false;
  const { month_start, month_end } = rentalMonthBounds(basic);
  return value >= month_start && value <= month_end;
}

/**
 * Part 2 §5: properties and market totals need queryMonth and timeRange; market history needs
 * queryMonthStart, queryMonthEnd and timeRange. A month outside the available rental months or a
 * time range the server does not offer counts as missing.
 */
export function hasRequiredRentalParams(options: RentalSearchOptions, search: RentalSearch): boolean {
  if (!isRentalTimeRange(search.timeRange)) return false;
  if (options.searchType !== 'market-history') return isAvailableMonth(options.basic, search.queryMonth);
  return (
    isAvailableMonth(options.basic, search.queryMonthStart) &&
    isAvailableMonth(options.basic, search.queryMonthEnd) &&
    search.queryMonthStart <= search.queryMonthEnd
  );
}

/**
 * What a rental view's address may hold (the checks: src/components/search-page/route-param-check.ts):
 * months among the rental months, a time range the server offers, the view's own advanced
 * filters, geography ids of the region configuration and, on Rental Properties, a polygon that
 * decodes and a selection of areas of known ids.
 */
export function rentalRouteRules(options: RentalSearchOptions): Omit<RouteParamRules, 'isAdvancedFilterKey'> {
  const { month_start, month_end } = rentalMonthBounds(options.basic);
  const month = isMonthBetween(month_start, month_end);
  const geography = geographyIds(options.regions);
  return {
    definitions: rentalFilterDefinitions(options),
    values: { queryMonth: month, queryMonthStart: month, queryMonthEnd: month, timeRange: isRentalTimeRange },
    ids: {
      'regionId[]': geography.regions,
      'municipalityId[]': geography.municipalities,
      'submarketId[]': geography.submarkets,
    },
    geoFilter: options.searchType === 'rental-search',
    ...(options.searchType === 'rental-search' ? { areas: geography } : {}),
  };
}

/** Part 2 §9: the first time-range option is the default (1mo, month mode's range). */
export function defaultTimeRange(basic: RentalOptionsBasicResponse): string {
  return basic.timePeriodOptions[0]?.value ?? MONTH_MODE_TIME_RANGE;
}

/**
 * The advanced filters of a view. Properties filter their rows in the engine by every rental
 * filter (part 2 §5 "Rental client-side filtering"); market totals and history rows are
 * aggregates, so they offer only the building filters the server applies (part 2 §7).
 */
export function rentalFilterDefinitions(options: RentalSearchOptions): SearchFilterDefinition[] {
  const all = options.basic.searchFilters;
  return rentalFiltersOnServer(options.searchType)
    ? all.filter((definition) => definition.apiParam !== undefined)
    : all;
}

/**
 * The period and geography a view opens with and Clear Filters returns to: the newest month and
 * the default time range; market history spans every available month over the configured
 * default regions (part 2 §4: "sets default regions for market history").
 */
export function defaultRentalSearch(options: RentalSearchOptions): RentalSearch {
  const timeRange = defaultTimeRange(options.basic);
  const { month_start, month_end } = rentalMonthBounds(options.basic);
  if (options.searchType !== 'market-history') return { queryMonth: month_end, timeRange };
  return normalizeSearch({
    queryMonthStart: month_start,
    queryMonthEnd: month_end,
    timeRange,
    'regionId[]': options.basic.componentConfiguration.marketHistoryDefaultRegionIds.map(String),
  });
}

/** The keys a view reads: its period, geography, polygon and its own advanced filters. */
function keysOfView(options: RentalSearchOptions): ReadonlySet<string> {
  const { api, client } = RENTAL_VIEW_KEYS[options.searchType];
  return new Set<string>([...api, ...client, ...rentalFilterDefinitions(options).flatMap(definitionKeys)]);
}

/** Only the keys the view reads, blank values dropped: what moves to another view. */
function ofView(options: RentalSearchOptions, search: RentalSearch): RentalSearch {
  const keys = keysOfView(options);
  return normalizeSearch(searchWhere(search, (key) => keys.has(key)));
}

/**
 * The route's query made whole for the form: the view's keys, and the defaults for whatever
 * period is missing or out of bounds. Market history searches at once on these (part 2 §4).
 */
export function initialRentalSearch(options: RentalSearchOptions, route: RentalSearch): RentalSearch {
  const search = ofView(options, route);
  if (hasRequiredRentalParams(options, search)) return search;
  const defaults = defaultRentalSearch(options);
  const geography =
    (search['regionId[]'] ?? []).length > 0 || options.searchType !== 'market-history'
      ? {}
      : { 'regionId[]': defaults['regionId[]'] };
  return normalizeSearch({ ...search, ...periodOf(options, defaults), ...geography });
}

/** What the route's query searches: properties and market totals only once the query is complete. */
export function resolveRentalSearch(options: RentalSearchOptions, route: RentalSearch): RentalSearch {
  return options.searchType === 'market-history' ? initialRentalSearch(options, route) : ofView(options, route);
}

function periodOf(options: RentalSearchOptions, search: RentalSearch): RentalSearch {
  const keys: readonly string[] = options.searchType === 'market-history' ? MONTH_RANGE_KEYS : MONTH_KEYS;
  return searchWhere(search, (key) => keys.includes(key));
}

/**
 * Changing the search type (part 2 §4): the geography carries over between properties and
 * market totals with the month; market history starts from its default range and regions.
 * Results are cleared by the new view opening its own dataset.
 */
export function rentalSearchForView(
  from: RentalSearchOptions,
  to: RentalSearchOptions,
  search: RentalSearch,
): RentalSearch {
  if (to.searchType === 'market-history') return defaultRentalSearch(to);
  const carried = from.searchType === 'market-history' ? defaultRentalSearch(to) : search;
  return ofView(to, carried);
}

/** Regions and municipalities of the query, as the ids the map selects. */
export function selectedRegionIds(search: RentalSearch): number[] {
  return (search['regionId[]'] ?? []).filter((id) => !isBlankValue(id)).map(Number);
}
