/**
 * Exposes an engine service over Comlink, transferring (not copying) the typed arrays and file
 * buffers of replies (Perspective habit). Shared by the real worker and the test worker that
 * answers fetches from fixtures.
 */
import { expose, transfer } from 'comlink';
import type { EngineReply, EngineWorkerApi } from '@engine/engine-contract';
import { createEngineService, type Fetcher } from './engine-service';

function transferring<A extends unknown[], T>(
  call: (...args: A) => Promise<EngineReply<T>>,
  buffers: (value: T) => ArrayBufferLike[],
): (...args: A) => Promise<EngineReply<T>> {
  return async (...args) => {
    const result = await call(...args);
    return result.ok ? transfer(result, buffers(result.value) as Transferable[]) : result;
  };
}

export function exposeEngine(fetcher: Fetcher): void {
  const service = createEngineService({ fetcher });
  const api: EngineWorkerApi = {
    ...service,
    getMapPoints: transferring(service.getMapPoints, (points) => [
      points.positions.buffer,
      points.rows.buffer,
      points.ids.buffer,
      points.categories.buffer,
    ]),
    getSeries: transferring(service.getSeries, (series) => [
      series.values.buffer,
      ...series.subSeries.map((sub) => sub.values.buffer),
    ]),
    getClusters: transferring(service.getClusters, (clusters) => [
      clusters.positions.buffer,
      clusters.counts.buffer,
      clusters.ids.buffer,
      clusters.rows.buffer,
      clusters.categories.buffer,
    ]),
    exportView: transferring(service.exportView, (file) => [file.buffer]),
    holdLifeLock,
  };
  expose(api);
}

/** Holds the lock until this worker ends; the browser releases it however the worker ends. */
function holdLifeLock(name: string): Promise<void> {
  const locks = (navigator as { locks?: LockManager }).locks;
  if (locks === undefined) return Promise.resolve();
  return new Promise<void>((held) => {
    void locks.request(name, () => {
      held();
      return new Promise<never>(() => undefined);
    });
  });
}
