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
  OpenDatasetRequest,
  ResultKind,
  RowWindow,
  ViewSeries,
  ViewSpec,
  ViewSummary,
} from '@contract/engine';
import { buildDataset, type ColumnarDataset } from '@contract/columnar-dataset';
import {
  buildClusterIndex,
  expansionZoom,
  pinNames,
  pinIds,
  pinsOf,
  queryClusters,
  type ClusterIndex,
  type Pins,
} from './ops/cluster';
import { exportView } from './ops/export-view';
import { chipsOf } from './ops/chips';
import { measureSeries } from './ops/series';
import { displayRowAt, prepareDataset, runView } from './ops/view';
import { ReplyError, reply } from './service/engine-reply';
import { readArrowGroups } from './service/arrow-groups';
import { DictionaryTexts, readArrowSearch } from './service/arrow-response';
import { warmUpAnswer } from './service/arrow-warm-up';
import { queryString } from '@contract/api-query-string';
import { fetchSearch, type Fetcher, type SearchBody } from './service/fetch-json';
import { createHandles, type ViewEntry } from './service/handles';
import { cacheKey, createResultCache, type CachedResult } from './service/result-cache';
import { isRecord, parseSearchResponse, presentOptionsOf, type ParsedResult } from './service/search-response';

export type { Fetcher } from './service/fetch-json';

/** Told of a search's first rows (a partial dataset) while the rest of its answer arrives. */
export type PartialListener = (summary: DatasetSummary) => unknown;

/** A search under way: its whole result, and its first rows (null when there are none before the whole). */
interface Flight {
  result: Promise<CachedResult>;
  firstRows: Promise<CachedResult | null>;
  gate: FirstRowsGate;
  /** A caller took the first rows: the hold kept for one since they were read ends (its handle holds the gate). */
  firstRowsTaken: () => void;
}

/**
 * Longest the whole answer's decode waits for the first rows to be read once the answer is in:
 * the UI creates a view and reads a window within a frame or two; a caller that never does must
 * not hold the result.
 */
const FIRST_ROWS_WAIT_MS = 250;

/**
 * Longest a prefetch's first rows wait for a caller to take them: a Search click's prefetch
 * starts the search before the page has rendered the route whose view asks for it (50-200 ms on
 * a quiet machine, more under load).
 */
const FIRST_ROWS_TAKER_WAIT_MS = 1_000;

/** Open while no partial result is waiting to be shown. */
class FirstRowsGate {
  /** Partial results given out whose first window has not been read. */
  private unshown = 0;
  /** First rows kept for a caller yet to come (a prefetch's), each ending on its own timer. */
  private untaken = 0;
  private timedOut = false;
  private wake: (() => void) | null = null;

  /** One more partial result to show; the function given back says it was shown (once). */
  hold(): () => void {
    this.unshown++;
    return this.releaser(() => this.unshown--);
  }

  /** First rows kept for a caller who has not asked yet, for at most `maxMs`; the function given back says one took them. */
  holdForTaker(maxMs: number): () => void {
    this.untaken++;
    const release = this.releaser(() => this.untaken--);
    const timer = setTimeout(release, maxMs);
    return () => {
      clearTimeout(timer);
      release();
    };
  }

  private releaser(count: () => void): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      count();
      this.check();
    };
  }

  private check() {
    if (this.wake === null || this.untaken > 0 || (this.unshown > 0 && !this.timedOut)) return;
    const wake = this.wake;
    this.wake = null;
    wake();
  }

  /**
   * Resolves once every partial result was shown, or `maxMs` after the call (a caller that never
   * reads its window must not hold the result), and no first rows are kept for a caller yet to
   * come. Shown means its first window was asked for: the decode that follows waits a task, so
   * that window's reply (still a few microtasks from being posted) leaves first. Resolved at
   * once, the whole answer's decode ran before the reply, and the first rows painted only with
   * the whole result.
   */
  opened(maxMs: number): Promise<void> {
    if (this.unshown === 0 && this.untaken === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = () => setTimeout(resolve, 0);
      setTimeout(() => {
        this.timedOut = true;
        this.check();
      }, maxMs);
    });
  }
}

/** A task after the messages already queued (the worker's event loop runs them in order). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const LANDING_ENDPOINT = '/api/v1/urban/project/byregionlanding';
/** How a landing group holds its rows and headers: in its own `data` and `tableHeaders`, whatever its type (part 1 §2). */
const LANDING_ROWS_KIND: ResultKind = 'projects';

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
  const inFlight = new Map<string, Flight>();
  /** Partial datasets whose first window of rows has not been read yet: each holds its flight's gate. */
  const firstWindows = new Map<number, () => void>();
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

  /** A search's dataset: Arrow buffers kept as columns, or columns built from JSON rows. */
  const searchResult = (body: SearchBody, kind: ResultKind, texts?: DictionaryTexts): CachedResult => {
    if ('arrow' in body) {
      const { envelope, dataset } = readArrowSearch(body.arrow, kind, texts);
      return resultFrom(envelope, dataset, kind);
    }
    const parsed = parseSearchResponse(body.json, kind);
    return resultFrom(parsed, buildDataset(parsed.rows, parsed.columns), kind);
  };

  const resultFrom = (
    parsed: ParsedResult,
    dataset: ColumnarDataset,
    kind: ResultKind,
    partial = false,
  ): CachedResult => {
    const prepared = prepareDataset(dataset, kind);
    if (partial) prepared.partial = true;
    return {
      prepared,
      meta: {
        kind,
        rowCount: dataset.rowCount,
        columns: parsed.columns,
        clamped: parsed.clamped,
        clampedMessage: parsed.clampedMessage,
        tableNote: parsed.tableNote,
        tableNoteFooter: parsed.tableNoteFooter,
        presentOptions: presentOptionsOf(dataset),
        ...(partial ? { partial: true } : {}),
      },
    };
  };

  /**
   * Fetches a search: its first rows as a partial result as soon as the stream's first record
   * batch is in (Arrow answers of more than one batch), then the whole result. The whole
   * stream's decode waits (at most FIRST_ROWS_WAIT_MS) until the partial results given out have
   * had their first window of rows read or were let go: decoding takes the worker for a while, and the first rows must paint before it. A Search click's prefetch starts the flight
   * with no one to show its first rows yet: until a caller takes them, they hold the gate
   * themselves (at most FIRST_ROWS_TAKER_WAIT_MS). An answer the server had cached is all in
   * before the page asks for it; decoded at once, it held the worker, and the page got no rows
   * before the whole.
   */
  const startFlight = (request: OpenDatasetRequest, signal: AbortSignal, prefetch: boolean): Flight => {
    fetchCount++;
    let firstRowsOf: (entry: CachedResult | null) => void = () => undefined;
    const firstRows = new Promise<CachedResult | null>((resolve) => (firstRowsOf = resolve));
    const gate = new FirstRowsGate();
    // The first rows' dictionaries are decoded once, for them and for the whole answer.
    const texts = new DictionaryTexts();
    let firstRowsTaken = () => undefined as void;
    const onFirstBatch = (bytes: Uint8Array) => {
      try {
        const { envelope, dataset } = readArrowSearch(bytes, request.kind, texts);
        firstRowsOf(resultFrom(envelope, dataset, request.kind, true));
        if (prefetch) firstRowsTaken = gate.holdForTaker(FIRST_ROWS_TAKER_WAIT_MS);
      } catch {
        // The whole answer is read again: a failure there is the one reported.
        firstRowsOf(null);
      }
    };
    const url = `${request.endpoint}${queryString(request.apiParams)}`;
    const result = fetchSearch(fetcher, url, signal, onFirstBatch).then(async (body) => {
      firstRowsOf(null);
      await gate.opened(FIRST_ROWS_WAIT_MS);
      return searchResult(body, request.kind, texts);
    });
    result.catch(() => firstRowsOf(null));
    return { result, firstRows, gate, firstRowsTaken: () => firstRowsTaken() };
  };

  /**
   * Gives a caller who asked for them the flight's first rows as a partial dataset, unless the
   * whole result came first. Its handle holds the flight's gate until its first window is read.
   */
  const offerFirstRows = (flight: Flight, onPartial: PartialListener, signal: AbortSignal): void => {
    let done = false;
    void flight.result.then(
      () => (done = true),
      () => (done = true),
    );
    void flight.firstRows.then((entry) => {
      if (entry === null || done || signal.aborted) return;
      const summary = openHandle(entry, false);
      firstWindows.set(summary.datasetId, flight.gate.hold());
      flight.firstRowsTaken();
      void Promise.resolve(onPartial(summary)).catch(() => undefined);
    });
  };

  /** A partial dataset's first window was read (or the dataset let go): its flight may decode the rest. */
  const shown = (datasetId: number) => {
    firstWindows.get(datasetId)?.();
    firstWindows.delete(datasetId);
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
      // A partial result's totals would be of some of the rows: none until the whole result.
      overallTotal: prepared.partial === true ? {} : (state.rollup.totals[prepared.tree.root] ?? {}),
      chips: chipsOf(state.spec.clientParams, state.spec.context),
      polygonActive: state.decoded.polygon !== null,
      activeFilterCount: state.decoded.activeFilterCount,
    };
  };

  const pinsOfView = (view: ViewEntry): Pins => (view.pins ??= pinsOf(view.prepared.dataset, view.state.rows));

  /**
   * The view's cluster index. Building it takes the worker for a while (about 100 ms for the
   * widest sales search's 12,000 pins), so a view step's other calls already waiting (the
   * table's rows after a filter) are answered first: the build starts in a task of its own.
   */
  const clusterOf = async (view: ViewEntry): Promise<ClusterIndex> => {
    if (view.cluster === null) {
      await nextTask();
      view.cluster ??= buildClusterIndex(pinsOfView(view), view.prepared.dataset);
    }
    return view.cluster;
  };

  /**
   * The first answer's decode, first rows and view, on a small answer as the server writes it,
   * once at start (arrow-warm-up.ts): in a fresh worker they took up to 95 ms the first time,
   * inside the fetch's read loop, against 2 ms once compiled. Nothing is kept.
   */
  const warmUp = () => {
    try {
      const bytes = warmUpAnswer();
      for (const partial of [true, false]) {
        const { envelope, dataset } = readArrowSearch(bytes, 'sales');
        const { prepared } = resultFrom(envelope, dataset, 'sales', partial);
        const state = runView(prepared, { clientParams: {}, sort: null, visibleColumns: null });
        for (let index = 0; index < state.layout.entries.length; index++) displayRowAt(prepared, state, index);
      }
    } catch (error) {
      warn(`Engine warm-up failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  setTimeout(warmUp, 0);

  return {
    openDataset: (callId, request, open: OpenDatasetOptions = {}, onPartial: PartialListener | null = null) =>
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
            const started = startFlight(request, signal, open.prefetch === true);
            pending = started;
            inFlight.set(key, started);
            const settle = () => {
              if (inFlight.get(key) === started) inFlight.delete(key);
            };
            started.result.then((entry) => {
              settle();
              cache.remember(key, entry);
            }, settle);
          }
          if (onPartial !== null) offerFirstRows(pending, onPartial, signal);
          return openHandle(await pending.result, false);
        }),
      ),

    openLanding: (callId, apiParams) =>
      reply(() =>
        withSignal(callId, async (signal) => {
          fetchCount++;
          const body = await fetchSearch(fetcher, `${LANDING_ENDPOINT}${queryString(apiParams)}`, signal);
          // Each group's rows as columns: from its Arrow stream, or built from its JSON rows.
          const answered: Array<{
            groupKey: string;
            group: Record<string, unknown>;
            read(kind: ResultKind): CachedResult;
          }> = [];
          if ('arrow' in body) {
            for (const { key, group, search } of readArrowGroups(body.arrow, LANDING_ROWS_KIND))
              answered.push({
                groupKey: key,
                group,
                read: (kind) => resultFrom(search.envelope, search.dataset, kind),
              });
          } else {
            if (!isRecord(body.json))
              throw new ReplyError({ name: 'ParseError', message: 'Landing response is not an object' });
            for (const [groupKey, group] of Object.entries(body.json)) {
              if (!isRecord(group)) continue;
              const read = (kind: ResultKind) => {
                const parsed = parseSearchResponse(group, LANDING_ROWS_KIND);
                return resultFrom(parsed, buildDataset(parsed.rows, parsed.columns), kind);
              };
              answered.push({ groupKey, group, read });
            }
          }
          const groups: LandingGroupSummary[] = [];
          for (const { groupKey, group, read } of answered) {
            const groupType = group['type'] === 'sales' ? 'sales' : 'project';
            const kind: ResultKind = groupType === 'sales' ? 'sales' : 'projects';
            const summary = openHandle(read(kind), false);
            const query = isRecord(group['query']) ? group['query'] : {};
            groups.push({
              ...summary,
              groupKey,
              groupType,
              count: typeof group['count'] === 'number' ? group['count'] : summary.rowCount,
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
          datasetId,
          prepared: dataset.prepared,
          state: runView(dataset.prepared, spec),
          version: 1,
          rowsVersion: 1,
          rowsKey: rowsKeyOf(spec),
          pins: null,
          cluster: null,
        };
        views.set(viewId, view);
        return summaryOf(viewId, view);
      }),

    updateView: (_callId, viewId, spec) =>
      reply(() => {
        const view = viewOf(viewId);
        const rowsKey = rowsKeyOf(spec);
        view.state = runView(view.prepared, spec, rowsKey === view.rowsKey ? view.state : null);
        view.version++;
        if (rowsKey !== view.rowsKey) {
          view.rowsKey = rowsKey;
          view.rowsVersion++;
          view.pins = null;
          view.cluster = null;
        }
        return summaryOf(viewId, view);
      }),

    getRows: (_callId, viewId, start, end) =>
      reply((): RowWindow => {
        const view = viewOf(viewId);
        if (view.datasetId !== undefined) shown(view.datasetId);
        const last = Math.min(Math.max(end, start), view.state.layout.entries.length);
        const rows = [];
        for (let index = Math.max(0, start); index < last; index++)
          rows.push(displayRowAt(view.prepared, view.state, index));
        return { viewId, version: view.version, start: Math.max(0, start), rows };
      }),

    getMapPoints: (_callId, viewId) =>
      reply((): MapPoints => {
        const view = viewOf(viewId);
        const pins = pinsOfView(view);
        // Copies: the view (and its cluster index) keeps its own pins; the copies are transferred to the UI.
        return {
          viewId,
          version: view.version,
          positions: pins.positions.slice(),
          rows: pins.rows.slice(),
          ids: pinIds(view.prepared.dataset, pins),
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
      reply(async (): Promise<ClusterResult> => {
        const view = viewOf(viewId);
        const cluster = await clusterOf(view);
        return {
          viewId,
          version: view.version,
          ...queryClusters(cluster, query),
          categoryNames: cluster.pins.categoryNames,
        };
      }),

    getClusterExpansionZoom: (_callId, viewId, clusterId) =>
      reply(async () => {
        const view = viewOf(viewId);
        const cluster = await clusterOf(view);
        try {
          return expansionZoom(cluster, clusterId);
        } catch (error) {
          throw new ReplyError({
            name: 'EngineError',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }),

    getPinNames: (_callId, viewId, rows: number[]) => reply(() => pinNames(viewOf(viewId).prepared.dataset, rows)),

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
      shown(datasetId);
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
