/**
 * The engine client: a pool of Comlink workers behind the MarketEngine API (engine-api.ts).
 * Nobody else calls postMessage (Squoosh habit). The pool
 * - sizes itself from navigator.hardwareConcurrency, clamped to 1..4;
 * - routes a dataset request to a worker by its cache key, so a repeated search hits that
 *   worker's cache, and keeps a dataset's views in the same worker;
 * - passes cancellation to the worker (cancel(callId)) and rejects aborted calls at once;
 * - drops stale results: an updateView overtaken by a newer one, or a window/pin/cluster reply
 *   of an older view version, rejects with StaleResultError;
 * - lets a worker with no live handles and no calls expire after `idleMs`;
 * - when warm (the app's pool), starts its workers once the UI thread is idle and starts a fresh
 *   one whenever one expires: loading a worker's code takes a few hundred milliseconds that
 *   would otherwise delay the API call of the search that first needs it;
 * - replaces a worker that crashed or was terminated (a Web Lock it holds for life tells): its
 *   live datasets are opened again (fetched afresh) and their views created again with their
 *   last spec, and a call that was running is run once more, so the page carries on without a
 *   reload;
 * - reports every HTTP error of a call as it converts it (src/http/forbidden.ts), so a 403 that
 *   ends the session sends the user to login whichever call met it: a search, a view update, an
 *   export or a series whose dataset had to be fetched again (part 1 §6, §8).
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
  ViewSeries,
  ViewSpec,
  ViewSummary,
} from '@contract/engine';
import type { CallOptions, DatasetHandle, LandingDatasetHandle, MarketEngine, ViewHandle } from './engine-api';
import {
  EngineAbortError,
  EngineError,
  engineErrorFrom,
  HandleError,
  HttpError,
  StaleResultError,
  WorkerLostError,
} from './engine-errors';
import { reportRefusal } from '../http/forbidden';
import { whenIdle } from '../lib/when-idle';

export const MAX_WORKERS = 4;
export const DEFAULT_IDLE_MS = 60_000;

export interface EnginePoolOptions {
  /** Worker factory; tests pass a worker whose fetches are answered from fixtures. */
  createWorker?: () => Worker;
  /** Defaults to navigator.hardwareConcurrency clamped to 1..4. */
  size?: number;
  /** A worker without live handles or calls is terminated after this many ms. */
  idleMs?: number;
  /**
   * Start the workers before they are needed (when the UI thread is idle), and a fresh one in
   * place of each that expires. A fresh worker holds nothing, so it does not expire.
   */
  warm?: boolean;
}

/** A warm pool starts its workers within this long of being created, idle or not. */
const WARM_UP_TIMEOUT_MS = 2_000;

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
  /** Rejects the calls in flight on this worker when it dies. */
  inFlight: Set<(error: WorkerLostError) => void>;
  /** The worker has answered a call since it started: it may hold cached results. */
  served: boolean;
}

/** How a dataset is opened again in a replacement worker. */
type Reopen = (remote: Remote<EngineWorkerApi>, callId: number) => Promise<EngineReply<DatasetSummary>>;

class PoolDataset<Summary extends DatasetSummary = DatasetSummary> implements DatasetHandle {
  readonly type = 'dataset';
  released = false;
  /** Set while the handle is being opened again in a replacement worker. */
  revival: Promise<void> | null = null;
  constructor(
    public summary: Summary,
    readonly slot: Slot,
    public generation: number,
    readonly reopen: Reopen,
  ) {}
}

class PoolView implements ViewHandle {
  readonly type = 'view';
  released = false;
  /** Ticket of the newest updateView call; older replies are stale. */
  latestTicket = 0;
  revival: Promise<void> | null = null;
  constructor(
    readonly dataset: PoolDataset,
    public summary: ViewSummary,
    readonly slot: Slot,
    public generation: number,
    /** The spec the view was last computed with: a replacement worker computes it again. */
    public spec: ViewSpec,
  ) {}
}

let lifeLockCount = 0;

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

export function createEnginePool(options: EnginePoolOptions = {}): MarketEngine & { stats(): Promise<EngineStats[]> } {
  const size = options.size ?? poolSize(typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency);
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const warm = options.warm === true;
  const createWorker = options.createWorker ?? defaultWorker;
  const slots: Slot[] = Array.from({ length: size }, (_, index) => ({
    index,
    worker: null,
    remote: null,
    generation: 0,
    liveHandles: 0,
    pendingCalls: 0,
    idleTimer: null,
    inFlight: new Set(),
    served: false,
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
    slot.served = false;
    slot.generation++;
  };

  /** An idle worker that held results ends; a warm pool starts a fresh one (not after a crash: it could crash again). */
  const expire = (slot: Slot) => {
    terminate(slot);
    if (warm && !disposed) warmUp(slot);
  };

  const scheduleExpiry = (slot: Slot) => {
    if (slot.idleTimer !== null) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    if (slot.worker === null || !slot.served || slot.liveHandles > 0 || slot.pendingCalls > 0) return;
    slot.idleTimer = setTimeout(() => expire(slot), idleMs);
  };

  /** The worker died: its calls in flight fail with WorkerLostError, its handles are revived on use. */
  const lose = (slot: Slot, generation: number) => {
    if (disposed || slot.generation !== generation) return;
    const rejections = [...slot.inFlight];
    slot.inFlight.clear();
    terminate(slot);
    const error = new WorkerLostError('The data engine stopped unexpectedly and was restarted');
    for (const reject of rejections) reject(error);
  };

  /** Watches a new worker for its death: an error it did not handle, or the end of its life lock. */
  const watch = (slot: Slot, worker: Worker, remote: Remote<EngineWorkerApi>) => {
    const generation = slot.generation;
    worker.addEventListener('error', (event) => {
      console.warn('An engine worker failed; it is replaced', event.message);
      lose(slot, generation);
    });
    const locks = (navigator as Navigator & { locks?: LockManager }).locks;
    if (locks === undefined) return;
    const name = `marketview-engine-${++lifeLockCount}-${Math.random().toString(36).slice(2)}`;
    remote.holdLifeLock(name).then(
      () => {
        if (slot.generation !== generation) return;
        void locks.request(name, () => lose(slot, generation));
      },
      () => undefined,
    );
  };

  const remoteOf = (slot: Slot): Remote<EngineWorkerApi> => {
    if (disposed) throw new HandleError('The engine was disposed');
    if (slot.remote === null) {
      const worker = createWorker();
      slot.worker = worker;
      slot.remote = wrap<EngineWorkerApi>(worker);
      watch(slot, worker, slot.remote);
    }
    return slot.remote;
  };

  /** Starts the slot's worker when the UI thread is idle, unless a call has started it by then. */
  function warmUp(slot: Slot) {
    whenIdle(() => {
      if (!disposed && slot.remote === null) remoteOf(slot);
    }, WARM_UP_TIMEOUT_MS);
  }
  if (warm) for (const slot of slots) warmUp(slot);

  /** Runs one worker call with abort support; unwraps the EngineReply into a value or an EngineError. */
  const call = async <T>(
    slot: Slot,
    signal: AbortSignal | undefined,
    invoke: (remote: Remote<EngineWorkerApi>, callId: number) => Promise<EngineReply<T>>,
  ): Promise<T> => {
    if (signal?.aborted) throw new EngineAbortError('Aborted before it started');
    const callId = nextCallId++;
    const remote = remoteOf(slot);
    slot.served = true;
    slot.pendingCalls++;
    if (slot.idleTimer !== null) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    let onAbort: (() => void) | null = null;
    let onLoss: ((error: WorkerLostError) => void) | null = null;
    const interrupted = new Promise<never>((_, reject) => {
      onAbort = () => {
        void remote.cancel(callId).catch(() => undefined);
        reject(new EngineAbortError('Aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      onLoss = reject;
      slot.inFlight.add(onLoss);
    });
    try {
      let reply: EngineReply<T>;
      try {
        reply = await Promise.race([invoke(remote, callId), interrupted]);
      } catch (error) {
        // A worker that failed to load or crashed rejects with a plain Error: keep the one type.
        if (error instanceof EngineError) throw error;
        throw new EngineError(error instanceof Error ? error.message : String(error));
      }
      if (!reply.ok) {
        const error = engineErrorFrom(reply.error);
        if (error instanceof HttpError) reportRefusal(error.status, error.body);
        throw error;
      }
      return reply.value;
    } finally {
      if (onAbort !== null) signal?.removeEventListener('abort', onAbort);
      if (onLoss !== null) slot.inFlight.delete(onLoss);
      slot.pendingCalls--;
      scheduleExpiry(slot);
    }
  };

  const checkView = (view: ViewHandle): PoolView => {
    if (!(view instanceof PoolView)) throw new HandleError('Not a view of this engine');
    if (view.released) throw new HandleError('The view was released');
    return view;
  };

  const checkDataset = (dataset: DatasetHandle): PoolDataset => {
    if (!(dataset instanceof PoolDataset)) throw new HandleError('Not a dataset of this engine');
    if (dataset.released) throw new HandleError('The dataset was released');
    return dataset;
  };

  /**
   * A live handle of a worker that died is opened again in its replacement (an idle worker only
   * expires without live handles, so a stale generation on a live handle means a lost worker).
   */
  const revive = async <S>(
    handle: { revival: Promise<void> | null; generation: number; summary: S; readonly slot: Slot },
    signal: AbortSignal | undefined,
    open: (remote: Remote<EngineWorkerApi>, callId: number) => Promise<EngineReply<S>>,
  ): Promise<void> => {
    if (handle.generation === handle.slot.generation) return;
    // Calls waiting on the same handle share one reopening.
    handle.revival ??= call(handle.slot, signal, open)
      .then((summary) => {
        handle.summary = summary;
        handle.generation = handle.slot.generation;
        handle.slot.liveHandles++;
      })
      .finally(() => {
        handle.revival = null;
      });
    return handle.revival;
  };

  const reviveView = async (view: PoolView, signal: AbortSignal | undefined): Promise<void> => {
    await revive(view.dataset, signal, view.dataset.reopen);
    await revive(view, signal, (remote, id) => remote.createView(id, view.dataset.summary.datasetId, view.spec));
  };

  /** Runs a call on a handle's worker, reviving the handle first; a call the worker's death cut short runs once more. */
  const onHandle = async <T>(
    handle: PoolDataset | PoolView,
    signal: AbortSignal | undefined,
    invoke: (remote: Remote<EngineWorkerApi>, callId: number) => Promise<EngineReply<T>>,
  ): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      if (handle instanceof PoolView) await reviveView(handle, signal);
      else await revive(handle, signal, handle.reopen);
      try {
        return await call(handle.slot, signal, invoke);
      } catch (error) {
        if (!(error instanceof WorkerLostError) || attempt > 0) throw error;
      }
    }
  };

  /** Replies for an older view version than the handle has seen are stale. */
  const current = <T extends { version: number }>(view: PoolView, value: T): T => {
    if (value.version < view.summary.version) throw new StaleResultError('The view changed since this call');
    return value;
  };

  /** Opening runs once more when the worker died under it (the new worker starts clean). */
  const withRetry = async <T>(open: () => Promise<T>): Promise<T> => {
    try {
      return await open();
    } catch (error) {
      if (!(error instanceof WorkerLostError)) throw error;
      return open();
    }
  };

  /** A landing group comes back from the landing call again; the other groups it opens are let go. */
  const reopenLandingGroup =
    (apiParams: ApiParams, group: LandingGroupSummary): Reopen =>
    async (remote, id) => {
      const reply = await remote.openLanding(id, apiParams);
      if (!reply.ok) return reply;
      const again = reply.value.find((summary) => summary.groupKey === group.groupKey);
      for (const other of reply.value) if (other !== again) void remote.releaseDataset(other.datasetId);
      return again === undefined
        ? { ok: false, error: { name: 'EngineError', message: `The landing group ${group.groupKey} is gone` } }
        : { ok: true, value: again };
    };

  const slotFor = (request: OpenDatasetRequest) =>
    slots[hashOf(`${request.kind} ${request.endpoint} ${JSON.stringify(request.apiParams)}`) % slots.length]!;

  return {
    async openDataset(
      request: OpenDatasetRequest,
      callOptions: CallOptions & OpenDatasetOptions & { onPartial?: (dataset: DatasetHandle) => void } = {},
    ) {
      const slot = slotFor(request);
      const open: OpenDatasetOptions = {
        refetch: callOptions.refetch === true,
        prefetch: callOptions.prefetch === true,
      };
      const reopen: Reopen = (remote, id) => remote.openDataset(id, request, { refetch: false });
      const { signal, onPartial } = callOptions;
      let settled = false;
      // The first rows, while the rest arrives: a handle of their own, let go at once when the
      // call is over or was abandoned (its worker replaced, a partial handle is opened again whole).
      const partial =
        onPartial === undefined
          ? null
          : proxy((summary: DatasetSummary) => {
              if (settled || signal?.aborted === true || slot.remote === null) {
                void slot.remote?.releaseDataset(summary.datasetId);
                return;
              }
              slot.liveHandles++;
              onPartial(new PoolDataset(summary, slot, slot.generation, reopen));
            });
      try {
        const summary = await withRetry(() =>
          call(slot, signal, (remote, id) => remote.openDataset(id, request, open, partial)),
        );
        slot.liveHandles++;
        return new PoolDataset(summary, slot, slot.generation, reopen);
      } finally {
        settled = true;
      }
    },

    prefetchDataset(request: OpenDatasetRequest) {
      this.openDataset(request, { prefetch: true }).then(
        (handle) => this.release(handle),
        () => undefined,
      );
    },

    async openLanding(apiParams: ApiParams, callOptions: CallOptions = {}) {
      const slot = slots[0]!;
      const groups = await withRetry(() =>
        call(slot, callOptions.signal, (remote, id) => remote.openLanding(id, apiParams)),
      );
      slot.liveHandles += groups.length;
      return groups.map(
        (summary): LandingDatasetHandle =>
          new PoolDataset<LandingGroupSummary>(summary, slot, slot.generation, reopenLandingGroup(apiParams, summary)),
      );
    },

    async createView(dataset: DatasetHandle, spec: ViewSpec, callOptions: CallOptions = {}) {
      const owner = checkDataset(dataset);
      const summary = await onHandle(owner, callOptions.signal, (remote, id) =>
        remote.createView(id, owner.summary.datasetId, spec),
      );
      owner.slot.liveHandles++;
      return new PoolView(owner, summary, owner.slot, owner.generation, spec);
    },

    async updateView(view: ViewHandle, spec: ViewSpec, callOptions: CallOptions = {}) {
      const target = checkView(view);
      const ticket = ++target.latestTicket;
      const summary = await onHandle(target, callOptions.signal, (remote, id) =>
        remote.updateView(id, target.summary.viewId, spec),
      );
      if (ticket !== target.latestTicket) throw new StaleResultError('A newer update of this view was requested');
      target.summary = summary;
      target.spec = spec;
      return summary;
    },

    async getRows(view: ViewHandle, start: number, end: number, callOptions: CallOptions = {}): Promise<RowWindow> {
      const target = checkView(view);
      const window = await onHandle(target, callOptions.signal, (remote, id) =>
        remote.getRows(id, target.summary.viewId, start, end),
      );
      return current(target, window);
    },

    async getMapPoints(view: ViewHandle, callOptions: CallOptions = {}): Promise<MapPoints> {
      const target = checkView(view);
      const points = await onHandle(target, callOptions.signal, (remote, id) =>
        remote.getMapPoints(id, target.summary.viewId),
      );
      return current(target, points);
    },

    async getSeries(view: ViewHandle, measure: string, callOptions: CallOptions = {}): Promise<ViewSeries> {
      const target = checkView(view);
      const series = await onHandle(target, callOptions.signal, (remote, id) =>
        remote.getSeries(id, target.summary.viewId, measure),
      );
      return current(target, series);
    },

    async getClusters(view: ViewHandle, query: ClusterQuery, callOptions: CallOptions = {}): Promise<ClusterResult> {
      const target = checkView(view);
      const clusters = await onHandle(target, callOptions.signal, (remote, id) =>
        remote.getClusters(id, target.summary.viewId, query),
      );
      return current(target, clusters);
    },

    async getClusterExpansionZoom(view: ViewHandle, clusterId: number, callOptions: CallOptions = {}) {
      const target = checkView(view);
      return onHandle(target, callOptions.signal, (remote, id) =>
        remote.getClusterExpansionZoom(id, target.summary.viewId, clusterId),
      );
    },

    async getPinNames(view: ViewHandle, rows: readonly number[], callOptions: CallOptions = {}) {
      const target = checkView(view);
      return onHandle(target, callOptions.signal, (remote, id) =>
        remote.getPinNames(id, target.summary.viewId, [...rows]),
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
      return onHandle(target, callOptions.signal, (remote, id) =>
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

/** The app's one engine (created on first use), its workers started ahead of the first search. */
export function getEngine(): MarketEngine {
  shared ??= createEnginePool({ warm: true });
  return shared;
}
