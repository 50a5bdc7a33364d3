/**
 * Exposes an engine service over Comlink, transferring (not copying) the typed arrays and file
 * buffers of replies (Perspective habit). Shared by the real worker and the test worker that
 * answers fetches from fixtures.
 */
import { expose, transfer } from 'comlink';
import type { EngineReply, EngineWorkerApi } from '@contract/engine';
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
  const lifeLock = new LifeLock();
  const calls: Omit<EngineWorkerApi, 'holdLifeLock'> = {
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
  };
  const api: EngineWorkerApi = { ...lifeLock.gate(calls), holdLifeLock: (name) => lifeLock.hold(name) };
  expose(api);
}

/**
 * The lock this worker holds for life: the pool asks for it once the worker says it holds it, and
 * gets it only when the worker has ended (crashed, or terminated by the page or the browser).
 *
 * No other reply leaves before that "held" reply: the pool sends holdLifeLock first, and every
 * call waits until a task after the lock was granted, when the "held" reply is already posted.
 * Otherwise a worker could answer calls and be terminated before the pool asked for its lock, and
 * its death would go unnoticed, the next call waiting forever.
 */
class LifeLock {
  private announced: Promise<void> = Promise.resolve();

  hold(name: string): Promise<void> {
    const locks = (navigator as { locks?: LockManager }).locks;
    if (locks === undefined) return Promise.resolve();
    const held = new Promise<void>((granted) => {
      void locks.request(name, () => {
        granted();
        return new Promise<never>(() => undefined);
      });
    });
    this.announced = held.then(() => new Promise<void>((next) => setTimeout(next, 0)));
    return held;
  }

  /** The calls, each waiting until the lock is announced. */
  gate<Calls extends object>(calls: Calls): Calls {
    const gated: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(calls) as Array<[string, (...args: unknown[]) => Promise<unknown>]>)
      gated[name] = async (...args: unknown[]) => {
        await this.announced;
        return call(...args);
      };
    // Same keys, each call wrapped with its own signature.
    return gated as Calls;
  }
}
