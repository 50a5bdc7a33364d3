/**
 * Search responses served to the engine worker as same-origin blob URLs, which it fetches like
 * an API endpoint.
 */
export function serveResponse(response: unknown): string {
  return URL.createObjectURL(new Blob([JSON.stringify(response)], { type: 'application/json' }));
}

/** Like `serveResponse(syntheticResponse(rows))`, with the response built in a worker. */
export async function serveSyntheticResponseOffThread(rows: number): Promise<string> {
  const worker = new Worker(new URL('./synthetic-response.worker.ts', import.meta.url), { type: 'module' });
  try {
    const blob = await new Promise<Blob>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<Blob>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage(rows);
    });
    return URL.createObjectURL(blob);
  } finally {
    worker.terminate();
  }
}
