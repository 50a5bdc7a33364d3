import type { ApiParams, ClientParams, OpenDatasetRequest } from '@contract/engine';
import { filterClientParams } from '@contract/filter-definitions';
import { SALES_QUERY } from '@contract/sales-search';
import { AREA_SELECTION_PARAM } from '@contract/area-selection';
import {
  marketDataPolygon,
  municipalityIdsOf,
  queryValues,
  regionIdsOf,
  salesFilterDefinitions,
  subTypeIdsOf,
  type SalesSearch,
  type SalesSearchOptions,
} from './sales-search-state';

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
