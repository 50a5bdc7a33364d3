import type { EngineReply } from '../../../src/api/engine-contract';
import type {
  DatasetHandle,
  LandingDatasetHandle,
  MarketEngine,
  ViewHandle,
  ViewSummary,
} from '../../../src/engine/engine-api';
import { EngineAbortError, StaleResultError, engineErrorFrom } from '../../../src/engine/engine-errors';
import { createEngineService } from '../../../workers/engine-service';

/**
 * The real engine service (`workers/engine-service.ts`: filters, rollups, sort, layout,
 * exports) behind the published `MarketEngine` interface, on the page's thread instead of the
 * worker pool, answering fetches from in-memory responses. It stands in until the pool client
 * (`src/engine/`) lands; the table's tests then switch to the pool.
 */
export function createMainThreadEngine(responses: ReadonlyMap<string, unknown>): MarketEngine {
  const service = createEngineService({
    fetcher: async (url) => {
      const body = responses.get(url);
      return body === undefined
        ? new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })
        : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  let nextCallId = 1;
  const latestUpdate = new Map<number, number>();

  async function call<T>(
    signal: AbortSignal | undefined,
    run: (callId: number) => Promise<EngineReply<T>>,
  ): Promise<T> {
    const callId = nextCallId++;
    if (signal?.aborted) throw new EngineAbortError('Aborted');
    const onAbort = () => void service.cancel(callId);
    signal?.addEventListener('abort', onAbort);
    try {
      const reply = await run(callId);
      if (signal?.aborted) throw new EngineAbortError('Aborted');
      if (!reply.ok) throw engineErrorFrom(reply.error);
      return reply.value;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  function viewHandle(dataset: DatasetHandle, first: ViewSummary): ViewHandle & { summary: ViewSummary } {
    return { type: 'view', dataset, summary: first };
  }
  const datasetIdOf = (handle: DatasetHandle) => handle.summary.datasetId;
  const viewIdOf = (handle: ViewHandle) => handle.summary.viewId;

  return {
    openDataset: async (request, options) => {
      const summary = await call(options?.signal, (id) => service.openDataset(id, request));
      return { type: 'dataset', summary };
    },
    openLanding: async (apiParams, options) => {
      const groups = await call(options?.signal, (id) => service.openLanding(id, apiParams));
      return groups.map((summary): LandingDatasetHandle => ({ type: 'dataset', summary }));
    },
    createView: async (dataset, spec, options) => {
      const summary = await call(options?.signal, (id) => service.createView(id, datasetIdOf(dataset), spec));
      return viewHandle(dataset, summary);
    },
    updateView: async (view, spec, options) => {
      const viewId = viewIdOf(view);
      let thisCall = 0;
      const summary = await call(options?.signal, (id) => {
        thisCall = id;
        latestUpdate.set(viewId, id);
        return service.updateView(id, viewId, spec);
      });
      if (latestUpdate.get(viewId) !== thisCall) throw new StaleResultError('Overtaken by a newer update');
      (view as { summary: ViewSummary }).summary = summary;
      return summary;
    },
    getRows: (view, start, end, options) =>
      call(options?.signal, (id) => service.getRows(id, viewIdOf(view), start, end)),
    getMapPoints: (view, options) => call(options?.signal, (id) => service.getMapPoints(id, viewIdOf(view))),
    getClusters: (view, query, options) =>
      call(options?.signal, (id) => service.getClusters(id, viewIdOf(view), query)),
    getClusterExpansionZoom: (view, clusterId, options) =>
      call(options?.signal, (id) => service.getClusterExpansionZoom(id, viewIdOf(view), clusterId)),
    exportView: (view, exportOptions, options) =>
      call(options?.signal, (id) => service.exportView(id, viewIdOf(view), exportOptions, options?.onProgress ?? null)),
    release: async (handle) => {
      if (handle.type === 'view') await service.releaseView(viewIdOf(handle));
      else await service.releaseDataset(datasetIdOf(handle));
    },
    dispose: () => undefined,
  };
}
