/**
 * The typed API the UI calls to work with result sets. The data lives in a pool of Comlink
 * workers (`workers/engine.worker.ts`); the UI thread never loops over a full result set.
 *
 * Usage (a search view):
 * ```ts
 * const engine = getEngine();                          // src/engine/engine-pool.ts
 * const dataset = await engine.openDataset(
 *   { endpoint: '/api/v1/urban/project/condo/active', apiParams: { year: 2025, qtr: 2, 'regionId[]': [1] }, kind: 'projects' },
 *   { signal });
 * const view = await engine.createView(dataset, { clientParams, sort: null, visibleColumns: null }, { signal });
 * const rows = await engine.getRows(view, 0, 60, { signal });      // virtualized window
 * const pins = await engine.getMapPoints(view, { signal });       // typed arrays for deck.gl
 * const chart = await engine.getSeries(view, 'months_of_supply', { signal }); // history chart
 * // client params (filters, polygon, sort, hidden columns) changed: only the view step reruns
 * await engine.updateView(view, nextSpec, { signal });
 * // API params changed: open another dataset (cached by endpoint + API params), then release the old
 * engine.release(view); engine.release(dataset);
 * ```
 *
 * The types it speaks in are the engine contract's (`contract/engine.ts`, imported as
 * `@contract/engine`); this file adds only the handles and the calls.
 *
 * Errors: every promise rejects with an `EngineError` (`src/engine/engine-errors.ts`).
 * `HttpError` keeps `status`, the server's `message` and its body; the pool reports it as it
 * converts it (src/http/forbidden.ts), so a 403 that ends the session sends the user to login
 * from any call without the view doing anything. Aborted calls and results overtaken by a newer
 * call on the same view reject with `AbortError` / `StaleResultError`; `isCancellation(error)`
 * tells them apart from failures so the UI can ignore them.
 */
import type {
  ApiParams,
  ClusterQuery,
  ClusterResult,
  DatasetSummary,
  ExportFile,
  ExportOptions,
  ExportProgress,
  LandingGroupSummary,
  MapPoints,
  OpenDatasetOptions,
  OpenDatasetRequest,
  RowWindow,
  ViewSeries,
  ViewSpec,
  ViewSummary,
} from '@contract/engine';

/** Options of every call. */
export interface CallOptions {
  /** Aborting rejects the call with an AbortError and cancels the worker-side work. */
  signal?: AbortSignal;
}

/**
 * A cached result set in one worker. Release it when the search it belongs to is replaced;
 * the underlying data may stay cached (LRU, bounded by bytes) for a later identical search.
 */
export interface DatasetHandle {
  readonly type: 'dataset';
  readonly summary: DatasetSummary;
}

/** A filtered, rolled-up, sorted view over a dataset, in the same worker. Release it. */
export interface ViewHandle {
  readonly type: 'view';
  readonly dataset: DatasetHandle;
  /** The latest summary this handle received. */
  readonly summary: ViewSummary;
}

export interface LandingDatasetHandle extends DatasetHandle {
  readonly summary: LandingGroupSummary;
}

export interface MarketEngine {
  /**
   * Fetches (same origin, credentials included) and parses a search response in a worker and
   * stores it columnar, or reuses the cached copy for the same endpoint + API params + kind
   * unless `refetch` is set. With `onPartial`, the search's first rows may come first as a
   * partial dataset (`summary.partial`, contract/engine.ts), which the caller releases.
   */
  openDataset(
    request: OpenDatasetRequest,
    options?: CallOptions & OpenDatasetOptions & { onPartial?: (dataset: DatasetHandle) => void },
  ): Promise<DatasetHandle>;

  /**
   * Starts a search's API call and parse ahead of the view that will open it: a Search click
   * prefetches before its route change renders, so the server and the render share the wait.
   * The view's openDataset then joins the call under way or finds the result in the worker's
   * cache; a failure is reported by that openDataset, not here.
   */
  prefetchDataset(request: OpenDatasetRequest): void;

  /**
   * GET /api/v1/urban/project/byregionlanding with the given params (`regionId[]`): each
   * result group becomes its own dataset, ordered by `order`.
   */
  openLanding(apiParams: ApiParams, options?: CallOptions): Promise<LandingDatasetHandle[]>;

  /** Filters (client params), rolls up and sorts the dataset; returns the view summary. */
  createView(dataset: DatasetHandle, spec: ViewSpec, options?: CallOptions): Promise<ViewHandle>;

  /**
   * Reruns the view step with new client params, sort or visible columns. When several updates
   * of the same view overlap, only the latest resolves; older ones reject as stale.
   */
  updateView(view: ViewHandle, spec: ViewSpec, options?: CallOptions): Promise<ViewSummary>;

  /** Display rows [start, end) of the view's current version (for the virtualized table). */
  getRows(view: ViewHandle, start: number, end: number, options?: CallOptions): Promise<RowWindow>;

  /** Pins of the filtered rows as transferred typed arrays (positions, rows, ids, categories). */
  getMapPoints(view: ViewHandle, options?: CallOptions): Promise<MapPoints>;

  /**
   * One measure of the view's filtered rows, in chronological order, as transferred typed arrays
   * (market history charts): the points the chart plots are the rows the table shows.
   */
  getSeries(view: ViewHandle, measure: string, options?: CallOptions): Promise<ViewSeries>;

  /** Clusters for a bbox and zoom; the index is built in the worker per view version. */
  getClusters(view: ViewHandle, query: ClusterQuery, options?: CallOptions): Promise<ClusterResult>;

  /** The zoom at which a cluster splits (clicking a cluster zooms there). */
  getClusterExpansionZoom(view: ViewHandle, clusterId: number, options?: CallOptions): Promise<number>;

  /** The records' names of dataset rows (a pin's `row`), for the list of pins in view (a few at a time). */
  getPinNames(view: ViewHandle, rows: readonly number[], options?: CallOptions): Promise<Array<string | null>>;

  /**
   * XLSX or CSV of the view as displayed (filtered rows, visible columns in order, totals when
   * unsorted), with the spec's styling and file name; or its PDF (`format: 'pdf'`, beyond the
   * spec: title block, chart, every row as text, workers/ops/export-pdf.ts). The file is
   * transferred as an ArrayBuffer.
   */
  exportView(
    view: ViewHandle,
    exportOptions: ExportOptions,
    options?: CallOptions & { onProgress?: (progress: ExportProgress) => void },
  ): Promise<ExportFile>;

  /** Frees a dataset or view handle in its worker. Releasing twice is harmless. */
  release(handle: DatasetHandle | ViewHandle): Promise<void>;

  /** Terminates every worker; handles become invalid. */
  dispose(): void;
}
