import { withoutBlankValues } from '@contract/filter-definitions';
import { COMPRESSED_QUERY_PARAM } from '../../lib/login-redirect';
import { PROJECT_SEARCH_KEYS, type ProjectSearch } from '../../routes/-search-params';

/**
 * A project view's query as it sits in the URL (part 1 §3 apiParams and clientParams): which
 * keys are API params (a change fetches again), which are client params (a change reruns the
 * view step) and which are advanced filters, and the normal form two searches are compared in.
 * The key groups come from the route's schema (src/routes/-search-params.ts).
 */
const API_KEYS: ReadonlySet<string> = new Set(PROJECT_SEARCH_KEYS.api);
const CLIENT_GEOGRAPHY_KEYS: ReadonlySet<string> = new Set(PROJECT_SEARCH_KEYS.clientGeography);

/** A key the schema does not name: an advanced filter by its URL name (`totalSuitesFrom`). */
export function isAdvancedFilterKey(key: string): boolean {
  // The login round trip's compressed query (part 2 §2.1) belongs to the shell, not to the search.
  return !API_KEYS.has(key) && !CLIENT_GEOGRAPHY_KEYS.has(key) && key !== COMPRESSED_QUERY_PARAM;
}

/** The entries of a search whose key passes. */
export function searchWhere(search: ProjectSearch, keep: (key: string) => boolean): ProjectSearch {
  return Object.fromEntries(Object.entries(search).filter(([key]) => keep(key)));
}

/** The entries of a search under the given keys that have a value, in the keys' order. */
export function searchOfKeys(search: ProjectSearch, keys: readonly string[]): ProjectSearch {
  return Object.fromEntries(keys.filter((key) => search[key] !== undefined).map((key) => [key, search[key]]));
}

/** Drops blank values and orders the keys, so two searches that mean the same compare equal (part 1 §4). */
export function normalizeSearch(search: ProjectSearch): ProjectSearch {
  const kept = withoutBlankValues(search);
  return Object.fromEntries(
    Object.keys(kept)
      .sort()
      .map((key) => [key, kept[key]]),
  );
}

export function sameSearch(a: ProjectSearch, b: ProjectSearch): boolean {
  return JSON.stringify(normalizeSearch(a)) === JSON.stringify(normalizeSearch(b));
}

export function apiPart(search: ProjectSearch): ProjectSearch {
  return normalizeSearch(searchWhere(search, (key) => API_KEYS.has(key)));
}

export function clientPart(search: ProjectSearch): ProjectSearch {
  return normalizeSearch(searchWhere(search, (key) => !API_KEYS.has(key)));
}

/** Clear Filters: every advanced filter goes; geography and the polygon stay. */
export function withoutAdvancedFilters(search: ProjectSearch): ProjectSearch {
  return searchWhere(search, (key) => !isAdvancedFilterKey(key));
}
