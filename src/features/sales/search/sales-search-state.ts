import { parseIsoDate } from '@contract/dates';
import { toUrlSafeText } from '@contract/url-safe';
import { normalizeSearch } from '@contract/search-query';
import {
  municipalityIdsOf,
  subTypeIdsOf,
  withPropertySubTypes,
  type SalesSearch,
  type SalesSearchOptions,
} from '@contract/sales-search-request';
import { geographyIds } from '@contract/geography';
import type { RouteParamRules } from '../../../components/search-page/route-param-check';

/**
 * The rules that move a sales view's search in the form (part 2 §4 "Sales search", §5) and the
 * checks of its address. The query's type, its defaults and the request it makes are shared with
 * the server: contract/sales-search-request.ts.
 */

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
