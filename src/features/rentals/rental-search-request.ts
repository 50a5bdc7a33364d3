import type { ApiParams, ClientParams, OpenDatasetRequest, ResultKind } from '@contract/engine';
import { apiRangeParams, filledValues, isRangeDefinition, rangeKey } from '@contract/filter-definitions';
import type { RentalSearch } from '../../routes/-search-params';
import type { RentalSearchType } from './rental-search-constants';
import {
  rentalApiPart,
  rentalClientPart,
  rentalFilterDefinitions,
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

/** The building filters the server applies, by each definition's apiParam (part 2 §7). */
function serverFilterParams(options: RentalSearchOptions, api: RentalSearch): Params {
  const params: Params = {};
  for (const definition of rentalFilterDefinitions(options)) {
    if (definition.apiParam === undefined) continue;
    if (isRangeDefinition(definition)) {
      const keys = apiRangeParams(definition.apiParam, undefined);
      for (const bound of ['from', 'to'] as const) {
        const [value] = filledValues(api[rangeKey(definition.name, bound)]);
        if (value !== undefined) params[keys[bound]] = value;
      }
    } else {
      const values = filledValues(api[`${definition.name}[]`] ?? api[definition.name]);
      if (values.length > 0) params[definition.apiParam] = definition.type === 'selection' ? values : (values[0] ?? '');
    }
  }
  return params;
}

/**
 * The API call of a search (part 2 §5, §7): the municipality filter only with a region, the
 * submarket filter only with both and for history. Property rows come one per unit type (no
 * tightRows), so the unit-type filters of part 2 §5 apply to activity rows.
 */
export function rentalDatasetRequest(options: RentalSearchOptions, search: RentalSearch): OpenDatasetRequest {
  const api = rentalApiPart(options, search);
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
  if (options.searchType !== 'rental-search') Object.assign(params, serverFilterParams(options, api));
  const apiParams: ApiParams = params;
  return { endpoint: ENDPOINTS[options.searchType], apiParams, kind: KINDS[options.searchType] };
}

/** Client params of the engine's view step, under the names its url-param decoding reads. */
export function rentalClientParams(options: RentalSearchOptions, search: RentalSearch): ClientParams {
  const params: Params = {};
  for (const [key, value] of Object.entries(rentalClientPart(options, search))) {
    if (typeof value === 'string' || Array.isArray(value)) params[key.replace(/\[\]$/, '')] = value;
  }
  return params;
}
