/**
 * The engine client: a pool of Comlink workers behind the MarketEngine API (engine-api.ts).
 * Nobody else calls postMessage (Squoosh habit). The pool
 * - sizes itself from navigator.hardwareConcurrency, clamped to 1..4;
 * - routes a dataset request to a worker by its cache key, so a repeated search hits that
 *   worker's cache, and keeps a dataset's views in the same worker;
 * - passes cancellation to the worker (cancel(callId)) and rejects aborted calls at once;
 * - drops stale results: an updateView overtaken by a newer one, or a window/pin/cluster reply
 *   of an older view version, rejects with StaleResultError;
 * - lets a worker with no live handles and no calls expire after `idleMs`.
 */
import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import type {
  ApiParams,
  ClusterQuery,
  ClusterResult,
  DatasetSummary,
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
  RowWindow,
  ViewSpec,
  ViewSummary,
} from './engine-contract';
import type { CallOptions, DatasetHandle, LandingDatasetHandle, MarketEngine, ViewHandle } from './engine-api';
import { EngineAbortError, EngineError, engineErrorFrom, HandleError, StaleResultError } from './engine-errors';

export const MAX_WORKERS = 4;
export const DEFAULT_IDLE_MS = 60_000;

export interface EnginePoolOptions {
  /** Worker factory; tests pass a worker whose fetches are answered from fixtures. */
  createWorker?: () => Worker;
  /** Defaults to navigator.hardwareConcurrency clamped to 1..4. */
  size?: number;
  /** A worker without live handles or calls is terminated after this many ms. */
  idleMs?: number;
}

export function poolSize(hardwareConcurrency: number | undefined): number {
  const cores = Number.isFinite(hardwareConcurrency) ? Math.floor(hardwareConcurrency!) : 1;
  return Math.min(MAX_WORKERS, Math.max(1, cores));
}

function defaultWorker(): Worker {
  return new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module', name: 'engine' });
}

interface Slot {
  index: number;
  worker: Worker | null;
  remote: Remote<EngineWorkerApi> | null;
  /** Worker generation: handles of an expired worker are invalid. */
  generation: number;
  liveHandles: number;
  pendingCalls: number;
  idleTimer: ReturnType<typeof setTimeout> | null;
}

class PoolDataset<Summary extends DatasetSummary = DatasetSummary> implements DatasetHandle {
  readonly type = 'dataset';
  released = false;
  constructor(
    readonly summary: Summary,
    readonly slot: Slot,
    readonly generation: number,
  ) {}
}

class PoolView implements ViewHandle {
  readonly type = 'view';
  released = false;
  /** Ticket of the newest updateView call; older replies are stale. */
  latestTicket = 0;
  constructor(
    readonly dataset: PoolDataset,
    public summary: ViewSummary,
    readonly slot: Slot,
    readonly generation: number,
  ) {}
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

export function createEnginePool(options: EnginePoolOptions = {}): MarketEngine & { stats(): Promise<EngineStats[]> } {
  const size = options.size ?? poolSize(typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency);
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const createWorker = options.createWorker ?? defaultWorker;
  const slots: Slot[] = Array.from({ length: size }, (_, index) => ({
    index,
    worker: null,
    remote: null,
    generation: 0,
    liveHandles: 0,
    pendingCalls: 0,
    idleTimer: null,
  }));
  let nextCallId = 1;
  let disposed = false;

  const terminate = (slot: Slot) => {
    if (slot.idleTimer !== null) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.remote?.[releaseProxy]();
    slot.worker?.terminate();
    slot.worker = null;
    slot.remote = null;
    slot.liveHandles = 0;
    slot.generation++;
  };

  const scheduleExpiry = (slot: Slot) => {
    if (slot.idleTimer !== null) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    if (slot.worker === null || slot.liveHandles > 0 || slot.pendingCalls > 0) return;
    slot.idleTimer = setTimeout(() => terminate(slot), idleMs);
  };

  const remoteOf = (slot: Slot): Remote<EngineWorkerApi> => {
    if (disposed) throw new HandleError('The engine was disposed');
    if (slot.remote === null) {
      slot.worker = createWorker();
      slot.remote = wrap<EngineWorkerApi>(slot.worker);
    }
    return slot.remote;
  };

  /** Runs one worker call with abort support; unwraps the EngineReply into a value or an EngineError. */
  const call = async <T>(
    slot: Slot,
    signal: AbortSignal | undefined,
    invoke: (remote: Remote<EngineWorkerApi>, callId: number) => Promise<EngineReply<T>>,
  ): Promise<T> => {
    if (signal?.aborted) throw new EngineAbortError('Aborted before it started');
    const callId = nextCallId++;
    const remote = remoteOf(slot);
    slot.pendingCalls++;
    if (slot.idleTimer !== null) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    let onAbort: (() => void) | null = null;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        void remote.cancel(callId).catch(() => undefined);
        reject(new EngineAbortError('Aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      let reply: EngineReply<T>;
      try {
        reply = await Promise.race([invoke(remote, callId), aborted]);
      } catch (error) {
        // A worker that failed to load or crashed rejects with a plain Error: keep the one type.
        if (error instanceof EngineError) throw error;
        throw new EngineError(error instanceof Error ? error.message : String(error));
      }
      if (!reply.ok) throw engineErrorFrom(reply.error);
      return reply.value;
    } finally {
      if (onAbort !== null) signal?.removeEventListener('abort', onAbort);
      slot.pendingCalls--;
      scheduleExpiry(slot);
    }
  };

  const checkView = (view: ViewHandle): PoolView => {
    if (!(view instanceof PoolView)) throw new HandleError('Not a view of this engine');
    if (view.released || view.generation !== view.slot.generation) throw new HandleError('The view was released');
    return view;
  };

  const checkDataset = (dataset: DatasetHandle): PoolDataset => {
    if (!(dataset instanceof PoolDataset)) throw new HandleError('Not a dataset of this engine');
    if (dataset.released || dataset.generation !== dataset.slot.generation)
      throw new HandleError('The dataset was released');
    return dataset;
  };

  /** Replies for an older view version than the handle has seen are stale. */
  const current = <T extends { version: number }>(view: PoolView, value: T): T => {
    if (value.version < view.summary.version) throw new StaleResultError('The view changed since this call');
    return value;
  };

  const slotFor = (request: OpenDatasetRequest) =>
    slots[hashOf(`${request.kind} ${request.endpoint} ${JSON.stringify(request.apiParams)}`) % slots.length]!;

  return {
    async openDataset(request: OpenDatasetRequest, callOptions: CallOptions & OpenDatasetOptions = {}) {
      const slot = slotFor(request);
      const open: OpenDatasetOptions = { refetch: callOptions.refetch === true };
      const summary = await call(slot, callOptions.signal, (remote, id) => remote.openDataset(id, request, open));
      slot.liveHandles++;
      return new PoolDataset(summary, slot, slot.generation);
    },

    async openLanding(apiParams: ApiParams, callOptions: CallOptions = {}) {
      const slot = slots[0]!;
      const groups = await call(slot, callOptions.signal, (remote, id) => remote.openLanding(id, apiParams));
      slot.liveHandles += groups.length;
      return groups.map(
        (summary): LandingDatasetHandle => new PoolDataset<LandingGroupSummary>(summary, slot, slot.generation),
      );
    },

    async createView(dataset: DatasetHandle, spec: ViewSpec, callOptions: CallOptions = {}) {
      const owner = checkDataset(dataset);
      const summary = await call(owner.slot, callOptions.signal, (remote, id) =>
        remote.createView(id, owner.summary.datasetId, spec),
      );
      owner.slot.liveHandles++;
      return new PoolView(owner, summary, owner.slot, owner.generation);
    },

    async updateView(view: ViewHandle, spec: ViewSpec, callOptions: CallOptions = {}) {
      const target = checkView(view);
      const ticket = ++target.latestTicket;
      const summary = await call(target.slot, callOptions.signal, (remote, id) =>
        remote.updateView(id, target.summary.viewId, spec),
      );
      if (ticket !== target.latestTicket) throw new StaleResultError('A newer update of this view was requested');
      target.summary = summary;
      return summary;
    },

    async getRows(view: ViewHandle, start: number, end: number, callOptions: CallOptions = {}): Promise<RowWindow> {
      const target = checkView(view);
      const window = await call(target.slot, callOptions.signal, (remote, id) =>
        remote.getRows(id, target.summary.viewId, start, end),
      );
      return current(target, window);
    },

    async getMapPoints(view: ViewHandle, callOptions: CallOptions = {}): Promise<MapPoints> {
      const target = checkView(view);
      const points = await call(target.slot, callOptions.signal, (remote, id) =>
        remote.getMapPoints(id, target.summary.viewId),
      );
      return current(target, points);
    },

    async getClusters(view: ViewHandle, query: ClusterQuery, callOptions: CallOptions = {}): Promise<ClusterResult> {
      const target = checkView(view);
      const clusters = await call(target.slot, callOptions.signal, (remote, id) =>
        remote.getClusters(id, target.summary.viewId, query),
      );
      return current(target, clusters);
    },

    async getClusterExpansionZoom(view: ViewHandle, clusterId: number, callOptions: CallOptions = {}) {
      const target = checkView(view);
      return call(target.slot, callOptions.signal, (remote, id) =>
        remote.getClusterExpansionZoom(id, target.summary.viewId, clusterId),
      );
    },

    async exportView(
      view: ViewHandle,
      exportOptions: ExportOptions,
      callOptions: CallOptions & { onProgress?: (progress: ExportProgress) => void } = {},
    ): Promise<ExportFile> {
      const target = checkView(view);
      const onProgress = callOptions.onProgress;
      const progress = onProgress === undefined ? null : proxy((value: ExportProgress) => onProgress(value));
      return call(target.slot, callOptions.signal, (remote, id) =>
        remote.exportView(id, target.summary.viewId, exportOptions, progress),
      );
    },

    async release(handle: DatasetHandle | ViewHandle) {
      const target = handle instanceof PoolView ? handle : handle instanceof PoolDataset ? handle : null;
      if (target === null || target.released) return;
      target.released = true;
      const slot = target.slot;
      if (target.generation !== slot.generation || slot.remote === null) return;
      slot.liveHandles = Math.max(0, slot.liveHandles - 1);
      if (target instanceof PoolView) await slot.remote.releaseView(target.summary.viewId);
      else await slot.remote.releaseDataset(target.summary.datasetId);
      scheduleExpiry(slot);
    },

    dispose() {
      disposed = true;
      for (const slot of slots) terminate(slot);
    },

    /** Per-worker counts of live handles and cache (leak tests); starts no worker. */
    async stats() {
      return Promise.all(slots.filter((slot) => slot.remote !== null).map((slot) => slot.remote!.stats()));
    },
  };
}

let shared: MarketEngine | null = null;

/** The app's one engine (created on first use). */
export function getEngine(): MarketEngine {
  shared ??= createEnginePool();
  return shared;
}
