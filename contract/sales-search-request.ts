import type { z } from 'zod';
import type { ApiParams, ClientParams, OpenDatasetRequest } from './engine';
import type { SaleColumnGroup } from './product-facts';
import type { SalesFilterDefinition, SalesOptionsBasicResponse, SalesSearchType } from './sales-options';
import { definitionKeys, filledValues, filterClientParams } from './filter-definitions';
import { decodeGeoFilter, geoFilterParam } from './geo-filter';
import type { RegionConfig } from './geography';
import { AREA_SELECTION_PARAM } from './area-selection';
import { SALES_QUERY } from './sales-search';
import { hasFilledParams, isAdvancedFilterKey, normalizeSearch, type ViewSearch } from './search-query';
import type { salesSearchParams } from './search-params';

/**
 * The search state of the sales views as it sits in the route query (part 2 §2.5, §3 "Sales
 * search params") and the pure rules that move it (part 2 §4 "Sales search", §5). The route's
 * schema gives the type; advanced filters sit beside the named keys under their URL names
 * (`priceFrom`, `vendor`), as the server's filter definitions read them. The sales views
 * (src/features/sales/search/) and the server's rows of a saved view
 * (server/queries/visits/saved-view-rows.ts) read the query, its defaults and its request here.
 */
export type SalesSearch = z.infer<typeof salesSearchParams>;

/** The options the sales rules work with: the view's type and GET /sales/options/basic. */
export interface SalesSearchOptions {
  searchType: SalesSearchType;
  basic: SalesOptionsBasicResponse;
  /** The region configuration, where the page has it (the selection of areas names its submarkets). */
  regions?: readonly RegionConfig[];
}

type SalesKey = keyof SalesSearch & string;

/** Part 2 §5: a sales search needs at least one property sub-type. */
export const SALES_REQUIRED_PARAMS = ['propertySubType'] as const satisfies readonly SalesKey[];

/** API params: a change calls the server again; any other change only re-filters (part 2 §4). */
const API_KEYS = [
  'saleDateRangeFrom',
  'saleDateRangeTo',
  'propertySubType',
  'regionId',
  'municipalityId',
  'fullTextSearch',
] as const satisfies readonly SalesKey[];

/**
 * The route schema's keys as each view reads them (the search-view kit's groups): market rows
 * are municipalities without coordinates, so market data sends its polygon to the server (part
 * 2 §5) and a new polygon calls it again; sales filter by it in the worker.
 */
export const SALES_VIEW_KEYS = {
  sales: { api: API_KEYS, client: ['geoFilter', 'areas'], unread: [] },
  'sales-market-data': { api: [...API_KEYS, 'geoFilter'], client: [], unread: ['areas'] },
} as const satisfies Record<
  SalesSearchType,
  { api: readonly SalesKey[]; client: readonly SalesKey[]; unread: readonly SalesKey[] }
>;

function isQueryValue(value: unknown): value is string | string[] {
  return typeof value === 'string' || (Array.isArray(value) && value.every((entry) => typeof entry === 'string'));
}

/** The query's values as filter values (text or a list of texts); anything else is not a query value. */
export function queryValues(search: SalesSearch): Readonly<Record<string, string | string[]>> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(search)) if (isQueryValue(value)) values[key] = value;
  return values;
}

/** The chosen sub-type ids. */
export function subTypeIdsOf(search: SalesSearch): string[] {
  return filledValues(search.propertySubType);
}

export function regionIdsOf(search: SalesSearch): string[] {
  return filledValues(search.regionId);
}

export function municipalityIdsOf(search: SalesSearch): string[] {
  return filledValues(search.municipalityId);
}

/** The column groups of the chosen sub-types (part 2 §2.5: extra columns for their unit types). */
export function chosenColumnGroups(options: SalesSearchOptions, search: SalesSearch): Set<SaleColumnGroup> {
  const chosen = new Set(subTypeIdsOf(search));
  return new Set(
    options.basic.propertyTypes
      .flatMap((type) => type.sub_property_types)
      .filter((subType) => chosen.has(String(subType.id)))
      .flatMap((subType) => subType.column_groups),
  );
}

/**
 * The advanced filters of the view that apply to the chosen property types: a filter of a
 * column group applies only when a chosen sub-type has that group (part 2 §4).
 */
export function salesFilterDefinitions(options: SalesSearchOptions, search: SalesSearch): SalesFilterDefinition[] {
  const groups = chosenColumnGroups(options, search);
  return options.basic.searchFilters[options.searchType].filter(
    (definition) => definition.columnGroup === undefined || groups.has(definition.columnGroup),
  );
}

/** Keeps only the advanced filters the chosen property types support (part 2 §4). */
function withApplicableFilters(options: SalesSearchOptions, search: SalesSearch): SalesSearch {
  const keys = new Set(salesFilterDefinitions(options, search).flatMap(definitionKeys));
  const named = { keys: SALES_VIEW_KEYS[options.searchType] };
  return Object.fromEntries(
    Object.entries(search).filter(([key]) => !isAdvancedFilterKey(named, key) || keys.has(key)),
  );
}

/** The defaults: the server's default sale date range and nothing else (Clear Filters returns here). */
export function defaultSalesSearch(options: SalesSearchOptions): SalesSearch {
  const { from, to } = options.basic.defaultDateRange;
  return { saleDateRangeFrom: from, saleDateRangeTo: to };
}

/**
 * The property type control (part 2 §2.5, part 1 §5): several sub-types in the sales view,
 * exactly one in market data. Changing it clears the advanced filters that no longer apply.
 */
export function withPropertySubTypes(
  options: SalesSearchOptions,
  search: SalesSearch,
  ids: readonly string[],
): SalesSearch {
  const chosen = options.searchType === 'sales-market-data' ? ids.slice(0, 1) : [...ids];
  return withApplicableFilters(options, { ...search, propertySubType: chosen });
}

/**
 * The route's query made whole for the view: the default period when it names none, one
 * sub-type in market data, and only the advanced filters the chosen types support.
 */
export function resolveSalesSearch(options: SalesSearchOptions, route: SalesSearch): SalesSearch {
  const defaults = defaultSalesSearch(options);
  const dated: SalesSearch = {
    ...route,
    saleDateRangeFrom: route.saleDateRangeFrom ?? defaults.saleDateRangeFrom,
    saleDateRangeTo: route.saleDateRangeTo ?? defaults.saleDateRangeTo,
  };
  return normalizeSearch(withPropertySubTypes(options, dated, subTypeIdsOf(route)));
}

/**
 * The polygon market data sends to the server, or undefined: its rows are municipalities, so
 * the server totals the sales inside the polygon (part 2 §5); two points are no polygon.
 */
export function marketDataPolygon(searchType: SalesSearchType, search: SalesSearch): string | undefined {
  if (searchType !== 'sales-market-data') return undefined;
  return geoFilterParam(decodeGeoFilter(search.geoFilter));
}

/**
 * What a sales view asks the engine for (part 2 §7 sales calls): the endpoint and its API
 * params, and the client params of the engine's view step (part 2 §5).
 */

const ENDPOINTS = {
  sales: '/api/v1/sales/sales',
  'sales-market-data': '/api/v1/sales/marketdata',
} as const;

/**
 * The API call of a search; the municipality filter is sent only with a region (part 2 §5), and
 * market data sends the map's polygon.
 */
export function salesDatasetRequest(options: SalesSearchOptions, search: SalesSearch): OpenDatasetRequest {
  const params: Record<string, string | string[]> = {
    [`${SALES_QUERY.subPropertyType}[]`]: subTypeIdsOf(search),
  };
  if (search.saleDateRangeFrom !== undefined) params[SALES_QUERY.from] = search.saleDateRangeFrom;
  if (search.saleDateRangeTo !== undefined) params[SALES_QUERY.to] = search.saleDateRangeTo;
  const regions = regionIdsOf(search);
  if (regions.length > 0) {
    params[`${SALES_QUERY.regionId}[]`] = regions;
    const municipalities = municipalityIdsOf(search);
    if (municipalities.length > 0) params[`${SALES_QUERY.municipalityId}[]`] = municipalities;
  }
  if (search.fullTextSearch !== undefined) params[SALES_QUERY.textSearch] = search.fullTextSearch;
  const polygon = marketDataPolygon(options.searchType, search);
  if (polygon !== undefined) params[SALES_QUERY.geoFilter] = polygon;
  const apiParams: ApiParams = params;
  return {
    endpoint: ENDPOINTS[options.searchType],
    apiParams,
    kind: options.searchType === 'sales' ? 'sales' : 'salesMarket',
  };
}

/**
 * Client params: the advanced filters the chosen types support and, for sales, the polygon
 * (a sale is inside when any of its addresses is, part 2 §5) and the selection of areas. Market rows are municipalities
 * without coordinates: their polygon goes to the server with the API call instead.
 */
export function salesClientParams(options: SalesSearchOptions, search: SalesSearch): ClientParams {
  const params = filterClientParams(salesFilterDefinitions(options, search), queryValues(search));
  if (options.searchType === 'sales' && search.geoFilter !== undefined) params['geoFilter'] = search.geoFilter;
  if (options.searchType === 'sales' && search.areas !== undefined) params[AREA_SELECTION_PARAM] = search.areas;
  return params;
}

/**
 * The search a sales view runs for its route's query (its results once loaded): the query made
 * whole, then its API call, client params and filter definitions; null when it names no sub-type
 * (the view runs no search).
 */
export function salesViewSearch(options: SalesSearchOptions, route: SalesSearch): ViewSearch | null {
  const search = resolveSalesSearch(options, route);
  if (!hasFilledParams(search, SALES_REQUIRED_PARAMS)) return null;
  return {
    request: salesDatasetRequest(options, search),
    clientParams: salesClientParams(options, search),
    filters: salesFilterDefinitions(options, search),
  };
}
