import { isAdvancedFilterKey as isFilterKey, searchWhere } from './search-query';
import { PROJECT_SEARCH_KEYS, type ProjectSearch } from './search-params';

/**
 * A project view's query as it sits in the URL (part 1 §3 apiParams and clientParams): the
 * route schema's key groups (contract/search-params.ts) as the search-view kit reads them.
 * Every project view reads every key: the period keys of another view are the form's to drop.
 */
export const PROJECT_VIEW_KEYS = {
  api: PROJECT_SEARCH_KEYS.api,
  client: PROJECT_SEARCH_KEYS.clientGeography,
  unread: [],
} as const;

/** A key the schema does not name: an advanced filter by its URL name (`totalSuitesFrom`). */
export function isAdvancedFilterKey(key: string): boolean {
  return isFilterKey({ keys: PROJECT_VIEW_KEYS }, key);
}

/** Clear Filters: every advanced filter goes; geography and the polygon stay (part 1 §2). */
export function withoutAdvancedFilters(search: ProjectSearch): ProjectSearch {
  return searchWhere(search, (key) => !isAdvancedFilterKey(key));
}
