/**
 * The data engine's request/response contract, shared by the worker (`workers/`) and its typed
 * client (`src/engine/`), imported by both as `@contract/engine` (the server has no use for it;
 * lint keeps it out). Everything here is plain data that crosses `postMessage`: small summaries,
 * windows of display rows, and typed arrays that are transferred, never row graphs.
 */
import type { ColumnDefinition } from './columns';
import type { CellValue } from './search';
import type { SearchFilterDefinition } from './filter-definitions';

/**
 * What a result set is. The worker keeps what each kind decides (the envelope, the subtotal
 * levels above its leaf rows, the export file-name prefix) in one descriptor per kind
 * (`RESULT_KINDS`, workers/ops/result-kinds.ts).
 */
export type ResultKind =
  /** Project search rows (leaf = project), part 1 §3 "Project row". */
  | 'projects'
  /** Project market data rows (leaf = submarket). */
  | 'projectMarket'
  /** One row per quarter; no subtotal rows (MEASURES.md "Market history rows"). */
  | 'marketHistory'
  /** Property sales (leaf = sale); envelope `data: [{ data: rows }]`. */
  | 'sales'
  /** Sales market data (leaf = municipality); envelope `data: [{ data: rows }]`. */
  | 'salesMarket'
  /** Old-stock rental properties (leaf = property). */
  | 'rentals'
  /** Rental market totals (leaf = submarket). */
  | 'rentalMarket'
  /** Rental market history: one row per period, no subtotal rows. */
  | 'rentalHistory';

/** API query parameters; arrays repeat the name (`regionId[]=1&regionId[]=2`). */
export type ApiParams = Readonly<
  Record<string, string | number | boolean | null | undefined | ReadonlyArray<string | number>>
>;

export interface OpenDatasetRequest {
  /** Same-origin API path, e.g. `/api/v1/urban/project/condo/active`. */
  endpoint: string;
  apiParams: ApiParams;
  kind: ResultKind;
}

export interface DatasetSummary {
  datasetId: number;
  kind: ResultKind;
  rowCount: number;
  /** Column definitions from the server (`tableHeaders.data`), in server order. */
  columns: ColumnDefinition[];
  clamped: boolean;
  clampedMessage: string | null;
  tableNote: string | null;
  tableNoteFooter: string | null;
  /** True when no API call was made because the same endpoint and API params were cached. */
  fromCache: boolean;
  /**
   * Developer, property manager and owner names present in this result set. Options of the
   * configuration lists that are absent here are shown disabled (part 1 §5).
   */
  presentOptions: PresentOptions;
  /**
   * True for the first rows of a search whose other rows are still arriving (its first Arrow
   * record batch, contract/arrow-search.ts): its views show those rows in the server's order,
   * unsorted and without totals; counts, totals and exports wait for the whole result, which
   * openDataset resolves with.
   */
  partial?: boolean;
}

export interface PresentOptions {
  developers: string[];
  propertyManagers: string[];
  owners: string[];
}

/** One group of GET /api/v1/urban/project/byregionlanding, opened as its own dataset. */
export interface LandingGroupSummary extends DatasetSummary {
  /** `{category}_{option}` or `sales`. */
  groupKey: string;
  groupType: 'project' | 'sales';
  count: number;
  order: number;
  source: string;
  query: { regionId: string[]; 'date-from': string; 'date-to': string };
}

/**
 * Client params exactly as they sit in the route query (part 1 §3 clientParams): `geoFilter`
 * (lz-string compressed point list), `submarketId`, and advanced filters under the keys their
 * definitions read (contract/filter-definitions.ts). Blank values are ignored (part 1 §5).
 */
export type ClientParams = Readonly<Record<string, string | ReadonlyArray<string> | null | undefined>>;

/** The search the client params belong to: its type and standing (chips) and its filter definitions. */
export interface SearchContext {
  projectType?: string | null;
  projectStanding?: string | null;
  /**
   * The advanced filter definitions of the search, as the server sent them with the options
   * (part 1 §3): the view step reads and applies client params by these alone.
   */
  filters?: readonly SearchFilterDefinition[];
}

export type SortDirection = 'desc' | 'asc';

export interface SortState {
  /** A column key of the dataset. */
  key: string;
  direction: SortDirection;
}

export interface ViewSpec {
  clientParams: ClientParams;
  context?: SearchContext;
  /** null = unsorted: totals and header rows show (part 1 §2 "Tab table behaviour"). */
  sort: SortState | null;
  /** Column keys in display order; null = every column not `hiddenByDefault`. */
  visibleColumns: readonly string[] | null;
}

export type DisplayRowKind =
  'leaf' | 'header' | 'submarketTotal' | 'municipalityTotal' | 'regionTotal' | 'overallTotal';

export interface DisplayRow {
  kind: DisplayRowKind;
  /** Stable across sorts and filters, for the virtualizer's `getItemKey`. */
  key: string;
  /** Header and total rows: the group's name (e.g. "Toronto", "Toronto Total", "Total"). */
  label: string;
  /** Leaf rows: the row's index in the dataset; -1 for header and total rows. */
  datasetRow: number;
  /** Alternating stripe of leaf rows (export and table striping). */
  stripe: 0 | 1;
  /**
   * Leaf rows: every scalar field of the row (ids, names, links, coordinates included).
   * Total rows: each column's total, plus the group's region/municipality/submarket ids.
   * Values are raw (percent fields still multiplied by 100); format with `src/lib/format`.
   */
  values: Record<string, CellValue>;
  /**
   * Leaf rows of a result whose rows have sub rows (rental market history's unit types per
   * period, part 2 §2.7): each sub row's scalar fields, shown when the row is expanded.
   */
  subRows?: ReadonlyArray<Record<string, CellValue>>;
}

export interface ViewChip {
  /** e.g. "Quarter", "Year", "From", "To", "Cancelled Included", a region name. */
  label: string;
  value: string | null;
}

export interface ViewSummary {
  viewId: number;
  /** Increments on every update; windows of another version are stale. */
  version: number;
  /**
   * Increments only when the filtered rows may have changed (client filters, polygon, context);
   * a sort or a column change keeps it, so the map keeps its pins and its view.
   */
  rowsVersion: number;
  /** Display rows (leaf + header + totals, or only leaves when sorted). */
  displayRowCount: number;
  /** Leaf rows that pass the client filters. */
  filteredCount: number;
  totalCount: number;
  /** Visible columns after validation, in display order. */
  visibleColumns: string[];
  /** The sort actually applied (reset when the sorted column is hidden or unknown). */
  sort: SortState | null;
  /** Overall total over the filtered rows (whether or not its row is displayed). */
  overallTotal: Record<string, CellValue>;
  chips: ViewChip[];
  /** True when the client params include a polygon with more than 2 points. */
  polygonActive: boolean;
  /** Number of client filters in effect (the advanced-filter badge counts these). */
  activeFilterCount: number;
}

export interface RowWindow {
  viewId: number;
  version: number;
  start: number;
  rows: DisplayRow[];
}

/**
 * One measure of a market history view as chart series (part 1 §3, part 2 §2.7): the filtered
 * rows in the server's chronological order, whatever sort the table shows, so the chart plots
 * the very rows of the table. Values are raw like `DisplayRow.values` (NaN = no value).
 */
export interface ViewSeries {
  viewId: number;
  version: number;
  /** The column the values come from. */
  measure: string;
  /** Each point's period: the row's first-column text (e.g. "2024 Q3", "Jan 2025"). */
  labels: string[];
  /** The rows' own values of the measure (transferred). */
  values: Float64Array;
  /**
   * Rows with sub rows (rental history's unit types): one series per sub row name, in the order
   * they first appear, aligned with `labels` (transferred).
   */
  subSeries: Array<{ name: string; values: Float64Array }>;
}

/** Map pins of the filtered leaf rows; sales contribute one pin per address. */
export interface MapPoints {
  viewId: number;
  version: number;
  /** Interleaved lng, lat (transferred). */
  positions: Float32Array;
  /** Dataset row of each pin (transferred). */
  rows: Uint32Array;
  /** Record id of each pin (`id`, `project_id`, `sale_id` or `property_id`) (transferred). */
  ids: Float64Array;
  /** Index into `categoryNames` (map_icon or sub-type icon) of each pin (transferred). */
  categories: Uint16Array;
  categoryNames: string[];
}

export interface ClusterQuery {
  /** [west, south, east, north] in degrees. */
  bbox: [number, number, number, number];
  zoom: number;
}

/** Clusters and single pins for one bbox and zoom (supercluster, max zoom 16, radius 50). */
export interface ClusterResult {
  viewId: number;
  version: number;
  positions: Float32Array;
  /** Points in the cluster; 1 for a single pin. */
  counts: Uint32Array;
  /** Cluster id for clusters (use with expansion zoom), record id for single pins. */
  ids: Float64Array;
  /** Dataset row for single pins, -1 for clusters. */
  rows: Int32Array;
  categories: Uint16Array;
  categoryNames: string[];
}

/** The table formats of the Export select (part 1 §2), and 'pdf' for Save as PDF (beyond the spec). */
export type ExportFormat = 'xlsx' | 'csv' | 'pdf';

/** One label/value line of the XLSX "About this export" sheet. */
export interface ExportAboutLine {
  label: string;
  value: string;
}

/**
 * What the UI thread knows about an export and the worker does not: the page and the search
 * parameters in words, with the option names the filter panel shows (region names and so on).
 * The worker adds what it knows itself: client filters, polygon, sort, row count, export time.
 */
export interface ExportAbout {
  /** The table's title, e.g. "Property Sales". */
  page: string;
  /** The search parameters as the filter panel shows them, e.g. "Region: Toronto, Peel". */
  search: readonly ExportAboutLine[];
  /** The data's as-of date, when the results carry one. */
  dataAsOf?: string | null;
}

/** The chart a table's PDF draws above the table (market history: the chart the page shows). */
export interface PdfChartRequest {
  /** The column the chart plots (chartable, `isChartMeasure`). */
  measure: string;
  /** Legend name of the line drawn from the table's own rows. */
  rowsName: string;
  /** The lines' colours in order ('#rrggbb'), as the page draws them. */
  colours: readonly string[];
}

/** What a results table's PDF holds besides the table (its title block, its chart). */
export interface PdfExportRequest {
  /** The page heading, first in the title block, in each page's header line and the file name. */
  heading: string;
  chart?: PdfChartRequest | null;
}

export interface ExportOptions {
  format: ExportFormat;
  /** Epoch ms used for the file name's timestamp and the export time (defaults to now). */
  timestamp?: number;
  /**
   * XLSX and PDF (CSV stays a plain table): described on the "About this export" sheet, and in
   * the PDF's title block.
   */
  about?: ExportAbout;
  /** PDF only: its heading and chart. */
  pdf?: PdfExportRequest;
}

export interface ExportFile {
  fileName: string;
  mimeType: string;
  /** Transferred. */
  buffer: ArrayBuffer;
  rowCount: number;
}

export interface ExportProgress {
  rowsWritten: number;
  rowsTotal: number;
}

/** Errors keep their HTTP status across the boundary (part 1 §8: 403 sends the user to login). */
export interface EngineErrorData {
  name: 'HttpError' | 'AbortError' | 'HandleError' | 'ParseError' | 'EngineError';
  message: string;
  /** HTTP status for `HttpError`. */
  status?: number;
  /** The server's JSON body (`message`, `error`), when it had one. */
  body?: unknown;
}

/** Worker replies never throw across Comlink: the status of an HTTP error must survive. */
export type EngineReply<T> = { ok: true; value: T } | { ok: false; error: EngineErrorData };

export interface EngineStats {
  datasets: number;
  views: number;
  cachedResults: number;
  cacheBytes: number;
  fetchCount: number;
}

/**
 * The worker's exposed API. Every long call takes a `callId` so the client can cancel it with
 * `cancel(callId)`; handles are numbers owned by the worker that answered `open*`/`createView`.
 */
/** How a dataset is opened. */
export interface OpenDatasetOptions {
  /**
   * Fetch from the API even when the worker holds the result; the fresh result replaces the
   * cached one (market history calls the API on every search, part 1 §4).
   */
  refetch?: boolean;
  /**
   * A Search click's prefetch (MarketEngine.prefetchDataset): the page's view asks for the same
   * search once it has rendered, so the search's first rows are kept for it a while before the
   * rest of the answer is decoded.
   */
  prefetch?: boolean;
}

export interface EngineWorkerApi {
  /**
   * `onPartial` (a Comlink proxy) is given the search's first rows as a partial dataset when they
   * arrive before the whole result (DatasetSummary.partial); its handle is the caller's to release.
   */
  openDataset(
    callId: number,
    request: OpenDatasetRequest,
    options?: OpenDatasetOptions,
    onPartial?: ((summary: DatasetSummary) => void) | null,
  ): Promise<EngineReply<DatasetSummary>>;
  openLanding(callId: number, apiParams: ApiParams): Promise<EngineReply<LandingGroupSummary[]>>;
  createView(callId: number, datasetId: number, spec: ViewSpec): Promise<EngineReply<ViewSummary>>;
  updateView(callId: number, viewId: number, spec: ViewSpec): Promise<EngineReply<ViewSummary>>;
  getRows(callId: number, viewId: number, start: number, end: number): Promise<EngineReply<RowWindow>>;
  getMapPoints(callId: number, viewId: number): Promise<EngineReply<MapPoints>>;
  getSeries(callId: number, viewId: number, measure: string): Promise<EngineReply<ViewSeries>>;
  getClusters(callId: number, viewId: number, query: ClusterQuery): Promise<EngineReply<ClusterResult>>;
  getClusterExpansionZoom(callId: number, viewId: number, clusterId: number): Promise<EngineReply<number>>;
  /** The names of dataset rows (pins' `rows`) for the list of pins in view; null where a row has none. */
  getPinNames(callId: number, viewId: number, rows: number[]): Promise<EngineReply<Array<string | null>>>;
  exportView(
    callId: number,
    viewId: number,
    options: ExportOptions,
    onProgress: ((progress: ExportProgress) => void) | null,
  ): Promise<EngineReply<ExportFile>>;
  releaseDataset(datasetId: number): Promise<void>;
  releaseView(viewId: number): Promise<void>;
  cancel(callId: number): Promise<void>;
  stats(): Promise<EngineStats>;
  /**
   * Takes the Web Lock `name` for the worker's whole life and resolves once it holds it: the
   * pool then asks for the same lock, which it gets only when the worker has died (crashed or
   * terminated). Resolves at once where Web Locks do not exist (no secure context).
   */
  holdLifeLock(name: string): Promise<void>;
}
