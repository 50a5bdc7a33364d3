import type { ClientParams, OpenDatasetRequest } from './engine';
import { isBlankValue, withoutBlankValues, type FilterValue, type SearchFilterDefinition } from './filter-definitions';

/**
 * A search view's query and the pure rules that split and compare it (part 1 §3, §4; part 2 §4):
 * the normal form two searches are compared in, the split into API params (a change calls the
 * server again) and client params (a change reruns the engine's view step), and the advanced
 * filters as the keys the route's schema does not name. The search views' kit
 * (src/components/search-page/search-view-kit.ts) and the server's rows of a saved view
 * (server/queries/visits/saved-view-rows.ts) read them here.
 */

/** A search page's query as its route validates it: named keys typed, advanced filters by their URL names. */
export type SearchQuery = Readonly<Record<string, FilterValue>>;

/** The one query parameter that carries the whole original query through the login round trip (part 2 §2.1). */
export const COMPRESSED_QUERY_PARAM = 'q';

/**
 * A view's named keys, in three groups: API params, client params and the keys of the schema it
 * does not read; and where its advanced filters apply (the server for totals, else the worker).
 */
export interface KeyedView {
  readonly keys: {
    readonly api: readonly string[];
    readonly client: readonly string[];
    readonly unread: readonly string[];
  };
  readonly filtersOnServer: boolean;
}

/** The entries of a search whose key passes. */
export function searchWhere<Search extends SearchQuery>(search: Search, keep: (key: string) => boolean): Search {
  // The same search type with fewer keys.
  return Object.fromEntries(Object.entries(search).filter(([key]) => keep(key))) as Search;
}

/** The entries of a search under the given keys that have a value, in the keys' order. */
export function searchOfKeys<Search extends SearchQuery>(search: Search, keys: readonly string[]): Search {
  // The same search type with fewer keys.
  return Object.fromEntries(keys.filter((key) => search[key] !== undefined).map((key) => [key, search[key]])) as Search;
}

/** Drops blank values and orders the keys, so two searches that mean the same compare equal (part 1 §4). */
export function normalizeSearch<Search extends SearchQuery>(search: Search): Search {
  const kept = withoutBlankValues(search);
  // The same search type without its blank entries.
  return Object.fromEntries(
    Object.keys(kept)
      .sort()
      .map((key) => [key, kept[key]]),
  ) as Search;
}

export function sameSearch(a: SearchQuery, b: SearchQuery): boolean {
  return JSON.stringify(normalizeSearch(a)) === JSON.stringify(normalizeSearch(b));
}

/** The named keys of a view's schema. */
export function namedKeys(view: Pick<KeyedView, 'keys'>): ReadonlySet<string> {
  return new Set([...view.keys.api, ...view.keys.client, ...view.keys.unread]);
}

/**
 * A key the schema does not name: an advanced filter by its URL name (`totalSuitesFrom`). The
 * login round trip's compressed query (part 2 §2.1) belongs to the shell, not to any search.
 */
export function isAdvancedFilterKey(view: Pick<KeyedView, 'keys'>, key: string): boolean {
  return !namedKeys(view).has(key) && key !== COMPRESSED_QUERY_PARAM;
}

/** The keys the view reads: no unread named key and not the shell's compressed query. */
export function viewPart<Search extends SearchQuery>(view: KeyedView, search: Search): Search {
  const unread = new Set(view.keys.unread);
  return normalizeSearch(searchWhere(search, (key) => !unread.has(key) && key !== COMPRESSED_QUERY_PARAM));
}

function isApiKey(view: KeyedView, key: string): boolean {
  return view.keys.api.includes(key) || (view.filtersOnServer && isAdvancedFilterKey(view, key));
}

/** The API part of a search: a change of it calls the server again (part 1 §3, part 2 §4). */
export function apiPart<Search extends SearchQuery>(view: KeyedView, search: Search): Search {
  return searchWhere(viewPart(view, search), (key) => isApiKey(view, key));
}

/** The client part: a change of it reruns the engine's view step only. */
export function clientPart<Search extends SearchQuery>(view: KeyedView, search: Search): Search {
  return searchWhere(viewPart(view, search), (key) => !isApiKey(view, key));
}

/** Filter (part 1 §2, part 2 §4): the route's API part with the draft's client part. */
export function withDraftClientParams<Search extends SearchQuery>(
  view: KeyedView,
  route: Search,
  draft: Search,
): Search {
  return normalizeSearch({ ...apiPart(view, route), ...clientPart(view, draft) });
}

/** Every one of the keys has a value. */
export function hasFilledParams(search: SearchQuery, keys: readonly string[]): boolean {
  return keys.every((key) => !isBlankValue(search[key]));
}

/**
 * What a view's search is, as the engine runs it: the API call, then the view step's client
 * params read by the view's filter definitions (its SearchContext's `filters`). A saved view's
 * search on the server is the same (server/queries/visits/saved-view-rows.ts).
 */
export interface ViewSearch {
  request: OpenDatasetRequest;
  clientParams: ClientParams;
  filters: readonly SearchFilterDefinition[];
}
