import type { RegionConfig } from '@contract/geography';
import {
  definitionKeys,
  isBlankValue,
  withoutBlankValues,
  type SearchFilterDefinition,
} from '@contract/filter-definitions';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import { COMPRESSED_QUERY_PARAM } from '../../lib/login-redirect';
import type { RentalSearch } from '../../routes/-search-params';
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

/** Every key the route's schema names; any other key is an advanced filter by its URL name. */
const NAMED_KEYS: ReadonlySet<string> = new Set<RentalKey>([
  'timeType',
  'queryMonth',
  'queryMonthStart',
  'queryMonthEnd',
  'timeRange',
  'regionId[]',
  'municipalityId[]',
  'submarketId[]',
  'geoFilter',
  'fullTextSearch',
]);

export function isAdvancedFilterKey(key: string): boolean {
  // The login round trip's compressed query belongs to the shell, not to the search.
  return !NAMED_KEYS.has(key) && key !== COMPRESSED_QUERY_PARAM;
}

function where(search: RentalSearch, keep: (key: string) => boolean): RentalSearch {
  return Object.fromEntries(Object.entries(search).filter(([key]) => keep(key)));
}

/** Blank values dropped and keys sorted, so two searches that mean the same compare equal. */
export function normalizeRentalSearch(search: RentalSearch): RentalSearch {
  const kept = withoutBlankValues(search);
  return Object.fromEntries(
    Object.keys(kept)
      .sort()
      .map((key) => [key, kept[key]]),
  );
}

export function sameRentalSearch(a: RentalSearch, b: RentalSearch): boolean {
  return JSON.stringify(normalizeRentalSearch(a)) === JSON.stringify(normalizeRentalSearch(b));
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
 * decodes.
 */
export function rentalRouteRules(options: RentalSearchOptions): RouteParamRules {
  const { month_start, month_end } = rentalMonthBounds(options.basic);
  const month = isMonthBetween(month_start, month_end);
  const geography = geographyIds(options.regions);
  return {
    definitions: rentalFilterDefinitions(options),
    isAdvancedFilterKey,
    values: { queryMonth: month, queryMonthStart: month, queryMonthEnd: month, timeRange: isRentalTimeRange },
    ids: {
      'regionId[]': geography.regions,
      'municipalityId[]': geography.municipalities,
      'submarketId[]': geography.submarkets,
    },
    geoFilter: options.searchType === 'rental-search',
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
  return options.searchType === 'rental-search' ? all : all.filter((definition) => definition.apiParam !== undefined);
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
  return normalizeRentalSearch({
    queryMonthStart: month_start,
    queryMonthEnd: month_end,
    timeRange,
    'regionId[]': options.basic.componentConfiguration.marketHistoryDefaultRegionIds.map(String),
  });
}

/** The keys a view reads: its period, geography, polygon and its own advanced filters. */
function keysOfView(options: RentalSearchOptions): ReadonlySet<string> {
  const period = options.searchType === 'market-history' ? MONTH_RANGE_KEYS : MONTH_KEYS;
  return new Set<string>([
    ...period,
    ...API_GEOGRAPHY_KEYS,
    'submarketId[]',
    ...(options.searchType === 'rental-search' ? ['geoFilter'] : []),
    ...rentalFilterDefinitions(options).flatMap(definitionKeys),
  ]);
}

/** Only the keys the view reads, blank values dropped. */
function ofView(options: RentalSearchOptions, search: RentalSearch): RentalSearch {
  const keys = keysOfView(options);
  return normalizeRentalSearch(where(search, (key) => keys.has(key)));
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
  return normalizeRentalSearch({ ...search, ...periodOf(options, defaults), ...geography });
}

/** What the route's query searches: properties and market totals only once the query is complete. */
export function resolveRentalSearch(options: RentalSearchOptions, route: RentalSearch): RentalSearch {
  return options.searchType === 'market-history' ? initialRentalSearch(options, route) : ofView(options, route);
}

function periodOf(options: RentalSearchOptions, search: RentalSearch): RentalSearch {
  const keys: readonly string[] = options.searchType === 'market-history' ? MONTH_RANGE_KEYS : MONTH_KEYS;
  return where(search, (key) => keys.includes(key));
}

/** API params: a change calls the server again; any other change reruns the engine's view step (part 2 §4). */
export function rentalApiPart(options: RentalSearchOptions, search: RentalSearch): RentalSearch {
  const serverFilterKeys = new Set(
    options.basic.searchFilters.filter((definition) => definition.apiParam !== undefined).flatMap(definitionKeys),
  );
  const apiKeys = new Set<string>([
    ...(options.searchType === 'market-history' ? MONTH_RANGE_KEYS : MONTH_KEYS),
    ...API_GEOGRAPHY_KEYS,
    // History rows are periods: the submarket is the server's to apply (part 2 §5).
    ...(options.searchType === 'market-history' ? ['submarketId[]'] : []),
    // Aggregated rows cannot be filtered by building: the server applies those filters.
    ...(options.searchType === 'rental-search' ? [] : [...serverFilterKeys]),
  ]);
  return normalizeRentalSearch(where(ofView(options, search), (key) => apiKeys.has(key)));
}

/** Client params: whatever of the view's keys is not an API param. */
export function rentalClientPart(options: RentalSearchOptions, search: RentalSearch): RentalSearch {
  const api = rentalApiPart(options, search);
  return normalizeRentalSearch(where(ofView(options, search), (key) => !(key in api)));
}

export interface RentalSearchButtons {
  search: boolean;
  clearFilters: boolean;
  filter: boolean;
}

/**
 * Part 2 §4, §5: Search is disabled until the required params exist and differ from the route
 * (a failed search can be run again); Clear Filters while the form already holds the defaults;
 * Filter applies the client params when they differ from the route's.
 */
export function rentalSearchButtons(
  options: RentalSearchOptions,
  draft: RentalSearch,
  route: RentalSearch,
  lastSearchFailed = false,
): RentalSearchButtons {
  return {
    search: hasRequiredRentalParams(options, draft) && (lastSearchFailed || !sameRentalSearch(draft, route)),
    clearFilters: !sameRentalSearch(ofView(options, draft), defaultRentalSearch(options)),
    filter:
      options.searchType !== 'market-history' &&
      hasRequiredRentalParams(options, route) &&
      !sameRentalSearch(rentalClientPart(options, draft), rentalClientPart(options, route)),
  };
}

/** Filter: the route's API params with the draft's client params (part 2 §4: only the view step reruns). */
export function withDraftClientParams(
  options: RentalSearchOptions,
  draft: RentalSearch,
  route: RentalSearch,
): RentalSearch {
  return normalizeRentalSearch({ ...rentalApiPart(options, route), ...rentalClientPart(options, draft) });
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
