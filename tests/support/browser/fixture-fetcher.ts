/**
 * A small fixture "server" answered inside the worker (the engine's fetcher is injectable), so
 * browser tests run the real fetch path without the real API server.
 */
import { syntheticResponse } from '@bench/synthetic-results';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export async function fixtureFetch(url: string, init: RequestInit): Promise<Response> {
  if (init.credentials !== 'include')
    return json({ statusCode: 400, error: 'Bad Request', message: 'credentials missing' }, 400);
  const parsed = new URL(url, 'http://fixture.local');
  if (parsed.pathname === '/api/v1/fixture/forbidden') {
    return json({ statusCode: 403, error: 'Forbidden', message: 'Your session has expired' }, 403);
  }
  if (parsed.pathname === '/api/v1/fixture/slow') {
    // Never answers: only an abort ends it.
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
  }
  if (parsed.pathname === '/api/v1/fixture/crash') {
    // A fault the worker does not handle: thrown outside any call, it reaches the page as the
    // worker's error event, and the fetch never answers.
    setTimeout(() => {
      throw new Error('fixture crash');
    }, 0);
    return new Promise<Response>(() => undefined);
  }
  if (parsed.pathname === '/api/v1/fixture/projects') {
    const rows = Number(parsed.searchParams.get('rows') ?? '1000');
    const seed = Number(parsed.searchParams.get('seed') ?? '1');
    return json(syntheticResponse(rows, seed));
  }
  return json({ statusCode: 404, error: 'Not Found', message: `No fixture for ${parsed.pathname}` }, 404);
}
