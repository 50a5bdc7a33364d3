import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { searchBodyEncoding } from '@server/http/body-encoding';
import { SearchCache } from '@server/http/search-cache';
import { inProcessRunner, type SearchRunner } from '@server/search-pool/search-runner';
import type { SearchTask } from '@server/search-pool/search-task';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { appWithRunner, login } from '@test-support/app-with-runner';

/** The request thread's runner, counting the searches it really runs. */
function countingRunner(inner: SearchRunner): SearchRunner & { runs: SearchTask[] } {
  const runs: SearchTask[] = [];
  return { threads: 0, runs, run: (task) => (runs.push(task), inner.run(task)), close: () => inner.close() };
}

let t: TestApp;
let app: FastifyInstance;
let runner: ReturnType<typeof countingRunner>;

beforeAll(async () => {
  t = await createTestApp({ config: { searchCacheBytes: 64 * 2 ** 20 } });
  runner = countingRunner(inProcessRunner(t.db));
  app = await appWithRunner(t.db, t.config, runner);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const SALES = '/api/v1/sales/sales?time-period-from=2022-01-01&time-period-to=2026-09-30&subproperty-type[]=1';
const HISTORY = '/api/v1/rental/markethistory?queryMonthStart=2025-01&queryMonthEnd=2026-06&timeRange=3mo';

describe('repeated searches', () => {
  test('an identical search is answered from the cache, with the same strong ETag, and 304 on If-None-Match', async () => {
    const cookie = await login(app, 'demo');
    const url = `${SALES}&text-search=cache-probe-1`;
    const first = await app.inject({ url, headers: { cookie, 'accept-encoding': 'br' } });
    const runsAfterFirst = runner.runs.length;
    const second = await app.inject({ url, headers: { cookie, 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(runner.runs.length).toBe(runsAfterFirst);
    expect(second.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const revalidated = await app.inject({
      url,
      headers: { cookie, 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const stale = await app.inject({ url, headers: { cookie, 'accept-encoding': 'br', 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  test('the same search differs only in encoding: each answer carries the encoding the request accepts', async () => {
    const cookie = await login(app, 'demo');
    const url = `${SALES}&text-search=cache-probe-2`;
    const plain = await app.inject({ url, headers: { cookie, 'accept-encoding': 'identity' } });
    const br = await app.inject({ url, headers: { cookie, 'accept-encoding': 'gzip;q=0.5, br' } });
    const gzip = await app.inject({ url, headers: { cookie, 'accept-encoding': 'gzip, br;q=0' } });
    const brAgain = await app.inject({ url, headers: { cookie, 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brAgain.headers['content-encoding']).toBe('br');
    const text = plain.rawPayload.toString();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(text);
    expect(zlib.brotliDecompressSync(brAgain.rawPayload).toString()).toBe(text);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(br.headers.vary).toContain('accept-encoding');
  });

  test('two accounts with different permissions never share an answer; a logged-out cookie gets none', async () => {
    const demo = await login(app, 'demo');
    const noRental = await login(app, 'no-rental');
    const salesOnly = await login(app, 'sales-only');
    // demo fills the cache with a rental history; no-rental lacks the rental expansion.
    expect((await app.inject({ url: HISTORY, headers: { cookie: demo } })).statusCode).toBe(200);
    expect((await app.inject({ url: HISTORY, headers: { cookie: noRental } })).statusCode).toBe(403);
    const projects = '/api/v1/urban/project/condo/active?region_filter[]=2';
    expect((await app.inject({ url: projects, headers: { cookie: demo } })).statusCode).toBe(200);
    expect((await app.inject({ url: projects, headers: { cookie: salesOnly } })).statusCode).toBe(403);

    // A search both may run: each permission set builds (and keeps) its own entry.
    const url = `${SALES}&text-search=cache-probe-3`;
    const before = runner.runs.length;
    const forDemo = await app.inject({ url, headers: { cookie: demo } });
    const forSalesOnly = await app.inject({ url, headers: { cookie: salesOnly } });
    expect(forDemo.statusCode).toBe(200);
    expect(forSalesOnly.statusCode).toBe(200);
    expect(runner.runs.length).toBe(before + 2);

    await app.inject({ method: 'POST', url: '/user/logout', headers: { cookie: salesOnly } });
    const afterLogout = await app.inject({ url, headers: { cookie: salesOnly } });
    expect(afterLogout.statusCode).toBe(403);
    expect(afterLogout.json()).not.toHaveProperty('data');
  });

  test('a new migration or seed (a new data version) drops what was kept', async () => {
    const cookie = await login(app, 'demo');
    const url = `${SALES}&text-search=cache-probe-4`;
    await app.inject({ url, headers: { cookie } });
    const before = runner.runs.length;
    await app.inject({ url, headers: { cookie } });
    expect(runner.runs.length).toBe(before);
    await sql`insert into kysely_migration (name, timestamp) values ('999-cache-test', '2026-09-30T00:00:00.000Z')`.execute(
      t.db,
    );
    // The data version is read again at most every 5 s; move the clock past that.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 6_000);
    try {
      await app.inject({ url, headers: { cookie } });
    } finally {
      clock.mockRestore();
    }
    expect(runner.runs.length).toBe(before + 1);
  });
});

describe('SearchCache', () => {
  const entry = (bytes: number, etag: string) => ({ body: new Uint8Array(bytes), encoding: 'br' as const, etag });

  test('keeps at most its byte budget, dropping the least recently used first', () => {
    const cache = new SearchCache(100);
    cache.set('a', entry(40, 'a'));
    cache.set('b', entry(40, 'b'));
    expect(cache.get('a')?.etag).toBe('a');
    cache.set('c', entry(40, 'c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.etag).toBe('a');
    expect(cache.get('c')?.etag).toBe('c');
    expect(cache.heldBytes).toBe(80);
    cache.set('too big', entry(101, 'x'));
    expect(cache.get('too big')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.heldBytes).toBe(0);
  });

  test('the encoding follows Accept-Encoding, q=0 refusing a coding', () => {
    expect(searchBodyEncoding('gzip, deflate, br')).toBe('br');
    expect(searchBodyEncoding('br;q=0, gzip')).toBe('gzip');
    expect(searchBodyEncoding('deflate')).toBe('identity');
    expect(searchBodyEncoding(undefined)).toBe('identity');
    expect(searchBodyEncoding('*')).toBe('gzip');
  });
});
