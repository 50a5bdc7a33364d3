import { definitionKeys, rejectedFilterValues } from '@contract/filter-definitions';
import { decodeGeoFilter } from '@contract/geo-filter';
import type { ProjectSearch } from '../../routes/-search-params';
import { initialSearch } from './project-route-search';
import { filterDefinitions, type ProjectSearchOptions } from './project-search-options';
import { isAdvancedFilterKey, searchWhere } from './project-search-url';

/**
 * Hostile or stale URL input (a link edited by hand or cut short): filter values the search's
 * definitions cannot take, filters no definition of the standing reads and a geoFilter that does
 * not decode are dropped, so the page opens on the rest and says what it ignored.
 */
export interface CheckedRouteSearch {
  search: ProjectSearch;
  /** What was dropped, e.g. `bogusFilter`, `totalSuites (From after To)`, `geoFilter`. */
  dropped: string[];
}

export function withoutRejectedParams(context: ProjectSearchOptions, route: ProjectSearch): CheckedRouteSearch {
  // The definitions of the type and standing the form resolves the route to (part 1 §4).
  const definitions = filterDefinitions(context, initialSearch(context, route));
  const known = new Set(definitions.flatMap(definitionKeys));
  const dropped: string[] = [];
  const droppedKeys = new Set<string>();
  for (const key of Object.keys(route)) {
    if (isAdvancedFilterKey(key) && !known.has(key) && route[key] !== undefined) {
      dropped.push(key);
      droppedKeys.add(key);
    }
  }
  for (const rejection of rejectedFilterValues(definitions, route)) {
    dropped.push(rejection.reason);
    for (const key of rejection.keys) droppedKeys.add(key);
  }
  const { geoFilter } = route;
  if (geoFilter !== undefined && geoFilter !== '' && decodeGeoFilter(geoFilter) === null) {
    dropped.push('geoFilter');
    droppedKeys.add('geoFilter');
  }
  if (dropped.length === 0) return { search: route, dropped };
  return { search: searchWhere(route, (key) => !droppedKeys.has(key)), dropped };
}

export function droppedParamsMessage(dropped: readonly string[]): string {
  return `Some search settings in the address were not valid and were ignored: ${dropped.join(', ')}.`;
}
