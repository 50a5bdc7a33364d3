import type { z } from 'zod';
import type { SaleColumnGroup } from '@contract/product-facts';
import type { SalesFilterDefinition, SalesOptionsBasicResponse, SalesSearchType } from '@contract/sales-options';
import { definitionKeys, filledValues } from '@contract/filter-definitions';
import { parseIsoDate } from '@contract/dates';
import { decodeGeoFilter, geoFilterParam } from '@contract/geo-filter';
import { toUrlSafeText } from '@contract/url-safe';
import type { RegionConfig } from '@contract/geography';
import { geographyIds, type RouteParamRules } from '../../../components/search-page/route-param-check';
import { isAdvancedFilterKey, normalizeSearch } from '@contract/search-query';
import type { salesSearchParams } from '@contract/search-params';

/**
 * The search state of the sales views as it sits in the route query (part 2 §2.5, §3 "Sales
 * search params") and the pure rules that move it (part 2 §4 "Sales search", §5). The route's
 * schema gives the type; advanced filters sit beside the named keys under their URL names
 * (`priceFrom`, `vendor`), as the server's filter definitions read them.
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

function isDate(value: string): boolean {
  return !Number.isNaN(parseIsoDate(value));
}

/**
 * What a sales view's address may hold (the checks: src/components/search-page/route-param-check.ts):
 * real sale dates, sub-type, region and municipality ids of the sales options, the advanced
 * filters of the view (whichever sub-types they belong to: those of other sub-types are left out
 * quietly, as a change of sub-type leaves them), a polygon that decodes and, on Search Sales, a
 * selection of areas of known ids (the region configuration's, as the map draws them).
 */
export function salesRouteRules(options: SalesSearchOptions): Omit<RouteParamRules, 'isAdvancedFilterKey'> {
  const { regions, propertyTypes } = options.basic;
  const ids = (values: ReadonlyArray<{ id: number }>) => new Set(values.map((value) => String(value.id)));
  return {
    definitions: options.basic.searchFilters[options.searchType],
    values: { saleDateRangeFrom: isDate, saleDateRangeTo: isDate },
    ids: {
      propertySubType: ids(propertyTypes.flatMap((type) => type.sub_property_types)),
      regionId: ids(regions),
      municipalityId: ids(regions.flatMap((region) => region.municipalities)),
    },
    geoFilter: true,
    ...(options.searchType === 'sales' && options.regions !== undefined
      ? { areas: geographyIds(options.regions) }
      : {}),
  };
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

/** Regions drop the municipalities not in them. */
export function withRegions(options: SalesSearchOptions, search: SalesSearch, ids: readonly string[]): SalesSearch {
  const municipalities = new Set(
    options.basic.regions
      .filter((region) => ids.includes(String(region.id)))
      .flatMap((region) => region.municipalities.map((municipality) => String(municipality.id))),
  );
  return {
    ...search,
    regionId: [...ids],
    municipalityId: municipalityIdsOf(search).filter((id) => municipalities.has(id)),
  };
}

export function withMunicipalities(search: SalesSearch, ids: readonly string[]): SalesSearch {
  return { ...search, municipalityId: [...ids] };
}

/** Full Text Search keeps url-safe characters only (part 2 §5); empty becomes absent. */
export function withFullTextSearch(search: SalesSearch, text: string): SalesSearch {
  return { ...search, fullTextSearch: toUrlSafeText(text) ?? undefined };
}

export function withSaleDate(search: SalesSearch, bound: 'from' | 'to', value: string): SalesSearch {
  return bound === 'from' ? { ...search, saleDateRangeFrom: value } : { ...search, saleDateRangeTo: value };
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
 * Moving between Search Sales and Market Data: the period, geography, text and polygon carry
 * over, market data keeps the first sub-type; advanced filters belong to one view and go.
 */
export function salesSearchForMode(options: SalesSearchOptions, search: SalesSearch): SalesSearch {
  const carried: SalesSearch = {
    saleDateRangeFrom: search.saleDateRangeFrom,
    saleDateRangeTo: search.saleDateRangeTo,
    regionId: search.regionId,
    municipalityId: search.municipalityId,
    fullTextSearch: search.fullTextSearch,
    geoFilter: search.geoFilter,
    areas: search.areas,
  };
  return normalizeSearch(withPropertySubTypes(options, carried, subTypeIdsOf(search)));
}
