import { isBlankValue } from './filter-definitions';
import { hasFilledParams, normalizeSearch } from './search-query';
import { PROJECT_SEARCH_KEYS, type ProjectSearch } from './search-params';
import type { ProjectSearchOptions } from './project-search-options';
import { withoutUnofferedMonths, withTimeDefaults } from './project-search-period';
import { withResolvedStanding } from './project-search-state';

/**
 * What a project view makes of its route's query (part 1 §4, §5): the form's starting draft,
 * the search the results show, and whether the query has what a search needs.
 */

/**
 * Part 1 §5: type, standing and one of: year and quarter; a range start and end (market
 * history); month and time range (search by month).
 */
export function requiredParams(context: ProjectSearchOptions, search: ProjectSearch): readonly string[] {
  const { kind, quarter, quarterRange } = PROJECT_SEARCH_KEYS;
  if (context.searchType === 'market-history') return [...kind, ...quarterRange];
  if (search.timeType === 'months') return [...kind, 'queryMonth', 'timeRange'];
  return [...kind, ...quarter];
}

export function hasRequiredParams(context: ProjectSearchOptions, search: ProjectSearch): boolean {
  return hasFilledParams(search, requiredParams(context, search));
}

/**
 * The route's search made whole for the form: a valid type and standing, the newest quarter
 * when no period is set, and for market history the configured default regions when required
 * params are missing.
 */
export function initialSearch(context: ProjectSearchOptions, route: ProjectSearch): ProjectSearch {
  const configuration = context.searchFilters.componentConfiguration;
  let search = withResolvedStanding(context, route);
  if (context.searchType === 'market-history' && !hasRequiredParams(context, search)) {
    search = withTimeDefaults(context, search);
    if ((search['regionId[]'] ?? []).length === 0) {
      search = { ...search, 'regionId[]': configuration.marketHistoryDefaultRegionIds.map(String) };
    }
  } else if (!hasRequiredParams(context, search)) {
    search = withTimeDefaults(context, search);
  } else {
    search = withoutUnofferedMonths(context, search);
  }
  return normalizeSearch(search);
}

/**
 * What a route's query searches for. A URL names its type and standing like the form does, so
 * a missing or unsupported standing resolves as a type change in the form would; market
 * history always searches, on the default regions and newest quarter when params are missing.
 * A query naming neither type nor standing searches nothing until the user submits.
 */
export function resolveRouteSearch(context: ProjectSearchOptions, route: ProjectSearch): ProjectSearch {
  if (context.searchType === 'market-history') return initialSearch(context, route);
  if (isBlankValue(route.projectType) && isBlankValue(route.projectStanding)) return normalizeSearch(route);
  return normalizeSearch(withoutUnofferedMonths(context, withResolvedStanding(context, route)));
}
