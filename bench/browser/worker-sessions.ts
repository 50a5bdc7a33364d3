/**
 * DevTools sessions on a page's dedicated workers (the engine pool), for the benches that read
 * the workers' memory (worker-memory.ts) or CPU profiles (worker-profile.ts) without adding
 * anything to the product build.
 *
 * Playwright attaches to workers with its own flat sessions and opens no CDP session on a worker;
 * this attaches a second, non-flat one per worker from the page's own session
 * (`Target.setAutoAttach`) and talks to it with `Target.sendMessageToTarget`.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export interface WorkerSessions {
  /** The session ids of the workers alive now. */
  alive(): string[];
  /** One DevTools call on a worker's session; rejects with the protocol's error. */
  call<T>(sessionId: string, method: string, params?: object): Promise<T>;
  close(): Promise<void>;
}

export async function attachToWorkers(context: BrowserContext, page: Page): Promise<WorkerSessions> {
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

  return {
    alive: () => [...workers],
    call<T>(sessionId: string, method: string, params: object = {}): Promise<T> {
      const id = nextId++;
      const answer = new Promise<T>((resolve, reject) =>
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
      );
      void cdp
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
        .catch((error: Error) => pending.get(id)?.reject(error));
      return answer;
    },
    close: () => cdp.detach(),
  };
}
