/**
 * The memory of a page's dedicated workers (the engine pool), read through the DevTools protocol
 * so nothing is added to the product build: each worker's V8 heap in use plus the ArrayBuffer
 * backing stores it holds (`Runtime.getHeapUsage`: `usedSize` + `backingStorageSize`, where the
 * engine's typed-array columns and the Arrow buffers live), after a full garbage collection
 * (`HeapProfiler.collectGarbage`), summed over the workers alive.
 *
 * Playwright attaches to workers with its own flat sessions and opens no CDP session on a worker;
 * this attaches a second, non-flat one per worker from the page's own session
 * (`Target.setAutoAttach`) and talks to it with `Target.sendMessageToTarget`.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

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
  const cdp: CDPSession = await context.newCDPSession(page);
  const workers = new Set<string>();
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') workers.add(event.sessionId);
  });
  cdp.on('Target.detachedFromTarget', (event) => {
    if (event.sessionId !== undefined) workers.delete(event.sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: { message: string } };
    const call = message.id === undefined ? undefined : pending.get(message.id);
    if (call === undefined) return;
    pending.delete(message.id!);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve(message.result);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });

  const call = <T>(sessionId: string, method: string): Promise<T> => {
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) =>
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    );
    void cdp
      .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params: {} }) })
      .catch((error: Error) => pending.get(id)?.reject(error));
    return answer;
  };

  return {
    async sample() {
      let bytes = 0;
      let counted = 0;
      for (const sessionId of [...workers]) {
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
    async close() {
      await cdp.detach();
    },
  };
}
