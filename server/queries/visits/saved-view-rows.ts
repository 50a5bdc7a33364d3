import type { Kysely } from 'kysely';
import { queryString } from '@contract/api-query-string';
import { createFilterCache, filterRows, type FilterCache } from '@contract/client-filter';
import { decodeClientParams } from '@contract/client-params';
import type { ColumnDefinition } from '@contract/columns';
import { buildDataset, type ColumnarDataset } from '@contract/columnar-dataset';
import { pinnedRecordIds } from '@contract/record-ids';
import { RESULTS_PAGE_PATHS } from '@contract/saved-views';
import { projectViewSearch } from '@contract/project-search-request';
import { rentalViewSearch } from '@contract/rental-search-request';
import { salesViewSearch } from '@contract/sales-search-request';
import {
  projectSearchParams,
  rentalSearchParams,
  salesSearchParams,
  withoutResultsView,
} from '@contract/search-params';
import type { ViewSearch } from '@contract/search-query';
import type { SearchRow } from '@contract/search';
import { parseSearchString } from '@contract/search-string';
import { rowsPathKeys } from '@contract/arrow-search';
import { API_PATH } from '@contract/app-paths';
import { VISIT_MAX_ROWS, WATCHED_ENTITY_OF_KIND, type WatchedEntity } from '@contract/visits';
import type { Database } from '../../db/database';
import { JsonArrayText } from '../../http/json-text';
import { parseQueryString } from '../../http/query-parser';
import { findRentalOptions } from '../rental/rental-options';
import { findSalesOptions } from '../sales/sales-options';
import { loadBasicOptions, loadRegionsTree } from '../urban/options';
import { loadSearchFilters } from '../urban/search-filters';
import { apiSearchOfPath } from '../../search-pool/api-searches';
import { runSearch, SEARCH_ROWS, type SearchName, type SearchParams } from '../../search-pool/searches';

/** A saved view as stored: its results page and its query (with its leading '?'). */
export interface StoredView {
  page: string;
  query: string;
}

/**
 * The options a view's search reads (the section's configuration the page loads at start), each
 * loaded once per What's new answer, and the rows of the searches run, by API call: views that
 * differ only in their client filters run one search.
 */
export interface SavedViewOptions {
  datasets: Map<string, Promise<{ dataset: ColumnarDataset; cache: FilterCache }>>;
  urban: () => ReturnType<typeof loadBasicOptions>;
  searchFilters: () => ReturnType<typeof loadSearchFilters>;
  sales: () => ReturnType<typeof findSalesOptions>;
  rental: () => ReturnType<typeof findRentalOptions>;
  regions: () => ReturnType<typeof loadRegionsTree>;
}

/** Loads once, when first asked. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () => (loaded ??= load());
}

export function savedViewOptions(db: Kysely<Database>): SavedViewOptions {
  return {
    datasets: new Map(),
    urban: once(() => loadBasicOptions(db)),
    searchFilters: once(() => loadSearchFilters(db)),
    sales: once(() => findSalesOptions(db)),
    rental: once(() => findRentalOptions(db)),
    regions: once(() => loadRegionsTree(db)),
  };
}

/**
 * The search each watched results page runs for a saved view's query: the page's own rules
 * (contract/*-search-request.ts) read the query as the page does (its route schema,
 * contract/search-params.ts) and make the request and client params the engine would. A page
 * missing here records visits, but What's new counts no rows new to its views.
 */
const VIEW_SEARCHES: Readonly<
  Partial<Record<string, (query: string, options: SavedViewOptions) => Promise<ViewSearch | null>>>
> = {
  [RESULTS_PAGE_PATHS.projectSearch]: async (query, options) => {
    const route = withoutResultsView(projectSearchParams.parse(parseSearchString(query)));
    const [basic, searchFilters, { regions }] = await Promise.all([
      options.urban(),
      options.searchFilters(),
      options.regions(),
    ]);
    const context = {
      searchType: 'project-search' as const,
      regions,
      dateRanges: basic.projectDateRanges,
      searchFilters,
    };
    return projectViewSearch(context, route);
  },
  [RESULTS_PAGE_PATHS.sales]: async (query, options) => {
    const route = withoutResultsView(salesSearchParams.parse(parseSearchString(query)));
    return salesViewSearch({ searchType: 'sales', basic: await options.sales() }, route);
  },
  [RESULTS_PAGE_PATHS.rentalSearch]: async (query, options) => {
    const route = withoutResultsView(rentalSearchParams.parse(parseSearchString(query)));
    const [basic, { regions }] = await Promise.all([options.rental(), options.regions()]);
    return rentalViewSearch({ searchType: 'rental-search', basic, regions }, route);
  },
};

/** The results pages whose saved views' searches What's new runs. */
export const VIEW_SEARCH_PAGES: readonly string[] = Object.keys(VIEW_SEARCHES);

/** An answer's rows at its rows path; a sales search's rows are stored row texts (sale-row-texts.ts). */
function rowsOf(name: SearchName, body: unknown): SearchRow[] {
  const path = SEARCH_ROWS[name];
  if (typeof path !== 'string') return [];
  let found: unknown = body;
  for (const key of rowsPathKeys(path)) found = (found as Record<string, unknown> | undefined)?.[key];
  if (found instanceof JsonArrayText) {
    const decoder = new TextDecoder();
    return found.items.map((item) => JSON.parse(decoder.decode(item)) as SearchRow);
  }
  return Array.isArray(found) ? (found as SearchRow[]) : [];
}

/**
 * The records a saved view shows now (beyond the spec, contract/visits.ts): its search run through
 * the server's own searches (server/search-pool/searches.ts) with the parameters its API call
 * sends, then the engine's client filters (contract/client-filter.ts) over the rows, and the
 * records of the rows on the map (contract/record-ids.ts), as the page's visit sends them. Null
 * when it cannot say: a page whose search is not run here, a query the page runs no search for,
 * parameters the API refuses, or more records than a visit keeps.
 */
export async function savedViewRecordIds(
  db: Kysely<Database>,
  view: StoredView,
  entity: WatchedEntity,
  options: SavedViewOptions,
): Promise<ReadonlySet<number> | null> {
  const viewSearch = VIEW_SEARCHES[view.page];
  if (viewSearch === undefined) return null;
  const search = await viewSearch(view.query, options);
  // A project view on the rental standing shows rentals: its rows of another entity are none.
  if (search === null || WATCHED_ENTITY_OF_KIND[search.request.kind] !== entity) return null;
  const { endpoint, apiParams } = search.request;
  const found = endpoint.startsWith(API_PATH) ? apiSearchOfPath(endpoint.slice(API_PATH.length)) : null;
  if (found === null) return null;
  const { name } = found.search;
  let params: SearchParams<typeof name>;
  try {
    params = found.search.parse({ params: found.params, query: parseQueryString(queryString(apiParams).slice(1)) });
  } catch {
    // The page would show the API's refusal, not rows.
    return null;
  }
  const call = `${endpoint}${queryString(apiParams)}`;
  let answer = options.datasets.get(call);
  if (answer === undefined) {
    answer = runSearch(db, name, params).then((found) => {
      const body = found as { tableHeaders?: { data?: ColumnDefinition[] } };
      return { dataset: buildDataset(rowsOf(name, body), body.tableHeaders?.data ?? []), cache: createFilterCache() };
    });
    options.datasets.set(call, answer);
  }
  const { dataset, cache } = await answer;
  const decoded = decodeClientParams(search.clientParams, { filters: search.filters });
  const ids = pinnedRecordIds(dataset, filterRows(dataset, cache, decoded.predicates));
  return ids.size > VISIT_MAX_ROWS ? null : ids;
}
