import type { ApiParams, ClientParams, ResultKind } from '@engine/engine-contract';
import type { ProjectSearchType } from '@contract/product-facts';
import { apiRangeParams, isRangeDefinition, rangeKey } from '@contract/filter-definitions';
import {
  clientPart,
  filterDefinitions,
  isRentalStanding,
  listOf,
  textOf,
  type ProjectSearch,
  type ProjectSearchOptions,
} from './project-search-state';

/**
 * What a project view asks the engine for (part 1 §3, §7): the endpoint and API params of the
 * search, and the client params of the view step. The form rules live in project-search-state.ts.
 */

const ENDPOINT_SEGMENT: Readonly<Record<ProjectSearchType, string>> = {
  'project-search': 'project',
  'market-data': 'marketdata',
  'market-history': 'markethistory',
};

export function resultKindOf(context: ProjectSearchOptions, search: ProjectSearch): ResultKind {
  if (context.searchType === 'market-history') return 'marketHistory';
  if (context.searchType === 'market-data') return 'projectMarket';
  return isRentalStanding(
    textOf(search['projectStanding']),
    context.searchFilters.componentConfiguration.rentalStanding,
  )
    ? 'rentals'
    : 'projects';
}

/** History filters the server applies, by the definition's apiParam (part 1 §7 markethistory). */
function historyFilterParams(context: ProjectSearchOptions, search: ProjectSearch): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  const standing = textOf(search['projectStanding']);
  for (const definition of filterDefinitions(context, search)) {
    if (definition.apiParam === undefined) continue;
    if (isRangeDefinition(definition)) {
      const keys = apiRangeParams(definition.apiParam, standing);
      for (const bound of ['from', 'to'] as const) {
        const value = textOf(search[rangeKey(definition.name, bound)]);
        if (value !== undefined && value !== '') params[keys[bound]] = value;
      }
    } else if (definition.type === 'selection') {
      const values = listOf(search[`${definition.name}[]`] ?? search[definition.name]);
      if (values.length > 0) params[definition.apiParam] = values;
    } else {
      const value = textOf(search[definition.name]);
      if (value !== undefined && value !== '') params[definition.apiParam] = value;
    }
  }
  return params;
}

/** Endpoint and server query of the search (part 1 §7). */
export function datasetRequestOf(
  context: ProjectSearchOptions,
  search: ProjectSearch,
): { endpoint: string; apiParams: ApiParams; kind: ResultKind } {
  const type = textOf(search['projectType']) ?? '';
  const standing = textOf(search['projectStanding']) ?? '';
  const endpoint = `/api/v1/urban/${ENDPOINT_SEGMENT[context.searchType]}/${type}/${standing}`;
  const regions = listOf(search['regionId[]']);
  const municipalities = listOf(search['municipalityId[]']);
  const params: Record<string, string | string[]> = {};
  const text = textOf(search['fullTextSearch']);
  if (text !== undefined) params['text-search'] = text;
  if (regions.length > 0) {
    params['region_filter[]'] = regions;
    if (municipalities.length > 0) params['municipality_filter[]'] = municipalities;
  }
  if (context.searchType === 'market-history') {
    for (const key of ['year_start', 'qtr_start', 'year_end', 'qtr_end']) {
      const value = textOf(search[key]);
      if (value !== undefined) params[key] = value;
    }
    const submarkets = listOf(search['submarketId[]']);
    if (regions.length > 0 && municipalities.length > 0 && submarkets.length > 0) {
      params['submarket_filter[]'] = submarkets;
    }
    Object.assign(params, historyFilterParams(context, search));
  } else if (search['timeType'] === 'months') {
    params['timeType'] = 'months';
    for (const key of ['timeRange', 'queryMonth']) {
      const value = textOf(search[key]);
      if (value !== undefined) params[key] = value;
    }
  } else {
    for (const key of ['year', 'qtr']) {
      const value = textOf(search[key]);
      if (value !== undefined) params[key] = value;
    }
  }
  return { endpoint, apiParams: params, kind: resultKindOf(context, search) };
}

/** Client params for the engine's view step: submarkets, polygon and advanced filters. */
export function clientParamsOf(context: ProjectSearchOptions, search: ProjectSearch): ClientParams {
  if (context.searchType === 'market-history') return {};
  const params: Record<string, string | readonly string[]> = {};
  for (const [key, value] of Object.entries(clientPart(search))) {
    if (value === undefined) continue;
    params[key === 'submarketId[]' ? 'submarketId' : key.replace(/\[\]$/, '')] = value;
  }
  return params;
}
