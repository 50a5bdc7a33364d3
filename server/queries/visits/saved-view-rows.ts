import type { Kysely } from 'kysely';
import { queryString } from '@contract/api-query-string';
import { createFilterCache, filterRows } from '@contract/client-filter';
import { decodeClientParams } from '@contract/client-params';
import type { ColumnDefinition } from '@contract/columns';
import { buildDataset } from '@contract/columnar-dataset';
import { pinnedRecordIds } from '@contract/record-ids';
import { RESULTS_PAGE_PATHS } from '@contract/saved-views';
import { rentalViewSearch } from '@contract/rental-search-request';
import { salesViewSearch } from '@contract/sales-search-request';
import { rentalSearchParams, salesSearchParams, withoutResultsView } from '@contract/search-params';
import type { ViewSearch } from '@contract/search-query';
import type { SearchRow } from '@contract/search';
import { parseSearchString } from '@contract/search-string';
import { rowsPathKeys } from '@contract/arrow-search';
import { API_PATH } from '@contract/app-paths';
import { VISIT_MAX_ROWS, type WatchedEntity } from '@contract/visits';
import type { Database } from '../../db/database';
import { JsonArrayText } from '../../http/json-text';
import { parseQueryString } from '../../http/query-parser';
import { parseQuery } from '../../http/validate';
import { findRentalOptions } from '../rental/rental-options';
import { findSalesOptions } from '../sales/sales-options';
import { loadRegionsTree } from '../urban/options';
import { API_SEARCHES, isApiSearchPath } from '../../search-pool/api-searches';
import { runSearch, SEARCH_ROWS, type SearchName } from '../../search-pool/searches';

/** A saved view as stored: its results page and its query (with its leading '?'). */
export interface StoredView {
  page: string;
  query: string;
}

/**
 * The options a view's search reads (the section's configuration the page loads at start), each
 * loaded once per What's new answer.
 */
export interface SavedViewOptions {
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
    sales: once(() => findSalesOptions(db)),
    rental: once(() => findRentalOptions(db)),
    regions: once(() => loadRegionsTree(db)),
  };
}

/**
 * The search each watched results page runs for a saved view's query, by page and the entity
 * its rows are: the page's own rules (contract/*-search-request.ts) read the query as the page
 * does (its route schema, contract/search-params.ts) and make the request and client params the
 * engine would. A page missing here records visits but What's new counts no rows new to it.
 */
const VIEW_SEARCHES: Readonly<
  Partial<
    Record<
      string,
      Partial<Record<WatchedEntity, (query: string, options: SavedViewOptions) => Promise<ViewSearch | null>>>
    >
  >
> = {
  [RESULTS_PAGE_PATHS.sales]: {
    sale: async (query, options) => {
      const route = withoutResultsView(salesSearchParams.parse(parseSearchString(query)));
      return salesViewSearch({ searchType: 'sales', basic: await options.sales() }, route);
    },
  },
  [RESULTS_PAGE_PATHS.rentalSearch]: {
    rental: async (query, options) => {
      const route = withoutResultsView(rentalSearchParams.parse(parseSearchString(query)));
      const [basic, { regions }] = await Promise.all([options.rental(), options.regions()]);
      return rentalViewSearch({ searchType: 'rental-search', basic, regions }, route);
    },
  },
};

/** Whether What's new can run a saved view's search for its rows of an entity. */
export function runsViewSearch(page: string, entity: WatchedEntity): boolean {
  return VIEW_SEARCHES[page]?.[entity] !== undefined;
}

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
  const viewSearch = VIEW_SEARCHES[view.page]?.[entity];
  if (viewSearch === undefined) return null;
  const search = await viewSearch(view.query, options);
  if (search === null) return null;
  const { endpoint, apiParams } = search.request;
  const path = endpoint.startsWith(API_PATH) ? endpoint.slice(API_PATH.length) : endpoint;
  if (!isApiSearchPath(path)) return null;
  const { name, schema } = API_SEARCHES[path];
  let params: ReturnType<typeof schema.parse>;
  try {
    params = parseQuery(schema, { query: parseQueryString(queryString(apiParams).slice(1)) });
  } catch {
    // The page would show the API's refusal, not rows.
    return null;
  }
  const body = (await runSearch(db, name, params)) as { tableHeaders?: { data?: ColumnDefinition[] } };
  const dataset = buildDataset(rowsOf(name, body), body.tableHeaders?.data ?? []);
  const decoded = decodeClientParams(search.clientParams, { filters: search.filters });
  const ids = pinnedRecordIds(dataset, filterRows(dataset, createFilterCache(), decoded.predicates));
  return ids.size > VISIT_MAX_ROWS ? null : ids;
}
