import type { Kysely } from 'kysely';
import { queryString } from '@contract/api-query-string';
import { createFilterCache, filterRows, type FilterCache } from '@contract/client-filter';
import { decodeClientParams } from '@contract/client-params';
import { geographyIds } from '@contract/geography';
import { shownLandingGroup, tabClientParams } from '@contract/landing-tabs';
import { landingDefaults, readLandingUrl } from '@contract/landing-url-state';
import type { SearchFilterDefinition } from '@contract/filter-definitions';
import type { LinkName } from '@contract/session';
import type { ByRegionLandingResponse, ByRegionOptionsResponse } from '@contract/urban-landing';
import type { ColumnDefinition } from '@contract/columns';
import { buildDataset, type ColumnarDataset } from '@contract/columnar-dataset';
import { pinnedRecordIds } from '@contract/record-ids';
import { RESULTS_PAGE_PATHS } from '@contract/saved-views';
import { projectViewSearch } from '@contract/project-search-request';
import { rentalViewSearch } from '@contract/rental-search-request';
import { salesViewSearch } from '@contract/sales-search-request';
import {
  landingSearchParams,
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
import { isProjectStanding, type ProjectSearchType, type ProjectStanding } from '@contract/product-facts';
import type { RentalSearchType } from '@contract/rental-search-request';
import type { SalesSearchType } from '@contract/sales-options';
import { SALES_QUERY } from '@contract/sales-search';
import {
  VISIT_MAX_ROWS,
  WATCHED_ENTITY_OF_KIND,
  type RecordEntity,
  type TotalsEntity,
  type WatchedEntity,
} from '@contract/visits';
import type { Database } from '../../db/database';
import { JsonArrayText } from '../../http/json-text';
import { parseQueryString } from '../../http/query-parser';
import { loadByRegionOptions } from '../urban/landing';
import { findRentalOptions } from '../rental/rental-options';
import { findSalesOptions } from '../sales/sales-options';
import { loadBasicOptions, loadRegionsTree } from '../urban/options';
import { loadSearchFilters } from '../urban/search-filters';
import { apiSearchOfPath, landingSearchOf } from '../../search-pool/api-searches';
import { runSearch, SEARCH_ROWS, type SearchName, type SearchParams } from '../../search-pool/searches';
import { totalsRecords, watchedTotalsColumns } from './totals-records';
import type { WatchedRecord } from './watched-records';

/** A search's rows as the engine holds them, and its filter caches. */
interface SearchDataset {
  dataset: ColumnarDataset;
  cache: FilterCache;
}

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
  datasets: Map<string, Promise<SearchDataset>>;
  /** The landing search's answers by their regions' query: its groups are the Map Search tabs. */
  landings: Map<string, Promise<ByRegionLandingResponse>>;
  /** The account's sections: the Map Search categories and groups are those it has (part 1 §2). */
  links: readonly LinkName[];
  landing: () => Promise<ByRegionOptionsResponse>;
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

export function savedViewOptions(db: Kysely<Database>, links: readonly LinkName[]): SavedViewOptions {
  return {
    datasets: new Map(),
    landings: new Map(),
    links,
    landing: once(() => loadByRegionOptions(db, links)),
    urban: once(() => loadBasicOptions(db)),
    searchFilters: once(() => loadSearchFilters(db)),
    sales: once(() => findSalesOptions(db)),
    rental: once(() => findRentalOptions(db)),
    regions: once(() => loadRegionsTree(db)),
  };
}

/**
 * What a saved view's page shows before its view step: the rows its search answered (the result
 * set of one kind) and the client params and filter definitions the engine's view step applies.
 */
interface ViewRows {
  /** The records of its rows, or the totals they are. */
  entity: WatchedEntity;
  rows: Promise<SearchDataset>;
  clientParams: ViewSearch['clientParams'];
  filters: readonly SearchFilterDefinition[];
  /** The standing its search's path names (a project search's), else null. */
  standing: ProjectStanding | null;
  /** The period its API call names (its period params as the call sends them), '' for none. */
  period: string;
}

/** The API params that name a search's period: a quarter, a month and time range, a span of sale dates. */
const PERIOD_PARAMS = ['year', 'qtr', 'timeType', 'queryMonth', 'timeRange', SALES_QUERY.from, SALES_QUERY.to];

/** A row array as a search answers it; a sales search's rows are stored row texts (sale-row-texts.ts). */
function rowsFrom(found: unknown): SearchRow[] {
  if (found instanceof JsonArrayText) {
    const decoder = new TextDecoder();
    return found.items.map((item) => JSON.parse(decoder.decode(item)) as SearchRow);
  }
  return Array.isArray(found) ? (found as SearchRow[]) : [];
}

/** An answer's rows at its rows path. */
function rowsOf(name: SearchName, body: unknown): SearchRow[] {
  const path = SEARCH_ROWS[name];
  if (typeof path !== 'string') return [];
  let found: unknown = body;
  for (const key of rowsPathKeys(path)) found = (found as Record<string, unknown> | undefined)?.[key];
  return rowsFrom(found);
}

/**
 * The rows of a search page's view (contract/*-search-request.ts): the search of the API route its
 * request names (server/search-pool/api-searches.ts), with the parameters that call sends, run once
 * per call. Null when the page runs no search, or the API refuses the parameters.
 */
function apiViewRows(db: Kysely<Database>, search: ViewSearch | null, options: SavedViewOptions): ViewRows | null {
  if (search === null) return null;
  const { endpoint, apiParams, kind } = search.request;
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
  let rows = options.datasets.get(call);
  if (rows === undefined) {
    rows = runSearch(db, name, params).then((found) => {
      const body = found as { tableHeaders?: { data?: ColumnDefinition[] } };
      return { dataset: buildDataset(rowsOf(name, body), body.tableHeaders?.data ?? []), cache: createFilterCache() };
    });
    options.datasets.set(call, rows);
  }
  const periodParams = Object.fromEntries(
    PERIOD_PARAMS.filter((key) => key in apiParams).map((key) => [key, apiParams[key]]),
  );
  return {
    entity: WATCHED_ENTITY_OF_KIND[kind],
    rows,
    clientParams: search.clientParams,
    filters: search.filters,
    standing: isProjectStanding(found.params['projectStanding']) ? found.params['projectStanding'] : null,
    period: queryString(periodParams).slice(1),
  };
}

/**
 * The rows of a Map Search view (part 1 §4 "Landing page"): its query read as the page reads it
 * (contract/landing-url-state.ts, over the account's landing options and the region
 * configuration), the landing search of its regions (GET /api/v1/urban/project/byregionlanding,
 * the route's own search with the account's sections), and the group of the tab the page shows
 * (contract/landing-tabs.ts) with that tab's client params. Null while no region is selected
 * (the page makes no call) or no tab is shown.
 */
async function landingViewRows(
  db: Kysely<Database>,
  query: string,
  options: SavedViewOptions,
): Promise<ViewRows | null> {
  const route = withoutResultsView(landingSearchParams.parse(parseSearchString(query)));
  const [byRegion, { regions }] = await Promise.all([options.landing(), options.regions()]);
  const { state } = readLandingUrl(route, byRegion, landingDefaults(byRegion), geographyIds(regions));
  if (state.regionIds.length === 0) return null;
  // The engine's call (src/features/landing/use-landing-results.ts) names the regions alone.
  const regionQuery = queryString({ 'regionId[]': state.regionIds });
  let params: SearchParams<'urban.landing'>;
  try {
    params = landingSearchOf({ query: parseQueryString(regionQuery.slice(1)) }, options.links);
  } catch {
    // The page would show no tabs (the engine logs the refusal, part 1 §8).
    return null;
  }
  // The route's own search (server/routes/urban/landing-routes.ts).
  let answer = options.landings.get(regionQuery);
  if (answer === undefined) {
    answer = runSearch(db, 'urban.landing', params) as Promise<ByRegionLandingResponse>;
    options.landings.set(regionQuery, answer);
  }
  const groups = await answer;
  const shown = shownLandingGroup(groups, state.selection, state.tab);
  if (shown === null) return null;
  const { group } = shown;
  const key = `${regionQuery}#${shown.groupKey}`;
  let rows = options.datasets.get(key);
  if (rows === undefined) {
    rows = Promise.resolve({
      dataset: buildDataset(rowsFrom(group.data), group.tableHeaders.data),
      cache: createFilterCache(),
    });
    options.datasets.set(key, rows);
  }
  return {
    // The kind the engine opens a landing group as (workers/engine-service.ts).
    entity: WATCHED_ENTITY_OF_KIND[group.type === 'sales' ? 'sales' : 'projects'],
    rows,
    clientParams: tabClientParams(group.type, state.selection, state.polygon, state.areas),
    filters: [],
    standing: null,
    period: '',
  };
}

type PageRows = (db: Kysely<Database>, query: string, options: SavedViewOptions) => Promise<ViewRows | null>;

/** A project page's rows: project search, market data or market history (part 1 §3, §7). */
function projectViewRows(searchType: ProjectSearchType): PageRows {
  return async (db, query, options) => {
    const route = withoutResultsView(projectSearchParams.parse(parseSearchString(query)));
    const [basic, searchFilters, { regions }] = await Promise.all([
      options.urban(),
      options.searchFilters(),
      options.regions(),
    ]);
    const context = { searchType, regions, dateRanges: basic.projectDateRanges, searchFilters };
    return apiViewRows(db, projectViewSearch(context, route), options);
  };
}

/** A rental page's rows: properties, market totals or market history (part 2 §5, §7). */
function rentalViewRows(searchType: RentalSearchType): PageRows {
  return async (db, query, options) => {
    const route = withoutResultsView(rentalSearchParams.parse(parseSearchString(query)));
    const [basic, { regions }] = await Promise.all([options.rental(), options.regions()]);
    return apiViewRows(db, rentalViewSearch({ searchType, basic, regions }, route), options);
  };
}

/** A sales page's rows: sales or sales market data (part 2 §5, §7). */
function salesViewRows(searchType: SalesSearchType): PageRows {
  return async (db, query, options) => {
    const route = withoutResultsView(salesSearchParams.parse(parseSearchString(query)));
    return apiViewRows(db, salesViewSearch({ searchType, basic: await options.sales() }, route), options);
  };
}

/**
 * The rows each watched results page shows for a saved view's query: a search page's own rules
 * (contract/*-search-request.ts) read the query as the page does (its route schema,
 * contract/search-params.ts) and make the request and client params the engine would; Map Search
 * reads its own keys. A page missing here records visits, but What's new counts no rows new to
 * its views.
 */
const VIEW_SEARCHES: Readonly<Partial<Record<string, PageRows>>> = {
  [RESULTS_PAGE_PATHS.landing]: landingViewRows,
  [RESULTS_PAGE_PATHS.projectSearch]: projectViewRows('project-search'),
  [RESULTS_PAGE_PATHS.projectMarketData]: projectViewRows('market-data'),
  [RESULTS_PAGE_PATHS.projectMarketHistory]: projectViewRows('market-history'),
  [RESULTS_PAGE_PATHS.rentalSearch]: rentalViewRows('rental-search'),
  [RESULTS_PAGE_PATHS.rentalMarketData]: rentalViewRows('market-data'),
  [RESULTS_PAGE_PATHS.rentalMarketHistory]: rentalViewRows('market-history'),
  [RESULTS_PAGE_PATHS.sales]: salesViewRows('sales'),
  [RESULTS_PAGE_PATHS.salesMarketData]: salesViewRows('sales-market-data'),
};

/** The results pages whose saved views' searches What's new runs. */
export const VIEW_SEARCH_PAGES: readonly string[] = Object.keys(VIEW_SEARCHES);

/** A saved view's rows now, after the engine's view step: null when it cannot say, or they are of another entity. */
async function shownRows(db: Kysely<Database>, view: StoredView, entity: WatchedEntity, options: SavedViewOptions) {
  const viewRows = VIEW_SEARCHES[view.page];
  if (viewRows === undefined) return null;
  const found = await viewRows(db, view.query, options);
  // A project view on the rental standing shows rentals, a Map Search view its tab's records:
  // its rows of another entity are none.
  if (found === null || found.entity !== entity) return null;
  const { dataset, cache } = await found.rows;
  const decoded = decodeClientParams(found.clientParams, { filters: found.filters });
  return { found, dataset, rows: filterRows(dataset, cache, decoded.predicates) };
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
  entity: RecordEntity,
  options: SavedViewOptions,
): Promise<ReadonlySet<number> | null> {
  const shown = await shownRows(db, view, entity, options);
  if (shown === null) return null;
  const ids = pinnedRecordIds(shown.dataset, shown.rows);
  return ids.size > VISIT_MAX_ROWS ? null : ids;
}

/** A totals view's rows now: each row's watched figures by its record id, and their columns. */
export interface SavedViewTotals {
  records: Map<string, WatchedRecord>;
  columns: ReturnType<typeof watchedTotalsColumns>;
}

/**
 * The rows a market totals view shows now (contract/visits.ts TOTALS_ENTITIES): its search run as
 * for a view of records (the totals are the server's, part 1 §7, part 2 §7), the engine's view
 * step over them, and each row's watched figures (./totals-records.ts) keyed by its place or
 * period. Null as savedViewRecordIds answers null.
 */
export async function savedViewTotals(
  db: Kysely<Database>,
  view: StoredView,
  entity: TotalsEntity,
  options: SavedViewOptions,
): Promise<SavedViewTotals | null> {
  const shown = await shownRows(db, view, entity, options);
  if (shown === null || shown.rows.length > VISIT_MAX_ROWS) return null;
  const columns = watchedTotalsColumns(entity, shown.found.standing);
  return { records: totalsRecords(entity, shown.dataset, shown.rows, columns, shown.found.period), columns };
}
