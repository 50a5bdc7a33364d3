import zlib from 'node:zlib';
import http from 'node:http';
import Fastify from 'fastify';
import { tableFromIPC } from '@uwdata/flechette';
import { afterAll, describe, expect, it } from 'vitest';
import { ARROW_FIRST_BATCH_ROWS, ARROW_STREAM_TYPE } from '@contract/arrow-search';
import { IpcMessageSplitter } from '@contract/arrow-ipc-messages';
import { ArrowRowStore } from '@server/http/arrow-columns';
import { encodeArrowParts, encodeArrowSearch, joinParts } from '@server/http/arrow-body';
import { buildArrowBody, type BodyHead, type BuiltBody } from '@server/search-pool/built-body';
import { createSearchService } from '@server/search-pool/search-service';
import type { SearchRunner } from '@server/search-pool/search-runner';

/**
 * An Arrow answer is sent in two parts (contract/arrow-search.ts): its head (schema, the
 * dictionaries' first batches, the first record batch) then the rest (each dictionary's delta,
 * the other batch, the end of the stream). The head is a stream a reader decodes alone, whose
 * dictionaries hold only what its rows use; compressed, it is flushed first and sent before the
 * rest is built, and the body kept is the whole answer.
 */
const ROWS = ARROW_FIRST_BATCH_ROWS * 4 + 13;
// Texts that repeat (dictionaries; one shared by a name and its lines), most first used after
// the first batch, and numbers: the answer's columns as the server writes them.
const rows = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  city: `City ${i % 97}`,
  builder: `Builder ${(i * 7) % 301}`,
  builderText: `Builder ${(i * 7) % 301}\nAttn: Officer ${i % 13}`,
  price: i % 11 === 0 ? null : 250_000 + i * 125.5,
}));
const envelope = { data: [], clamped: false };
const store = ArrowRowStore.fromRows(rows);
const indices = Int32Array.from(rows, (_, i) => i);

/** The dictionary batches' flags, in stream order: isDelta of each (Message.fbs DictionaryBatch field 2). */
function dictionaryDeltas(stream: Uint8Array): boolean[] {
  const splitter = new IpcMessageSplitter();
  return splitter
    .push(stream)
    .filter((message) => message.kind === 'dictionary')
    .map((message) => {
      const view = new DataView(stream.buffer, stream.byteOffset + message.start + 8);
      const table = (at: number) => at + view.getUint32(at, true);
      const field = (tableAt: number, index: number) => {
        const vtable = tableAt - view.getInt32(tableAt, true);
        const slot = 4 + 2 * index;
        return slot < view.getUint16(vtable, true) ? view.getUint16(vtable + slot, true) : 0;
      };
      const root = table(0);
      const header = table(root + field(root, 2));
      const delta = field(header, 2);
      return delta !== 0 && view.getUint8(header + delta) === 1;
    });
}

describe('encodeArrowParts', () => {
  const { parts, headParts } = encodeArrowParts(envelope, 'data', store, indices);
  const whole = joinParts(parts);
  const head = joinParts(parts.slice(0, headParts));

  it('writes the whole stream as before: every row, read by any Arrow reader', () => {
    expect(whole).toEqual(encodeArrowSearch(envelope, 'data', rows));
    const table = tableFromIPC(whole, { useProxy: false });
    expect(table.numRows).toBe(ROWS);
    expect(table.getChild('builderText')?.at(ROWS - 1)).toBeDefined();
    expect(table.toArray().map((row) => row['city'])).toEqual(rows.map((row) => row.city));
  });

  it("puts each dictionary's first batch, then the first record batch, in the head, and the deltas after it", () => {
    const splitter = new IpcMessageSplitter();
    const kinds = splitter.push(whole).map((message) => message.kind);
    const firstBatch = kinds.indexOf('recordBatch');
    expect(kinds.slice(0, firstBatch).filter((kind) => kind === 'dictionary').length).toBeGreaterThan(0);
    // Each dictionary again after the first batch, as a delta.
    const deltas = dictionaryDeltas(whole);
    const before = kinds.slice(0, firstBatch).filter((kind) => kind === 'dictionary').length;
    expect(deltas.slice(0, before).every((delta) => !delta)).toBe(true);
    expect(deltas.slice(before).length).toBe(before);
    expect(deltas.slice(before).every((delta) => delta)).toBe(true);
    expect(head.length).toBeLessThan(whole.length / 2);
  });

  it('makes the head a stream of the first rows whose dictionaries hold only the entries those rows use', () => {
    const first = tableFromIPC(head, { useProxy: false });
    expect(first.numRows).toBe(ARROW_FIRST_BATCH_ROWS);
    const shown = rows.slice(0, ARROW_FIRST_BATCH_ROWS);
    expect(first.toArray().map((row) => [row['city'], row['builder']])).toEqual(
      shown.map((row) => [row.city, row.builder]),
    );
    const city = first.getChild('city')!.data[0] as unknown as { dictionary: { length: number } };
    expect(city.dictionary.length).toBe(new Set(shown.map((row) => row.city)).size);
    const allCities = tableFromIPC(whole, { useProxy: false }).getChild('city')!.data.at(-1) as unknown as {
      dictionary: { length: number };
    };
    expect(allCities.dictionary.length).toBe(97);
  });
});

describe('buildArrowBody', () => {
  const stream = encodeArrowSearch(envelope, 'data', rows);
  const { parts, headParts } = encodeArrowParts(envelope, 'data', store, indices);
  const rawHead = joinParts(parts.slice(0, headParts));

  for (const encoding of ['br', 'gzip'] as const)
    it(`gives the ${encoding} head, flushed, before the body; the body is the whole answer, the head first`, async () => {
      const heads: BodyHead[] = [];
      const body = await buildArrowBody(envelope, 'data', { store, indices }, encoding, (head) => heads.push(head));
      expect(heads).toHaveLength(1);
      const [head] = heads as [BodyHead];
      expect(head.encoding).toBe(encoding);
      expect(head.etag).toBe(body.etag);
      expect(Buffer.from(body.body.subarray(0, head.body.length)).equals(Buffer.from(head.body))).toBe(true);
      // The head alone decodes to the stream's head: a client reads the first rows from it.
      const decoder = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
      const decoded: Buffer[] = [];
      decoder.on('data', (chunk: Buffer) => decoded.push(chunk));
      await new Promise<void>((resolve) => decoder.write(head.body, () => resolve()));
      await new Promise<void>((resolve) => decoder.flush(resolve));
      expect(Buffer.concat(decoded).equals(Buffer.from(rawHead))).toBe(true);
      decoder.destroy();
      const all = encoding === 'br' ? zlib.brotliDecompressSync(body.body) : zlib.gunzipSync(body.body);
      expect(all.equals(Buffer.from(stream))).toBe(true);
    });

  it('sends a small or unencoded answer whole', async () => {
    const heads: BodyHead[] = [];
    const body = await buildArrowBody(envelope, 'data', { store, indices }, 'identity', (head) => heads.push(head));
    expect(heads).toHaveLength(0);
    expect(Buffer.from(body.body).equals(Buffer.from(stream))).toBe(true);
  });
});

describe('the search service sends the head before the rest is built', () => {
  const apps: Array<{ close(): Promise<unknown> }> = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("writes the head as soon as the runner gives it, then the rest: the whole answer's bytes", async () => {
    const whole: BuiltBody = await buildArrowBody(envelope, 'data', { store, indices }, 'br');
    const headLength = 4096;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const runner: SearchRunner = {
      threads: 0,
      close: async () => undefined,
      run: async (_task, onHead) => {
        onHead?.({ ...whole, body: whole.body.subarray(0, headLength) });
        await released;
        return { ok: true, ...whole };
      },
    };
    const service = createSearchService({ runner, cache: null, dataVersion: async () => '1' });
    const app = Fastify();
    apps.push(app);
    app.get('/search', (request, reply) => service.send(request, reply, 'sales.sales', {} as never));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const received = await new Promise<{ headers: http.IncomingHttpHeaders; chunks: Buffer[]; beforeRelease: number }>(
      (resolve, reject) => {
        http
          .get(
            `http://127.0.0.1:${port}/search`,
            { headers: { accept: ARROW_STREAM_TYPE, 'accept-encoding': 'br' } },
            (response) => {
              const chunks: Buffer[] = [];
              let beforeRelease = -1;
              response.on('data', (chunk: Buffer) => {
                chunks.push(chunk);
                // The head came while the runner still holds the rest.
                if (beforeRelease < 0) {
                  beforeRelease = chunks.reduce((total, piece) => total + piece.length, 0);
                  release();
                }
              });
              response.on('end', () => resolve({ headers: response.headers, chunks, beforeRelease }));
            },
          )
          .on('error', reject);
      },
    );
    expect(received.beforeRelease).toBe(headLength);
    expect(received.headers['content-encoding']).toBe('br');
    expect(received.headers['content-type']).toContain(ARROW_STREAM_TYPE);
    expect(received.headers.etag).toBe(whole.etag);
    expect(Buffer.concat(received.chunks).equals(Buffer.from(whole.body))).toBe(true);
  });

  /** A service whose runner gives the head, then waits for `release` before it answers (or fails). */
  async function serviceAfterHead(outcome: 'answer' | 'fail') {
    const whole: BuiltBody = await buildArrowBody(envelope, 'data', { store, indices }, 'br');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let answered: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (answered = resolve));
    const runner: SearchRunner = {
      threads: 0,
      close: async () => undefined,
      run: async (_task, onHead) => {
        onHead?.({ ...whole, body: whole.body.subarray(0, 4096) });
        await released;
        setTimeout(answered, 50);
        if (outcome === 'fail') throw new Error('search thread failed');
        return { ok: true, ...whole };
      },
    };
    const service = createSearchService({ runner, cache: null, dataVersion: async () => '1' });
    const app = Fastify({ logger: false });
    apps.push(app);
    app.get('/search', (request, reply) => service.send(request, reply, 'sales.sales', {} as never));
    app.get('/alive', async () => ({ alive: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    return { port, release, done, whole };
  }

  it('lets a client leave after the head: the rest is dropped and the server goes on', async () => {
    const { port, release, done } = await serviceAfterHead('answer');
    await new Promise<void>((resolve) => {
      const request = http.get(
        `http://127.0.0.1:${port}/search`,
        { headers: { accept: ARROW_STREAM_TYPE, 'accept-encoding': 'br' } },
        (response) => {
          response.once('data', () => {
            request.destroy();
            // The rest is built once the client is gone.
            setTimeout(release, 50);
            resolve();
          });
        },
      );
      request.on('error', () => undefined);
    });
    await done;
    const alive = await fetch(`http://127.0.0.1:${port}/alive`);
    expect(await alive.json()).toEqual({ alive: true });
  });

  it('cuts the body short when the search fails after its head: the client sees a broken transfer', async () => {
    const { port, release, whole } = await serviceAfterHead('fail');
    const outcome = await new Promise<{ bytes: number; error: boolean }>((resolve) => {
      let bytes = 0;
      const request = http.get(
        `http://127.0.0.1:${port}/search`,
        { headers: { accept: ARROW_STREAM_TYPE, 'accept-encoding': 'br' } },
        (response) => {
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            release();
          });
          response.on('error', () => resolve({ bytes, error: true }));
          response.on('aborted', () => resolve({ bytes, error: true }));
          response.on('end', () => resolve({ bytes, error: false }));
        },
      );
      request.on('error', () => resolve({ bytes: -1, error: true }));
    });
    expect(outcome.error).toBe(true);
    expect(outcome.bytes).toBeLessThan(whole.body.length);
  });
});
