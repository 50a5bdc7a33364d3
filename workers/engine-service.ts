/**
 * The engine as it runs inside one worker: fetches and caches datasets, owns dataset and view
 * handles, runs the view step and answers windows, pins, clusters and exports. It never throws
 * across the boundary: every reply is an EngineReply so HTTP statuses survive (part 1 §8).
 * `fetcher` is injectable so tests can answer requests from fixtures.
 */
import type { ColumnDefinition } from '@contract/columns';
import type {
  ApiParams,
  ClusterQuery,
  ClusterResult,
  DatasetSummary,
  EngineErrorData,
  EngineReply,
  EngineStats,
  EngineWorkerApi,
  ExportFile,
  ExportOptions,
  ExportProgress,
  LandingGroupSummary,
  MapPoints,
  OpenDatasetOptions,
  OpenDatasetRequest,
  PresentOptions,
  ResultKind,
  RowWindow,
  ViewSpec,
  ViewSummary,
} from '@engine/engine-contract';
import type { SearchRow } from '@contract/search';
import { buildDataset, type ColumnarDataset } from './ops/columnar-dataset';
import { buildClusterIndex, expansionZoom, pinsOf, queryClusters, type ClusterIndex } from './ops/cluster';
import { exportView } from './ops/export-view';
import { chipsOf } from './ops/chips';
import { displayRowAt, prepareDataset, runView, type PreparedDataset, type ViewState } from './ops/view';

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** Estimated bytes of cached results before the least recently used are dropped. */
export const DEFAULT_CACHE_BYTES = 256 * 1024 * 1024;

const LANDING_ENDPOINT = '/api/v1/urban/project/byregionlanding';

class ReplyError extends Error {
  constructor(readonly data: EngineErrorData) {
    super(data.message);
  }
}

interface CachedResult {
  prepared: PreparedDataset;
  meta: Omit<DatasetSummary, 'datasetId' | 'fromCache'>;
}

interface ViewEntry {
  prepared: PreparedDataset;
  state: ViewState;
  version: number;
  rowsVersion: number;
  /** The parts of the spec that decide which rows pass; the sort and columns do not. */
  rowsKey: string;
  /** Built from the filtered rows' pins (dataset rows, so a sort leaves it valid). */
  cluster: ClusterIndex | null;
}

function rowsKeyOf(spec: ViewSpec): string {
  return JSON.stringify([spec.clientParams, spec.context ?? null]);
}

export function queryString(params: ApiParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value))
      for (const entry of value as ReadonlyArray<string | number>) search.append(name, String(entry));
    else search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function cacheKey(request: OpenDatasetRequest): string {
  const sorted = Object.keys(request.apiParams)
    .sort()
    .map((name) => [name, request.apiParams[name]]);
  return `${request.kind} ${request.endpoint} ${JSON.stringify(sorted)}`;
}

function errorData(error: unknown): EngineErrorData {
  if (error instanceof ReplyError) return error.data;
  if (error instanceof Error && error.name === 'AbortError') return { name: 'AbortError', message: error.message };
  return { name: 'EngineError', message: error instanceof Error ? error.message : String(error) };
}

async function reply<T>(work: () => T | Promise<T>): Promise<EngineReply<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: errorData(error) };
  }
}

function namesOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string' && value !== '') into.add(value);
  else if (Array.isArray(value)) for (const entry of value) namesOf(entry, into);
  else if (value !== null && typeof value === 'object') {
    const name = (value as Record<string, unknown>)['name'];
    if (typeof name === 'string' && name !== '') into.add(name);
  }
}

/** Developers, property managers and owners present in the rows (part 1 §5). */
function presentOptionsOf(rows: readonly SearchRow[]): PresentOptions {
  const developers = new Set<string>();
  const managers = new Set<string>();
  const owners = new Set<string>();
  for (const row of rows) {
    namesOf(row['developers'] ?? row['developer'], developers);
    namesOf(row['property_managers'] ?? row['property_manager'], managers);
    namesOf(row['proposed_developer_owner'], owners);
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b));
  return { developers: sorted(developers), propertyManagers: sorted(managers), owners: sorted(owners) };
}

interface ParsedResult {
  rows: SearchRow[];
  columns: ColumnDefinition[];
  clamped: boolean;
  clampedMessage: string | null;
  tableNote: string | null;
  tableNoteFooter: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Reads a search envelope; sales endpoints wrap rows as `data: [{ data: rows }]` (part 2 §7). */
export function parseSearchResponse(body: unknown, kind: ResultKind): ParsedResult {
  if (!isRecord(body)) throw new ReplyError({ name: 'ParseError', message: 'Search response is not an object' });
  let rows: unknown = body['data'];
  if (kind === 'sales' || kind === 'salesMarket') {
    const first = Array.isArray(rows) ? rows[0] : undefined;
    rows =
      isRecord(first) && Array.isArray(first['data'])
        ? first['data']
        : Array.isArray(rows) && rows.length === 0
          ? []
          : rows;
  }
  if (!Array.isArray(rows)) throw new ReplyError({ name: 'ParseError', message: 'Search response has no data list' });
  const headers = body['tableHeaders'];
  const columns = isRecord(headers) && Array.isArray(headers['data']) ? (headers['data'] as ColumnDefinition[]) : [];
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    rows: rows.filter(isRecord) as SearchRow[],
    columns,
    clamped: body['clamped'] === true,
    clampedMessage: text(body['clamped_message']),
    tableNote: text(body['tableNote']),
    tableNoteFooter: text(body['tableNoteFooter']),
  };
}

export interface EngineServiceOptions {
  fetcher: Fetcher;
  cacheBytes?: number;
  /** Where unknown filter names and similar are reported (part 1 §8: console warning). */
  warn?: (message: string) => void;
}

export function createEngineService(options: EngineServiceOptions): EngineWorkerApi {
  const { fetcher } = options;
  const cacheLimit = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const cache = new Map<string, CachedResult>();
  const inFlight = new Map<string, Promise<CachedResult>>();
  const datasets = new Map<number, CachedResult>();
  const views = new Map<number, ViewEntry>();
  const calls = new Map<number, AbortController>();
  let nextHandle = 1;
  let fetchCount = 0;

  const cacheBytes = () => {
    let bytes = 0;
    for (const entry of cache.values()) bytes += entry.prepared.dataset.estimatedBytes;
    return bytes;
  };

  const remember = (key: string, entry: CachedResult) => {
    cache.delete(key);
    cache.set(key, entry);
    // Least recently used out first; the newest entry stays even if it alone is over the limit.
    while (cache.size > 1 && cacheBytes() > cacheLimit) cache.delete(cache.keys().next().value!);
  };

  const withSignal = async <T>(callId: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    calls.set(callId, controller);
    try {
      return await work(controller.signal);
    } finally {
      calls.delete(callId);
    }
  };

  const fetchJson = async (url: string, signal: AbortSignal): Promise<unknown> => {
    fetchCount++;
    let response: Response;
    try {
      response = await fetcher(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
    } catch (error) {
      if (signal.aborted) throw new ReplyError({ name: 'AbortError', message: 'Request aborted' });
      throw new ReplyError({ name: 'EngineError', message: error instanceof Error ? error.message : 'Network error' });
    }
    if (!response.ok) {
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = null;
      }
      const message =
        (isRecord(body) && typeof body['message'] === 'string' && body['message']) ||
        (isRecord(body) && typeof body['error'] === 'string' && body['error']) ||
        `Request failed with status ${response.status}`;
      throw new ReplyError({ name: 'HttpError', message, status: response.status, body });
    }
    try {
      return await response.json();
    } catch {
      throw new ReplyError({ name: 'ParseError', message: `Response of ${url} is not JSON` });
    }
  };

  const resultFrom = (parsed: ParsedResult, kind: ResultKind): CachedResult => {
    const dataset: ColumnarDataset = buildDataset(parsed.rows, parsed.columns);
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
        presentOptions: presentOptionsOf(parsed.rows),
      },
    };
  };

  const openHandle = (entry: CachedResult, fromCache: boolean): DatasetSummary => {
    const datasetId = nextHandle++;
    datasets.set(datasetId, entry);
    return { ...entry.meta, datasetId, fromCache };
  };

  const viewOf = (viewId: number): ViewEntry => {
    const view = views.get(viewId);
    if (view === undefined) throw new ReplyError({ name: 'HandleError', message: `View ${viewId} was released` });
    return view;
  };

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
            remember(key, cached);
            return openHandle(cached, true);
          }
          // A refetch never joins a request that was already under way: it must answer with data
          // fetched after it was asked for.
          let pending = open.refetch === true ? undefined : inFlight.get(key);
          if (pending === undefined) {
            const started = fetchJson(`${request.endpoint}${queryString(request.apiParams)}`, signal).then((body) =>
              resultFrom(parseSearchResponse(body, request.kind), request.kind),
            );
            pending = started;
            inFlight.set(key, started);
            const settle = () => {
              if (inFlight.get(key) === started) inFlight.delete(key);
            };
            started.then((entry) => {
              settle();
              remember(key, entry);
            }, settle);
          }
          return openHandle(await pending, false);
        }),
      ),

    openLanding: (callId, apiParams) =>
      reply(() =>
        withSignal(callId, async (signal) => {
          const body = await fetchJson(`${LANDING_ENDPOINT}${queryString(apiParams)}`, signal);
          if (!isRecord(body))
            throw new ReplyError({ name: 'ParseError', message: 'Landing response is not an object' });
          const groups: LandingGroupSummary[] = [];
          for (const [groupKey, group] of Object.entries(body)) {
            if (!isRecord(group)) continue;
            const groupType = group['type'] === 'sales' ? 'sales' : 'project';
            const kind: ResultKind = groupType === 'sales' ? 'sales' : 'projects';
            const parsed = parseSearchResponse({ ...group, data: group['data'] }, 'projects');
            const summary = openHandle(resultFrom(parsed, kind), false);
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
        const dataset = datasets.get(datasetId);
        if (dataset === undefined)
          throw new ReplyError({ name: 'HandleError', message: `Dataset ${datasetId} was released` });
        const viewId = nextHandle++;
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
      cacheBytes: cacheBytes(),
      fetchCount,
    }),
  };
}
