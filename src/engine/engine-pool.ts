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
 * - replaces a worker that crashes (an uncaught error or a message it cannot read): its calls in
 *   flight are run again on a new worker, and each live dataset and view is opened and computed
 *   again there from its request and latest spec, under the ids and versions the UI already holds,
 *   so the current view comes back without a page reload.
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
  /** Rejects when this generation's worker crashes, so its calls in flight stop waiting. */
  lost: Promise<never> | null;
}

/** The worker of a call crashed; the call is run again on its replacement. */
class WorkerLostError extends EngineError {
  override name = 'WorkerLostError';
}

/** How many times one call may meet a crashed worker before its failure is reported. */
const MAX_ATTEMPTS = 3;

class PoolDataset<Summary extends DatasetSummary = DatasetSummary> implements DatasetHandle {
  readonly type = 'dataset';
  released = false;
  /** The id inside the current worker (the summary keeps the one the UI was given). */
  workerDatasetId: number;
  constructor(
    readonly summary: Summary,
    readonly slot: Slot,
    public generation: number,
    /** Opens the same data again in the slot's current worker (after a crash). */
    readonly reopen: () => Promise<DatasetSummary>,
  ) {
    this.workerDatasetId = summary.datasetId;
  }
}

class PoolView implements ViewHandle {
  readonly type = 'view';
  released = false;
  /** Ticket of the newest updateView call; older replies are stale. */
  latestTicket = 0;
  /** The id inside the current worker; replies are given the UI's id (summary.viewId). */
  workerViewId: number;
  /** Added to a recomputed view's versions so they continue the ones the UI holds. */
  versionOffset = 0;
  rowsVersionOffset = 0;
  constructor(
    readonly dataset: PoolDataset,
    public summary: ViewSummary,
    readonly slot: Slot,
    public generation: number,
    /** The latest spec asked for: what the view is computed again from after a crash. */
    public spec: ViewSpec,
  ) {
    this.workerViewId = summary.viewId;
  }
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
    lost: null,
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
    slot.lost = null;
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
      const worker = createWorker();
      let markLost: (error: WorkerLostError) => void = () => undefined;
      const lost = new Promise<never>((_, reject) => {
        markLost = reject;
      });
      // Nobody may be waiting on it when it rejects.
      lost.catch(() => undefined);
      const onCrash = (event: Event) => {
        if (slot.worker !== worker) return;
        console.warn('An engine worker crashed; it is replaced and its views are computed again', event);
        markLost(new WorkerLostError('The engine worker crashed'));
        terminate(slot);
      };
      worker.addEventListener('error', onCrash);
      worker.addEventListener('messageerror', onCrash);
      slot.worker = worker;
      slot.remote = wrap<EngineWorkerApi>(worker);
      slot.lost = lost;
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
    const lost = slot.lost!;
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
        reply = await Promise.race([invoke(remote, callId), aborted, lost]);
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
    if (view.released) throw new HandleError('The view was released');
    return view;
  };

  const checkDataset = (dataset: DatasetHandle): PoolDataset => {
    if (!(dataset instanceof PoolDataset)) throw new HandleError('Not a dataset of this engine');
    if (dataset.released) throw new HandleError('The dataset was released');
    return dataset;
  };

  /** A live dataset whose worker crashed is opened again in the slot's new worker. */
  const liveDataset = async (dataset: PoolDataset): Promise<PoolDataset> => {
    if (dataset.generation === dataset.slot.generation) return dataset;
    const summary = await dataset.reopen();
    dataset.workerDatasetId = summary.datasetId;
    dataset.generation = dataset.slot.generation;
    dataset.slot.liveHandles++;
    return dataset;
  };

  /** Replies carry the ids and versions the UI holds, whichever worker computed them. */
  const asSeen = <T extends { viewId: number; version: number }>(view: PoolView, value: T): T => ({
    ...value,
    viewId: view.summary.viewId,
    version: value.version + view.versionOffset,
  });

  const seenSummary = (view: PoolView, summary: ViewSummary): ViewSummary => ({
    ...asSeen(view, summary),
    rowsVersion: summary.rowsVersion + view.rowsVersionOffset,
  });

  /**
   * A live view whose worker crashed is computed again in the new worker from its dataset's
   * request and its latest spec; its versions continue from those the UI last saw.
   */
  const liveView = async (view: PoolView): Promise<PoolView> => {
    if (view.generation === view.slot.generation) return view;
    const dataset = await liveDataset(view.dataset);
    const summary = await call(view.slot, undefined, (remote, id) =>
      remote.createView(id, dataset.workerDatasetId, view.spec),
    );
    view.workerViewId = summary.viewId;
    view.versionOffset = view.summary.version - summary.version;
    view.rowsVersionOffset = view.summary.rowsVersion - summary.rowsVersion;
    view.generation = view.slot.generation;
    view.slot.liveHandles++;
    return view;
  };

  /** Runs a call again when its worker crashed under it (the handles are rebuilt first). */
  const surviving = async <T>(run: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof WorkerLostError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  };

  /** Replies for an older view version than the handle has seen are stale. */
  const current = <T extends { viewId: number; version: number }>(view: PoolView, value: T): T => {
    const seen = asSeen(view, value);
    if (seen.version < view.summary.version) throw new StaleResultError('The view changed since this call');
    return seen;
  };

  const slotFor = (request: OpenDatasetRequest) =>
    slots[hashOf(`${request.kind} ${request.endpoint} ${JSON.stringify(request.apiParams)}`) % slots.length]!;

  return {
    async openDataset(request: OpenDatasetRequest, callOptions: CallOptions & OpenDatasetOptions = {}) {
      const slot = slotFor(request);
      const open: OpenDatasetOptions = { refetch: callOptions.refetch === true };
      const summary = await surviving(() =>
        call(slot, callOptions.signal, (remote, id) => remote.openDataset(id, request, open)),
      );
      slot.liveHandles++;
      const reopen = () => call(slot, undefined, (remote, id) => remote.openDataset(id, request, { refetch: false }));
      return new PoolDataset(summary, slot, slot.generation, reopen);
    },

    async openLanding(apiParams: ApiParams, callOptions: CallOptions = {}) {
      const slot = slots[0]!;
      const groups = await surviving(() =>
        call(slot, callOptions.signal, (remote, id) => remote.openLanding(id, apiParams)),
      );
      slot.liveHandles += groups.length;
      // After a crash the landing is opened once in the new worker for all its groups.
      let reopened: { generation: number; groups: Promise<LandingGroupSummary[]> } | null = null;
      const reopenGroup = (groupKey: string) => async () => {
        if (reopened === null || reopened.generation !== slot.generation) {
          const groupsAgain = call(slot, undefined, (remote, id) => remote.openLanding(id, apiParams));
          reopened = { generation: slot.generation, groups: groupsAgain };
        }
        const group = (await reopened.groups).find((candidate) => candidate.groupKey === groupKey);
        if (group === undefined) throw new HandleError(`The landing group ${groupKey} is gone`);
        return group;
      };
      return groups.map(
        (summary): LandingDatasetHandle =>
          new PoolDataset<LandingGroupSummary>(summary, slot, slot.generation, reopenGroup(summary.groupKey)),
      );
    },

    async createView(dataset: DatasetHandle, spec: ViewSpec, callOptions: CallOptions = {}) {
      const owner = checkDataset(dataset);
      return surviving(async () => {
        const live = await liveDataset(owner);
        const summary = await call(owner.slot, callOptions.signal, (remote, id) =>
          remote.createView(id, live.workerDatasetId, spec),
        );
        owner.slot.liveHandles++;
        return new PoolView(owner, summary, owner.slot, owner.generation, spec);
      });
    },

    async updateView(view: ViewHandle, spec: ViewSpec, callOptions: CallOptions = {}) {
      const target = checkView(view);
      const ticket = ++target.latestTicket;
      target.spec = spec;
      const summary = await surviving(async () => {
        const live = await liveView(target);
        return seenSummary(
          live,
          await call(target.slot, callOptions.signal, (remote, id) => remote.updateView(id, live.workerViewId, spec)),
        );
      });
      if (ticket !== target.latestTicket) throw new StaleResultError('A newer update of this view was requested');
      target.summary = summary;
      return summary;
    },

    async getRows(view: ViewHandle, start: number, end: number, callOptions: CallOptions = {}): Promise<RowWindow> {
      const target = checkView(view);
      return surviving(async () => {
        const live = await liveView(target);
        const window = await call(target.slot, callOptions.signal, (remote, id) =>
          remote.getRows(id, live.workerViewId, start, end),
        );
        return current(target, window);
      });
    },

    async getMapPoints(view: ViewHandle, callOptions: CallOptions = {}): Promise<MapPoints> {
      const target = checkView(view);
      return surviving(async () => {
        const live = await liveView(target);
        const points = await call(target.slot, callOptions.signal, (remote, id) =>
          remote.getMapPoints(id, live.workerViewId),
        );
        return current(target, points);
      });
    },

    async getClusters(view: ViewHandle, query: ClusterQuery, callOptions: CallOptions = {}): Promise<ClusterResult> {
      const target = checkView(view);
      return surviving(async () => {
        const live = await liveView(target);
        const clusters = await call(target.slot, callOptions.signal, (remote, id) =>
          remote.getClusters(id, live.workerViewId, query),
        );
        return current(target, clusters);
      });
    },

    async getClusterExpansionZoom(view: ViewHandle, clusterId: number, callOptions: CallOptions = {}) {
      const target = checkView(view);
      return surviving(async () => {
        const live = await liveView(target);
        return call(target.slot, callOptions.signal, (remote, id) =>
          remote.getClusterExpansionZoom(id, live.workerViewId, clusterId),
        );
      });
    },

    async exportView(
      view: ViewHandle,
      exportOptions: ExportOptions,
      callOptions: CallOptions & { onProgress?: (progress: ExportProgress) => void } = {},
    ): Promise<ExportFile> {
      const target = checkView(view);
      const onProgress = callOptions.onProgress;
      const progress = onProgress === undefined ? null : proxy((value: ExportProgress) => onProgress(value));
      return surviving(async () => {
        const live = await liveView(target);
        return call(target.slot, callOptions.signal, (remote, id) =>
          remote.exportView(id, live.workerViewId, exportOptions, progress),
        );
      });
    },

    async release(handle: DatasetHandle | ViewHandle) {
      const target = handle instanceof PoolView ? handle : handle instanceof PoolDataset ? handle : null;
      if (target === null || target.released) return;
      target.released = true;
      const slot = target.slot;
      if (target.generation !== slot.generation || slot.remote === null) return;
      slot.liveHandles = Math.max(0, slot.liveHandles - 1);
      if (target instanceof PoolView) await slot.remote.releaseView(target.workerViewId);
      else await slot.remote.releaseDataset(target.workerDatasetId);
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
