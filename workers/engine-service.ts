/**
 * The engine as it runs inside one worker: fetches and caches datasets, owns dataset and view
 * handles, runs the view step and answers windows, pins, clusters and exports. It never throws
 * across the boundary: every reply is an EngineReply so HTTP statuses survive (part 1 §8).
 * `fetcher` is injectable so tests can answer requests from fixtures. Its parts live in
 * service/: the handle registry (handles.ts), HTTP calls and their errors (fetch-json.ts,
 * engine-reply.ts), response parsing (search-response.ts) and the result cache (result-cache.ts).
 */
import type {
  ClusterQuery,
  ClusterResult,
  DatasetSummary,
  EngineStats,
  EngineWorkerApi,
  ExportFile,
  ExportOptions,
  ExportProgress,
  LandingGroupSummary,
  MapPoints,
  OpenDatasetOptions,
  ResultKind,
  RowWindow,
  ViewSeries,
  ViewSpec,
  ViewSummary,
} from '@contract/engine';
import { buildDataset, type ColumnarDataset } from './ops/columnar-dataset';
import { buildClusterIndex, expansionZoom, pinsOf, queryClusters, type ClusterIndex } from './ops/cluster';
import { exportView } from './ops/export-view';
import { chipsOf } from './ops/chips';
import { measureSeries } from './ops/series';
import { displayRowAt, prepareDataset, runView } from './ops/view';
import { ReplyError, reply } from './service/engine-reply';
import { readArrowSearch } from './service/arrow-response';
import { fetchJson, fetchSearch, queryString, type Fetcher, type SearchBody } from './service/fetch-json';
import { createHandles, type ViewEntry } from './service/handles';
import { cacheKey, createResultCache, type CachedResult } from './service/result-cache';
import { isRecord, parseSearchResponse, presentOptionsOf, type ParsedResult } from './service/search-response';

export type { Fetcher } from './service/fetch-json';

const LANDING_ENDPOINT = '/api/v1/urban/project/byregionlanding';

function rowsKeyOf(spec: ViewSpec): string {
  return JSON.stringify([spec.clientParams, spec.context ?? null]);
}

export interface EngineServiceOptions {
  fetcher: Fetcher;
  /** Estimated bytes of cached results (DEFAULT_CACHE_BYTES when absent). */
  cacheBytes?: number;
  /** Where unknown filter names and similar are reported (part 1 §8: console warning). */
  warn?: (message: string) => void;
}

/** What the service answers; the worker's life lock belongs to the worker around it (expose-engine.ts). */
export type EngineService = Omit<EngineWorkerApi, 'holdLifeLock'>;

export function createEngineService(options: EngineServiceOptions): EngineService {
  const { fetcher } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const cache = createResultCache(options.cacheBytes);
  const inFlight = new Map<string, Promise<CachedResult>>();
  const handles = createHandles();
  const { datasets, views } = handles;
  const calls = new Map<number, AbortController>();
  let fetchCount = 0;

  const withSignal = async <T>(callId: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    calls.set(callId, controller);
    try {
      return await work(controller.signal);
    } finally {
      calls.delete(callId);
    }
  };

  const fetchBody = (url: string, signal: AbortSignal): Promise<unknown> => {
    fetchCount++;
    return fetchJson(fetcher, url, signal);
  };

  const fetchSearchBody = (url: string, signal: AbortSignal): Promise<SearchBody> => {
    fetchCount++;
    return fetchSearch(fetcher, url, signal);
  };

  /** A search's dataset: Arrow buffers kept as columns, or columns built from JSON rows. */
  const searchResult = (body: SearchBody, kind: ResultKind): CachedResult => {
    if ('arrow' in body) {
      const { envelope, dataset } = readArrowSearch(body.arrow, kind);
      return resultFrom(envelope, dataset, kind);
    }
    const parsed = parseSearchResponse(body.json, kind);
    return resultFrom(parsed, buildDataset(parsed.rows, parsed.columns), kind);
  };

  const resultFrom = (parsed: ParsedResult, dataset: ColumnarDataset, kind: ResultKind): CachedResult => {
    return {
      prepared: prepareDataset(dataset, kind),
      meta: {
        kind,
        rowCount: dataset.rowCount,
        columns: parsed.columns,
        clamped: parsed.clamped,
        clampedMessage: parsed.clampedMessage,
        tableNote: parsed.tableNote,
        tableNoteFooter: parsed.tableNoteFooter,
        presentOptions: presentOptionsOf(dataset),
      },
    };
  };

  const openHandle = (entry: CachedResult, fromCache: boolean): DatasetSummary => {
    const datasetId = handles.next();
    datasets.set(datasetId, entry);
    return { ...entry.meta, datasetId, fromCache };
  };

  const viewOf = handles.view;

  const summaryOf = (viewId: number, view: ViewEntry): ViewSummary => {
    const { state, prepared } = view;
    for (const name of state.decoded.unknown) warn(`Unknown filter setting ignored: ${name}`);
    return {
      viewId,
      version: view.version,
      rowsVersion: view.rowsVersion,
      displayRowCount: state.layout.entries.length,
      filteredCount: state.rows.length,
      totalCount: prepared.dataset.rowCount,
      visibleColumns: state.visibleColumns.map((column) => column.key),
      sort: state.sort,
      overallTotal: state.rollup.totals[prepared.tree.root] ?? {},
      chips: chipsOf(state.spec.clientParams, state.spec.context),
      polygonActive: state.decoded.polygon !== null,
      activeFilterCount: state.decoded.activeFilterCount,
    };
  };

  const clusterOf = (view: ViewEntry): ClusterIndex => {
    if (view.cluster === null) view.cluster = buildClusterIndex(pinsOf(view.prepared.dataset, view.state.rows));
    return view.cluster;
  };

  return {
    openDataset: (callId, request, open: OpenDatasetOptions = {}) =>
      reply(() =>
        withSignal(callId, async (signal) => {
          const key = cacheKey(request);
          const cached = open.refetch === true ? undefined : cache.get(key);
          if (cached !== undefined) {
            cache.remember(key, cached);
            return openHandle(cached, true);
          }
          // A refetch never joins a request that was already under way: it must answer with data
          // fetched after it was asked for.
          let pending = open.refetch === true ? undefined : inFlight.get(key);
          if (pending === undefined) {
            const started = fetchSearchBody(`${request.endpoint}${queryString(request.apiParams)}`, signal).then(
              (body) => searchResult(body, request.kind),
            );
            pending = started;
            inFlight.set(key, started);
            const settle = () => {
              if (inFlight.get(key) === started) inFlight.delete(key);
            };
            started.then((entry) => {
              settle();
              cache.remember(key, entry);
            }, settle);
          }
          return openHandle(await pending, false);
        }),
      ),

    openLanding: (callId, apiParams) =>
      reply(() =>
        withSignal(callId, async (signal) => {
          const body = await fetchBody(`${LANDING_ENDPOINT}${queryString(apiParams)}`, signal);
          if (!isRecord(body))
            throw new ReplyError({ name: 'ParseError', message: 'Landing response is not an object' });
          const groups: LandingGroupSummary[] = [];
          for (const [groupKey, group] of Object.entries(body)) {
            if (!isRecord(group)) continue;
            const groupType = group['type'] === 'sales' ? 'sales' : 'project';
            const kind: ResultKind = groupType === 'sales' ? 'sales' : 'projects';
            const parsed = parseSearchResponse({ ...group, data: group['data'] }, 'projects');
            const summary = openHandle(resultFrom(parsed, buildDataset(parsed.rows, parsed.columns), kind), false);
            const query = isRecord(group['query']) ? group['query'] : {};
            groups.push({
              ...summary,
              groupKey,
              groupType,
              count: typeof group['count'] === 'number' ? group['count'] : parsed.rows.length,
              order: typeof group['order'] === 'number' ? group['order'] : 0,
              source: typeof group['source'] === 'string' ? group['source'] : '',
              query: {
                regionId: Array.isArray(query['regionId']) ? query['regionId'].map(String) : [],
                'date-from': String(query['date-from'] ?? ''),
                'date-to': String(query['date-to'] ?? ''),
              },
            });
          }
          return groups.sort((a, b) => a.order - b.order);
        }),
      ),

    createView: (_callId, datasetId, spec: ViewSpec) =>
      reply(() => {
        const dataset = handles.dataset(datasetId);
        const viewId = handles.next();
        const view: ViewEntry = {
          prepared: dataset.prepared,
          state: runView(dataset.prepared, spec),
          version: 1,
          rowsVersion: 1,
          rowsKey: rowsKeyOf(spec),
          cluster: null,
        };
        views.set(viewId, view);
        return summaryOf(viewId, view);
      }),

    updateView: (_callId, viewId, spec) =>
      reply(() => {
        const view = viewOf(viewId);
        view.state = runView(view.prepared, spec);
        view.version++;
        const rowsKey = rowsKeyOf(spec);
        if (rowsKey !== view.rowsKey) {
          view.rowsKey = rowsKey;
          view.rowsVersion++;
          view.cluster = null;
        }
        return summaryOf(viewId, view);
      }),

    getRows: (_callId, viewId, start, end) =>
      reply((): RowWindow => {
        const view = viewOf(viewId);
        const last = Math.min(Math.max(end, start), view.state.layout.entries.length);
        const rows = [];
        for (let index = Math.max(0, start); index < last; index++)
          rows.push(displayRowAt(view.prepared, view.state, index));
        return { viewId, version: view.version, start: Math.max(0, start), rows };
      }),

    getMapPoints: (_callId, viewId) =>
      reply((): MapPoints => {
        const view = viewOf(viewId);
        const pins = clusterOf(view).pins;
        // Copies: the cluster index keeps its own pins; the copies are transferred to the UI.
        return {
          viewId,
          version: view.version,
          positions: pins.positions.slice(),
          rows: pins.rows.slice(),
          ids: pins.ids.slice(),
          categories: pins.categories.slice(),
          categoryNames: pins.categoryNames,
        };
      }),

    getSeries: (_callId, viewId, measure) =>
      reply((): ViewSeries => {
        const view = viewOf(viewId);
        try {
          return { viewId, version: view.version, measure, ...measureSeries(view.prepared, view.state, measure) };
        } catch (error) {
          throw new ReplyError({
            name: 'EngineError',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }),

    getClusters: (_callId, viewId, query: ClusterQuery) =>
      reply((): ClusterResult => {
        const view = viewOf(viewId);
        const cluster = clusterOf(view);
        return {
          viewId,
          version: view.version,
          ...queryClusters(cluster, query),
          categoryNames: cluster.pins.categoryNames,
        };
      }),

    getClusterExpansionZoom: (_callId, viewId, clusterId) =>
      reply(() => {
        const view = viewOf(viewId);
        try {
          return expansionZoom(clusterOf(view), clusterId);
        } catch (error) {
          throw new ReplyError({
            name: 'EngineError',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }),

    exportView: (
      callId,
      viewId,
      exportOptions: ExportOptions,
      onProgress: ((progress: ExportProgress) => void) | null,
    ) =>
      reply(() =>
        withSignal(callId, async (signal): Promise<ExportFile> => {
          const view = viewOf(viewId);
          return exportView(view.prepared, view.state, exportOptions, onProgress, signal);
        }),
      ),

    releaseDataset: async (datasetId) => {
      datasets.delete(datasetId);
    },

    releaseView: async (viewId) => {
      views.delete(viewId);
    },

    cancel: async (callId) => {
      calls.get(callId)?.abort();
    },

    stats: async (): Promise<EngineStats> => ({
      datasets: datasets.size,
      views: views.size,
      cachedResults: cache.size,
      cacheBytes: cache.bytes(),
      fetchCount,
    }),
  };
}
