import type { ApiParams, ClientParams, OpenDatasetRequest, ResultKind } from './engine';
import {
  definitionKeys,
  filledValues,
  filterApiParams,
  filterClientParams,
  type SearchFilterDefinition,
} from './filter-definitions';
import type { RegionConfig } from './geography';
import { isIsoMonth, isoMonth, isRentalTimeRange, MONTH_MODE_TIME_RANGE } from './months';
import type { RentalOptionsBasicResponse } from './rental-options';
import type { RentalSearch } from './search-params';
import { apiPart, clientPart, normalizeSearch, searchWhere, type ViewSearch } from './search-query';

/**
 * The search state of the rental views as it sits in the route query (part 2 §2.7, §3 "Rental
 * search params"), the query made whole for a view, and the request it makes (part 2 §5, §7).
 * The rental views (src/features/rentals/) and the server's rows of a saved view
 * (server/queries/visits/saved-view-rows.ts) read them here.
 */

/** The three rental search views; each has its own route (part 2 §2.1). */
export type RentalSearchType = 'rental-search' | 'market-data' | 'market-history';

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
export function ofView(options: RentalSearchOptions, search: RentalSearch): RentalSearch {
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
 * What a rental view asks the engine for (part 2 §7 rental calls): the endpoint and its API
 * params, and the client params of the engine's view step (part 2 §5).
 */

const ENDPOINTS = {
  'rental-search': '/api/v1/rental/propertydata',
  'market-data': '/api/v1/rental/marketdata',
  'market-history': '/api/v1/rental/markethistory',
} as const satisfies Record<RentalSearchType, string>;

const KINDS = {
  'rental-search': 'rentals',
  'market-data': 'rentalMarket',
  'market-history': 'rentalHistory',
} as const satisfies Record<RentalSearchType, ResultKind>;

type Params = Record<string, string | readonly string[]>;

/**
 * The API call of a search (part 2 §5, §7): the municipality filter only with a region, the
 * submarket filter only with both and for history. Property rows come one per unit type (no
 * tightRows), so the unit-type filters of part 2 §5 apply to activity rows.
 */
export function rentalDatasetRequest(options: RentalSearchOptions, search: RentalSearch): OpenDatasetRequest {
  const api = apiPart(rentalViewKeys(options.searchType), search);
  const params: Params = {};
  for (const key of ['queryMonth', 'queryMonthStart', 'queryMonthEnd', 'timeRange'] as const) {
    const value = api[key];
    if (value !== undefined) params[key] = value;
  }
  const regions = filledValues(api['regionId[]']);
  const municipalities = filledValues(api['municipalityId[]']);
  const submarkets = filledValues(api['submarketId[]']);
  if (regions.length > 0) {
    params['region_filter[]'] = regions;
    if (municipalities.length > 0) {
      params['municipality_filter[]'] = municipalities;
      if (submarkets.length > 0) params['submarket_filter[]'] = submarkets;
    }
  }
  // Market totals and history rows are aggregates: the server applies their building filters (part 2 §7).
  if (rentalFiltersOnServer(options.searchType))
    Object.assign(params, filterApiParams(rentalFilterDefinitions(options), api, undefined));
  const apiParams: ApiParams = params;
  return { endpoint: ENDPOINTS[options.searchType], apiParams, kind: KINDS[options.searchType] };
}

/** The client params that are not advanced filters: the submarkets (but for history), the polygon and the selection of areas. */
const CLIENT_SELECTION_KEYS = ['submarketId[]', 'geoFilter', 'areas'] as const;

/**
 * Client params of the engine's view step, under the names its url-param decoding reads:
 * property rows are filtered in the worker by every rental filter (part 2 §5).
 */
export function rentalClientParams(options: RentalSearchOptions, search: RentalSearch): ClientParams {
  const client = clientPart(rentalViewKeys(options.searchType), search);
  const params: Params = {};
  for (const key of CLIENT_SELECTION_KEYS) {
    const value = client[key];
    if (typeof value === 'string' || Array.isArray(value)) params[key.replace(/\[\]$/, '')] = value;
  }
  const definitions = rentalFiltersOnServer(options.searchType) ? [] : rentalFilterDefinitions(options);
  return { ...params, ...filterClientParams(definitions, client) };
}

/**
 * The search a rental view runs for its route's query (its results once loaded): the query made
 * whole, then its API call, client params and filter definitions; null while it lacks a month
 * and time range it can search (the view runs no search).
 */
export function rentalViewSearch(options: RentalSearchOptions, route: RentalSearch): ViewSearch | null {
  const search = resolveRentalSearch(options, route);
  if (!hasRequiredRentalParams(options, search)) return null;
  return {
    request: rentalDatasetRequest(options, search),
    clientParams: rentalClientParams(options, search),
    // Totals are filtered by the API call; the view step reads no definitions for them.
    filters: rentalFiltersOnServer(options.searchType) ? [] : rentalFilterDefinitions(options),
  };
}
