import type { RegionConfig } from '@contract/geography';
import type { UrbanSearchFiltersResponse } from '@contract/urban-options';
import type { ProjectSearchType } from '@contract/product-facts';
import type { SearchFilterDefinition } from '@contract/filter-definitions';
import type { ProjectDateRange } from '@contract/urban-options';
import {
  isProjectType,
  STANDINGS_BY_TYPE,
  typeStandingKey,
  type ProjectStanding,
  type ProjectType,
} from '@contract/product-facts';
import { toUrlSafeText } from '@contract/url-safe';
import { COMPRESSED_QUERY_PARAM } from '../../lib/login-redirect';
import { activeFilterCount, isBlankValue, parseRangeKey, withoutBlankValues } from '@contract/filter-definitions';

/**
 * The search state of the project views as it sits in the route query (part 1 §3 apiParams and
 * clientParams), and the pure rules that move it (part 1 §4 "Projects search", §5). A list is
 * kept under its `name[]` key; advanced filters use their URL names (`totalSuitesFrom`).
 */
export type SearchValue = string | readonly string[] | undefined;
export type ProjectSearch = Readonly<Record<string, SearchValue>>;

export const QUARTERS = [1, 2, 3, 4] as const;

/** API params (a change fetches again); everything else is a client param (a change reruns the view step). */
const API_KEYS = [
  'projectType',
  'projectStanding',
  'timeType',
  'timeRange',
  'queryMonth',
  'queryMonthStart',
  'queryMonthEnd',
  'year',
  'qtr',
  'year_start',
  'qtr_start',
  'year_end',
  'qtr_end',
  'regionId[]',
  'municipalityId[]',
  'fullTextSearch',
] as const;
const API_KEY_SET: ReadonlySet<string> = new Set(API_KEYS);
/** Client params that are not advanced filters. */
const GEOGRAPHY_CLIENT_KEYS: ReadonlySet<string> = new Set(['geoFilter', 'submarketId[]']);

/** The options a project view's search rules work with (distinct from the engine's SearchContext). */
export interface ProjectSearchOptions {
  searchType: ProjectSearchType;
  regions: readonly RegionConfig[];
  dateRanges: Readonly<Record<string, ProjectDateRange>>;
  searchFilters: UrbanSearchFiltersResponse;
}

/** Drops blank values, so two searches that mean the same compare equal (part 1 §4). */
export function normalizeSearch(search: ProjectSearch): ProjectSearch {
  const kept = withoutBlankValues(search);
  return Object.fromEntries(
    Object.keys(kept)
      .sort()
      .map((key) => [key, kept[key]]),
  );
}

export function sameSearch(a: ProjectSearch, b: ProjectSearch): boolean {
  return JSON.stringify(normalizeSearch(a)) === JSON.stringify(normalizeSearch(b));
}

export function apiPart(search: ProjectSearch): ProjectSearch {
  return normalizeSearch(Object.fromEntries(Object.entries(search).filter(([key]) => API_KEY_SET.has(key))));
}

export function clientPart(search: ProjectSearch): ProjectSearch {
  return normalizeSearch(Object.fromEntries(Object.entries(search).filter(([key]) => !API_KEY_SET.has(key))));
}

export function isAdvancedFilterKey(key: string): boolean {
  // The login round trip's compressed query (part 2 §2.1) belongs to the shell, not to the search.
  return !API_KEY_SET.has(key) && !GEOGRAPHY_CLIENT_KEYS.has(key) && key !== COMPRESSED_QUERY_PARAM;
}

/** The advanced filters a search names: one per filter name, a from/to pair counting once. */
export function advancedFilterNames(search: ProjectSearch): string[] {
  const names = new Set<string>();
  for (const [key, value] of Object.entries(search)) {
    if (!isAdvancedFilterKey(key) || isBlankValue(value)) continue;
    names.add(filterNameOf(key));
  }
  return [...names];
}

export function listOf(value: SearchValue): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

export function textOf(value: SearchValue): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

// ---------------------------------------------------------------------------------------------
// Type and standing (part 1 §4)

export function isRentalStanding(standing: string | undefined, rentalStanding: string): boolean {
  return standing !== undefined && standing === rentalStanding;
}

/** Standings are disabled when none of the selected regions supports them; no region selected disables none. */
export function enabledStandings(
  regions: readonly RegionConfig[],
  projectType: ProjectType,
  selectedRegionIds: readonly string[],
): ProjectStanding[] {
  const selected = regions.filter((region) => selectedRegionIds.includes(String(region.id)));
  return STANDINGS_BY_TYPE[projectType].filter(
    (standing) =>
      selected.length === 0 ||
      selected.some((region) => region.disable_maps[typeStandingKey(projectType, standing)] !== true),
  );
}

/** The first enabled standing; with none enabled, active for condo and completed otherwise. */
export function defaultStanding(enabled: readonly ProjectStanding[], projectType: ProjectType): ProjectStanding {
  return enabled[0] ?? (projectType === 'condo' ? 'active' : 'completed');
}

// ---------------------------------------------------------------------------------------------
// Quarters and months (part 1 §4, §5)

export function dateRangeOf(context: ProjectSearchOptions, search: ProjectSearch): ProjectDateRange | undefined {
  return context.dateRanges[
    typeStandingKey(textOf(search['projectType']) ?? '', textOf(search['projectStanding']) ?? '')
  ];
}

export function yearOptions(range: ProjectDateRange | undefined): number[] {
  if (range === undefined) return [];
  const years: number[] = [];
  for (let year = range.max_year; year >= range.min_year; year--) years.push(year);
  return years;
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
  return (
    context.searchType !== 'market-history' &&
    isRentalStanding(textOf(search['projectStanding']), context.searchFilters.componentConfiguration.rentalStanding)
  );
}

/** Resets year/quarter (or the range) to the newest values and sets the month mode (part 1 §4). */
export function withTimeDefaults(context: ProjectSearchOptions, search: ProjectSearch): ProjectSearch {
  const range = dateRangeOf(context, search);
  const next: Record<string, SearchValue> = {
    ...search,
    year: undefined,
    qtr: undefined,
    year_start: undefined,
    qtr_start: undefined,
    year_end: undefined,
    qtr_end: undefined,
    timeType: undefined,
    timeRange: undefined,
    queryMonth: undefined,
  };
  if (range === undefined) return next;
  if (context.searchType === 'market-history') {
    next['year_start'] = String(range.max_year);
    next['qtr_start'] = String(quarterOptions(range, range.max_year)[0] ?? range.max_quarter);
    next['year_end'] = String(range.max_year);
    next['qtr_end'] = String(range.max_quarter);
  } else {
    next['year'] = String(range.max_year);
    next['qtr'] = String(range.max_quarter);
  }
  if (offersMonths(context, next)) return withTimeType(context, next, 'months');
  return next;
}

/** Search by Month / Search by Quarter; months default to the newest month and the first time range. */
export function withTimeType(
  context: ProjectSearchOptions,
  search: ProjectSearch,
  timeType: 'months' | 'quarters',
): ProjectSearch {
  const range = dateRangeOf(context, search);
  if (timeType === 'quarters') {
    return {
      ...search,
      timeType: 'quarters',
      timeRange: undefined,
      queryMonth: undefined,
      year: textOf(search['year']) ?? (range === undefined ? undefined : String(range.max_year)),
      qtr: textOf(search['qtr']) ?? (range === undefined ? undefined : String(range.max_quarter)),
    };
  }
  // The month search does not read the quarter: keeping it would leave the URL describing two periods.
  return {
    ...search,
    year: undefined,
    qtr: undefined,
    timeType: 'months',
    queryMonth: textOf(search['queryMonth']) ?? range?.max_month,
    timeRange: textOf(search['timeRange']) ?? context.searchFilters.componentConfiguration.timeRangeOptions[0]?.value,
  };
}

/** Range panel: To never before From; in the same year the To quarter not below From's. */
export function withRangeBound(
  search: ProjectSearch,
  key: 'year_start' | 'qtr_start' | 'year_end' | 'qtr_end',
  value: string,
): ProjectSearch {
  const next: Record<string, SearchValue> = { ...search, [key]: value };
  const startYear = Number(next['year_start']);
  const startQuarter = Number(next['qtr_start']);
  let endYear = Number(next['year_end']);
  if (endYear < startYear) {
    next['year_end'] = String(startYear);
    endYear = startYear;
  }
  if (endYear === startYear && Number(next['qtr_end']) < startQuarter) next['qtr_end'] = String(startQuarter);
  return next;
}

// ---------------------------------------------------------------------------------------------
// Type, standing and geography changes

export function filterDefinitions(context: ProjectSearchOptions, search: ProjectSearch): SearchFilterDefinition[] {
  const type = textOf(search['projectType']) as ProjectType | undefined;
  const standing = textOf(search['projectStanding']) as ProjectStanding | undefined;
  if (type === undefined || standing === undefined) return [];
  return context.searchFilters.searchFilters[context.searchType]?.[type]?.[standing] ?? [];
}

/** Keeps only advanced filters the search's definitions know (part 1 §4: changing standing clears the others). */
function withApplicableFilters(context: ProjectSearchOptions, search: ProjectSearch): ProjectSearch {
  const names = new Set(filterDefinitions(context, search).map((definition) => definition.name));
  return Object.fromEntries(
    Object.entries(search).filter(([key]) => !isAdvancedFilterKey(key) || names.has(filterNameOf(key))),
  );
}

/** The filter a query key belongs to, by the From/To key rule (contract/filter-definitions.ts). */
export function filterNameOf(key: string): string {
  const list = key.replace(/\[\]$/, '');
  return parseRangeKey(list)?.name ?? list;
}

function withEnabledRegions(context: ProjectSearchOptions, search: ProjectSearch): ProjectSearch {
  const key = typeStandingKey(textOf(search['projectType']) ?? '', textOf(search['projectStanding']) ?? '');
  const enabled = new Set(
    context.regions.filter((region) => region.disable_maps[key] !== true).map((region) => String(region.id)),
  );
  return withRegions(
    context,
    search,
    listOf(search['regionId[]']).filter((id) => enabled.has(id)),
  );
}

export function withStanding(context: ProjectSearchOptions, search: ProjectSearch, standing: string): ProjectSearch {
  const next = withEnabledRegions(context, { ...search, projectStanding: standing });
  return withTimeDefaults(context, withApplicableFilters(context, next));
}

export function withProjectType(
  context: ProjectSearchOptions,
  search: ProjectSearch,
  projectType: ProjectType,
): ProjectSearch {
  const enabled = enabledStandings(context.regions, projectType, listOf(search['regionId[]']));
  return withStanding(context, { ...search, projectType }, defaultStanding(enabled, projectType));
}

/** Regions drop municipalities not in them; municipalities drop submarkets not in them (part 1 §4). */
export function withRegions(
  context: ProjectSearchOptions,
  search: ProjectSearch,
  regionIds: readonly string[],
): ProjectSearch {
  const municipalities = context.regions
    .filter((region) => regionIds.includes(String(region.id)))
    .flatMap((region) => region.municipalities.map((municipality) => String(municipality.id)));
  return withMunicipalities(
    context,
    {
      ...search,
      'regionId[]': [...regionIds],
      'municipalityId[]': listOf(search['municipalityId[]']).filter((id) => municipalities.includes(id)),
    },
    listOf(search['municipalityId[]']).filter((id) => municipalities.includes(id)),
  );
}

/**
 * Choosing regions in the card: the cascade above, then, when the chosen standing is not
 * supported by any of the new regions, the first enabled standing (part 1 §4).
 */
export function withRegionSelection(
  context: ProjectSearchOptions,
  search: ProjectSearch,
  regionIds: readonly string[],
): ProjectSearch {
  const next = withRegions(context, search, regionIds);
  const type = textOf(next['projectType']) as ProjectType | undefined;
  if (type === undefined) return next;
  const enabled = enabledStandings(context.regions, type, regionIds);
  const standing = textOf(next['projectStanding']);
  if (standing !== undefined && enabled.includes(standing as ProjectStanding)) return next;
  return withStanding(context, next, defaultStanding(enabled, type));
}

export function withMunicipalities(
  context: ProjectSearchOptions,
  search: ProjectSearch,
  municipalityIds: readonly string[],
): ProjectSearch {
  const submarkets = context.regions
    .flatMap((region) => region.municipalities)
    .filter((municipality) => municipalityIds.includes(String(municipality.id)))
    .flatMap((municipality) => municipality.submarkets.map((submarket) => String(submarket.id)));
  return {
    ...search,
    'municipalityId[]': [...municipalityIds],
    'submarketId[]': listOf(search['submarketId[]']).filter((id) => submarkets.includes(id)),
  };
}

/**
 * A valid type (the configured default when missing or unknown) and a standing the selected
 * regions support: the one asked for (the configured default when missing) if it is enabled,
 * otherwise the first enabled one, else active for condo and completed otherwise, moved to the
 * way the form moves it, which resets the quarter to the newest (part 1 §4).
 */
export function withResolvedStanding(context: ProjectSearchOptions, search: ProjectSearch): ProjectSearch {
  const configuration = context.searchFilters.componentConfiguration;
  const askedType = textOf(search['projectType']);
  const type = isProjectType(askedType) ? askedType : configuration.defaultProjectType;
  const enabled = enabledStandings(context.regions, type, listOf(search['regionId[]']));
  const wanted = textOf(search['projectStanding']) ?? configuration.defaultProjectStanding;
  const supported = enabled.includes(wanted as ProjectStanding);
  if (supported && (type === askedType || askedType === undefined))
    return { ...search, projectType: type, projectStanding: wanted };
  return withStanding(context, { ...search, projectType: type }, supported ? wanted : defaultStanding(enabled, type));
}

/** Leaving the rental/month case clears timeType, timeRange and queryMonth (part 1 §4). */
function withoutUnofferedMonths(context: ProjectSearchOptions, search: ProjectSearch): ProjectSearch {
  if (offersMonths(context, search) || search['timeType'] === undefined) return search;
  return { ...search, timeType: undefined, timeRange: undefined, queryMonth: undefined };
}

/**
 * The route's search made whole for the form: a valid type and standing, the newest quarter
 * when no period is set, and for market history the configured default regions when required
 * params are missing.
 */
export function initialSearch(context: ProjectSearchOptions, route: ProjectSearch): ProjectSearch {
  const configuration = context.searchFilters.componentConfiguration;
  let search = withResolvedStanding(context, route);
  if (context.searchType === 'market-history' && !hasRequiredParams(context, search)) {
    search = withTimeDefaults(context, search);
    if (listOf(search['regionId[]']).length === 0) {
      search = { ...search, 'regionId[]': configuration.marketHistoryDefaultRegionIds.map(String) };
    }
  } else if (!hasRequiredParams(context, search)) {
    search = withTimeDefaults(context, search);
  } else {
    search = withoutUnofferedMonths(context, search);
  }
  return normalizeSearch(search);
}

/**
 * What a route's query searches for. A URL names its type and standing like the form does, so
 * a missing or unsupported standing resolves as a type change in the form would; market
 * history always searches, on the default regions and newest quarter when params are missing.
 * A query naming neither type nor standing searches nothing until the user submits.
 */
export function resolveRouteSearch(context: ProjectSearchOptions, route: ProjectSearch): ProjectSearch {
  if (context.searchType === 'market-history') return initialSearch(context, route);
  if (isBlankValue(route['projectType']) && isBlankValue(route['projectStanding'])) return normalizeSearch(route);
  return normalizeSearch(withoutUnofferedMonths(context, withResolvedStanding(context, route)));
}

/** Part 1 §5: type, standing and one of: year and quarter; a range start and end; month and time range. */
export function hasRequiredParams(context: ProjectSearchOptions, search: ProjectSearch): boolean {
  const has = (key: string) => !isBlankValue(search[key]);
  if (!has('projectType') || !has('projectStanding')) return false;
  if (context.searchType === 'market-history') {
    return has('year_start') && has('qtr_start') && has('year_end') && has('qtr_end');
  }
  if (search['timeType'] === 'months') return has('queryMonth') && has('timeRange');
  return has('year') && has('qtr');
}

/** Which of the search buttons are enabled (part 1 §2, §5). */
export interface SearchButtons {
  search: boolean;
  clearFilters: boolean;
  filter: boolean;
}

export function searchButtons(
  context: ProjectSearchOptions,
  draft: ProjectSearch,
  route: ProjectSearch,
): SearchButtons {
  return {
    // Disabled until the required params are set, and while they equal the route's.
    search: hasRequiredParams(context, draft) && !sameSearch(draft, route),
    clearFilters: activeFilterCount(filterDefinitions(context, draft), draft) > 0,
    // Client params only: enabled when they differ from the route's and the route has a search to filter.
    filter:
      context.searchType !== 'market-history' &&
      hasRequiredParams(context, route) &&
      !sameSearch(clientPart(draft), clientPart(route)),
  };
}

/**
 * The view toggle (part 1 §2): type, standing and geography carry over. Project search and
 * market data share their period (quarter, or month and time range); market history has a
 * range of its own, so moving to it takes its defaults, and leaving it searches its To quarter.
 */
export function searchForView(from: ProjectSearchType, to: ProjectSearchType, search: ProjectSearch): ProjectSearch {
  const carried: Record<string, SearchValue> = {
    projectType: search['projectType'],
    projectStanding: search['projectStanding'],
    'regionId[]': search['regionId[]'],
    'municipalityId[]': search['municipalityId[]'],
  };
  if (to === 'market-history') return normalizeSearch(carried);
  if (from === 'market-history') {
    return normalizeSearch({ ...carried, year: search['year_end'], qtr: search['qtr_end'] });
  }
  for (const key of ['year', 'qtr', 'timeType', 'timeRange', 'queryMonth']) carried[key] = search[key];
  return normalizeSearch(carried);
}

/** Clear Filters: every advanced filter goes; geography and the polygon stay. */
export function withoutAdvancedFilters(search: ProjectSearch): ProjectSearch {
  return Object.fromEntries(Object.entries(search).filter(([key]) => !isAdvancedFilterKey(key)));
}

export function withFullTextSearch(search: ProjectSearch, text: string): ProjectSearch {
  return { ...search, fullTextSearch: toUrlSafeText(text) ?? undefined };
}
