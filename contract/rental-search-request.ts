import type { ApiParams, ClientParams, OpenDatasetRequest, ResultKind } from '@contract/engine';
import { filledValues, filterApiParams, filterClientParams } from '@contract/filter-definitions';
import { apiPart, clientPart } from '@contract/search-query';
import type { RentalSearch } from '@contract/search-params';
import type { RentalSearchType } from './rental-search-constants';
import {
  rentalFilterDefinitions,
  rentalFiltersOnServer,
  rentalViewKeys,
  type RentalSearchOptions,
} from './rental-search-state';

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
