import type { ApiParams, ClientParams, ResultKind } from '@contract/engine';
import type { ProjectSearchType } from '@contract/product-facts';
import { apiRangeParams, filledValues, isRangeDefinition, rangeKey } from '@contract/filter-definitions';
import { PROJECT_SEARCH_KEYS, type ProjectSearch } from '../../routes/-search-params';
import { filterDefinitions, isRentalSearch, type ProjectSearchOptions } from './project-search-options';
import { clientPart, searchOfKeys } from './project-search-url';

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

/**
 * History filters the server applies, by the definition's apiParam (part 1 §7 markethistory);
 * blank values are ignored (part 1 §5).
 */
function historyFilterParams(context: ProjectSearchOptions, search: ProjectSearch): Params {
  const params: Params = {};
  for (const definition of filterDefinitions(context, search)) {
    if (definition.apiParam === undefined) continue;
    if (isRangeDefinition(definition)) {
      const keys = apiRangeParams(definition.apiParam, search.projectStanding);
      for (const bound of ['from', 'to'] as const) {
        const [value] = filledValues(search[rangeKey(definition.name, bound)]);
        if (value !== undefined) params[keys[bound]] = value;
      }
    } else if (definition.type === 'selection') {
      const values = filledValues(search[`${definition.name}[]`] ?? search[definition.name]);
      if (values.length > 0) params[definition.apiParam] = values;
    } else {
      const [value] = filledValues(search[definition.name]);
      if (value !== undefined) params[definition.apiParam] = value;
    }
  }
  return params;
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
    Object.assign(params, historyFilterParams(context, search));
  } else if (search.timeType === 'months') {
    Object.assign(params, searchOfKeys(search, PROJECT_SEARCH_KEYS.month));
  } else {
    Object.assign(params, searchOfKeys(search, PROJECT_SEARCH_KEYS.quarter));
  }
  return { endpoint, apiParams: params, kind: resultKindOf(context, search) };
}

/** Client params for the engine's view step: submarkets, polygon and advanced filters. */
export function clientParamsOf(context: ProjectSearchOptions, search: ProjectSearch): ClientParams {
  if (context.searchType === 'market-history') return {};
  const params: Params = {};
  for (const [key, value] of Object.entries(clientPart(search))) {
    if (value === undefined) continue;
    params[key.replace(/\[\]$/, '')] = value;
  }
  return params;
}
