import { describe, expect, it } from 'vitest';
import { ReplyError } from '@workers/service/engine-reply';
import { fetchSearch, type Fetcher } from '@workers/service/fetch-json';

/** A response whose body arrives as these byte chunks, one per read. */
function chunked(chunks: Uint8Array[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(next);
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

const answering =
  (response: () => Response): Fetcher =>
  async () =>
    response();

async function failure(promise: Promise<unknown>): Promise<ReplyError['data']> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ReplyError) return error.data;
    throw error;
  }
  throw new Error('expected a ReplyError');
}

/** A search the server answers as JSON: its parsed body, read as it arrives. */
async function fetchJson(fetcher: Fetcher, url: string, signal: AbortSignal): Promise<unknown> {
  const body = await fetchSearch(fetcher, url, signal);
  if (!('json' in body)) throw new Error('expected a JSON answer');
  return body.json;
}

describe('fetchSearch, a JSON answer', () => {
  it('parses a body that arrives in chunks, a character split between two of them', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ data: [{ name: 'Café Äußere – 東京' }], n: 1 }));
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of "é"
    const chunks = [bytes.subarray(0, 3), bytes.subarray(3, cut), bytes.subarray(cut)];
    const body = await fetchJson(
      answering(() => chunked(chunks)),
      '/api/x',
      new AbortController().signal,
    );
    expect(body).toEqual({ data: [{ name: 'Café Äußere – 東京' }], n: 1 });
  });

  it('answers ParseError for a body that is not JSON, naming the URL', async () => {
    const error = await failure(
      fetchJson(
        answering(() => chunked([new TextEncoder().encode('{"data": [')])),
        '/api/x',
        new AbortController().signal,
      ),
    );
    expect(error).toEqual({ name: 'ParseError', message: 'Response of /api/x is not JSON' });
  });

  it('answers AbortError when the call is aborted while the body arrives', async () => {
    const controller = new AbortController();
    const fetcher: Fetcher = async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"data": ['));
          init.signal?.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
        },
      });
      queueMicrotask(() => controller.abort());
      return new Response(body);
    };
    expect(await failure(fetchJson(fetcher, '/api/x', controller.signal))).toEqual({
      name: 'AbortError',
      message: 'Request aborted',
    });
  });

  it('answers EngineError when the connection breaks inside the body', async () => {
    const fetcher: Fetcher = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('{"data": ['));
            stream.error(new TypeError('network error'));
          },
        }),
      );
    expect(await failure(fetchJson(fetcher, '/api/x', new AbortController().signal))).toEqual({
      name: 'EngineError',
      message: 'network error',
    });
  });

  it('answers HttpError with the server’s message for a failed status', async () => {
    const error = await failure(
      fetchJson(
        answering(() => chunked([new TextEncoder().encode('{"message":"Unauthorized"}')], 401)),
        '/api/x',
        new AbortController().signal,
      ),
    );
    expect(error).toMatchObject({ name: 'HttpError', message: 'Unauthorized', status: 401 });
  });
});
