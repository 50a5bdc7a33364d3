/**
 * The memory of a page's dedicated workers (the engine pool), read through the DevTools protocol
 * so nothing is added to the product build: each worker's V8 heap in use plus the ArrayBuffer
 * backing stores it holds (`Runtime.getHeapUsage`: `usedSize` + `backingStorageSize`, where the
 * engine's typed-array columns and the Arrow buffers live), after a full garbage collection
 * (`HeapProfiler.collectGarbage`), summed over the workers alive.
 * The workers are reached through worker-sessions.ts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { attachToWorkers } from './worker-sessions';

export interface WorkerMemory {
  /** Bytes held by the page's workers after a garbage collection, and how many workers. */
  sample(): Promise<{ bytes: number; workers: number }>;
  close(): Promise<void>;
}

interface HeapUsage {
  usedSize: number;
  totalSize: number;
  /** Chromium 119+: ArrayBuffer backing stores (typed arrays live there, outside the V8 heap). */
  backingStorageSize?: number;
}

export async function watchWorkerMemory(context: BrowserContext, page: Page): Promise<WorkerMemory> {
  const sessions = await attachToWorkers(context, page);
  const { call } = sessions;

  return {
    async sample() {
      let bytes = 0;
      let counted = 0;
      for (const sessionId of sessions.alive()) {
        try {
          await call(sessionId, 'HeapProfiler.collectGarbage');
          const usage = await call<HeapUsage>(sessionId, 'Runtime.getHeapUsage');
          bytes += usage.usedSize + (usage.backingStorageSize ?? 0);
          counted++;
        } catch {
          // A worker that ended between the listing and the call holds nothing.
        }
      }
      return { bytes, workers: counted };
    },
    close: () => sessions.close(),
  };
}
