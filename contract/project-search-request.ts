import type { ApiParams, ClientParams, ResultKind } from './engine';
import type { ProjectSearchType } from './product-facts';
import { filterApiParams, filterClientParams, isBlankValue } from './filter-definitions';
import { PROJECT_SEARCH_KEYS, type ProjectSearch } from './search-params';
import {
  clientFilterDefinitions,
  filterDefinitions,
  filtersOnServer,
  isRentalSearch,
  type ProjectSearchOptions,
} from './project-search-options';
import { searchOfKeys, type ViewSearch } from './search-query';
import { hasRequiredParams, resolveRouteSearch } from './project-route-search';

/**
 * What a project view asks the engine for (part 1 §3, §7): the endpoint and API params of the
 * search, and the client params of the view step.
 */

const ENDPOINT_SEGMENT: Readonly<Record<ProjectSearchType, string>> = {
  'project-search': 'project',
  'market-data': 'marketdata',
  'market-history': 'markethistory',
};

type Params = Record<string, string | readonly string[]>;

function resultKindOf(context: ProjectSearchOptions, search: ProjectSearch): ResultKind {
  if (context.searchType === 'market-history') return 'marketHistory';
  if (context.searchType === 'market-data') return 'projectMarket';
  return isRentalSearch(context, search) ? 'rentals' : 'projects';
}

/** Endpoint and server query of the search (part 1 §7). */
export function datasetRequestOf(
  context: ProjectSearchOptions,
  search: ProjectSearch,
): { endpoint: string; apiParams: ApiParams; kind: ResultKind } {
  const endpoint = `/api/v1/urban/${ENDPOINT_SEGMENT[context.searchType]}/${search.projectType ?? ''}/${search.projectStanding ?? ''}`;
  const regions = search['regionId[]'] ?? [];
  const municipalities = search['municipalityId[]'] ?? [];
  const params: Params = {};
  if (search.fullTextSearch !== undefined) params['text-search'] = search.fullTextSearch;
  if (regions.length > 0) {
    params['region_filter[]'] = regions;
    if (municipalities.length > 0) params['municipality_filter[]'] = municipalities;
  }
  if (context.searchType === 'market-history') {
    Object.assign(params, searchOfKeys(search, PROJECT_SEARCH_KEYS.quarterRange));
    const submarkets = search['submarketId[]'] ?? [];
    if (regions.length > 0 && municipalities.length > 0 && submarkets.length > 0) {
      params['submarket_filter[]'] = submarkets;
    }
  } else if (search.timeType === 'months') {
    Object.assign(params, searchOfKeys(search, PROJECT_SEARCH_KEYS.month));
  } else {
    Object.assign(params, searchOfKeys(search, PROJECT_SEARCH_KEYS.quarter));
  }
  if (filtersOnServer(context))
    Object.assign(params, filterApiParams(filterDefinitions(context, search), search, search.projectStanding));
  return { endpoint, apiParams: params, kind: resultKindOf(context, search) };
}

/**
 * Client params for the engine's view step: submarkets, polygon and the selection of areas, and the advanced filters the
 * worker applies (project search; market data sends them to the server, market history has none).
 */
export function clientParamsOf(context: ProjectSearchOptions, search: ProjectSearch): ClientParams {
  if (context.searchType === 'market-history') return {};
  const params: Params = {};
  for (const key of PROJECT_SEARCH_KEYS.clientGeography) {
    const value = search[key];
    if (value !== undefined && !isBlankValue(value)) params[key.replace(/\[\]$/, '')] = value;
  }
  return { ...params, ...filterClientParams(clientFilterDefinitions(context, search), search) };
}

/**
 * The search a project view runs for its route's query (its results once loaded): the query made
 * whole, then its API call, client params and the filter definitions the worker applies; null
 * while the query lacks what a search needs (the view runs no search).
 */
export function projectViewSearch(context: ProjectSearchOptions, route: ProjectSearch): ViewSearch | null {
  const search = resolveRouteSearch(context, route);
  if (!hasRequiredParams(context, search)) return null;
  return {
    request: datasetRequestOf(context, search),
    clientParams: clientParamsOf(context, search),
    filters: clientFilterDefinitions(context, search),
  };
}
