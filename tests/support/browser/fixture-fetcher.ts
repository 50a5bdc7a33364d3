/**
 * A small fixture "server" answered inside the worker (the engine's fetcher is injectable), so
 * browser tests run the real fetch path without the real API server.
 */
import { ARROW_STREAM_TYPE } from '@contract/arrow-search';
import { syntheticResponse, syntheticRows, SYNTHETIC_COLUMNS } from '@bench/synthetic-results';
import { encodeArrowSearch } from '@server/http/arrow-body';
import { IpcMessageSplitter } from '@contract/arrow-ipc-messages';

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
  if (parsed.pathname === '/api/v1/fixture/sales') return salesFixture(parsed.searchParams, init);
  return json({ statusCode: 404, error: 'Not Found', message: `No fixture for ${parsed.pathname}` }, 404);
}

/**
 * A sales-shaped search (rows wrapped as `data: [{ data: rows }]`, part 2 §7) with nested
 * address lists, dates, booleans and nulls. `format=arrow` answers only a request that asks for
 * Arrow, with the server's own encoder (406 otherwise), so a test that opens it proves the engine
 * read Arrow; `format=json` answers JSON whatever the request asks. `hold=NAME` sends the Arrow
 * body up to its first record batch, then holds the rest until the page posts 'release' (the
 * rest follows) or 'fail' (the connection breaks) on the BroadcastChannel NAME.
 */
function salesFixture(params: URLSearchParams, init: RequestInit): Response {
  const rows = syntheticRows(Number(params.get('rows') ?? '1000'), Number(params.get('seed') ?? '1')).map(
    (row, index) => ({
      ...row,
      // A text null in the first rows, then present (its kind comes from its values).
      note: index % 7 === 0 ? null : `note ${index % 13}`,
      addresses:
        index % 5 === 0
          ? []
          : Array.from({ length: 1 + (index % 3) }, (_, n) => ({
              property_address_1: `${index + 1}${n} Fixture St`,
              property_city: String(row['municipality_name']),
              property_latitude: Number(row['latitude']) + n * 0.001,
              property_longitude: Number(row['longitude']) - n * 0.001,
            })),
    }),
  );
  const body = {
    data: [{ data: rows }],
    tableHeaders: { data: SYNTHETIC_COLUMNS },
    clamped: true,
    clamped_message: 'Fixture clamped message',
  };
  if (params.get('format') === 'json') return json(body);
  const accept = new Headers(init.headers).get('accept') ?? '';
  if (!accept.includes(ARROW_STREAM_TYPE))
    return json({ statusCode: 406, error: 'Not Acceptable', message: accept }, 406);
  const bytes = encodeArrowSearch(body, 'data/0/data', rows);
  const hold = params.get('hold');
  return new Response(
    hold === null ? new Blob([bytes as Uint8Array<ArrayBuffer>]) : heldAfterFirstBatch(bytes, hold, init.signal),
    { status: 200, headers: { 'Content-Type': ARROW_STREAM_TYPE } },
  );
}

/** The stream up to its first record batch at once, the rest when the page says (see salesFixture). */
function heldAfterFirstBatch(
  bytes: Uint8Array,
  channelName: string,
  signal: AbortSignal | null | undefined,
): ReadableStream<Uint8Array> {
  const firstBatch = new IpcMessageSplitter().push(bytes).find((message) => message.kind === 'recordBatch')!;
  const channel = new BroadcastChannel(channelName);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, firstBatch.end));
      const end = (finish: () => void) => {
        channel.close();
        try {
          finish();
        } catch {
          // Already cancelled by the reader.
        }
      };
      channel.onmessage = (event: MessageEvent<'release' | 'fail'>) =>
        end(() => {
          if (event.data === 'fail') controller.error(new TypeError('Fixture connection lost'));
          else {
            controller.enqueue(bytes.slice(firstBatch.end));
            controller.close();
          }
        });
      signal?.addEventListener('abort', () =>
        end(() => controller.error(new DOMException('The operation was aborted.', 'AbortError'))),
      );
    },
    cancel() {
      channel.close();
    },
  });
}
