import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { createEnginePool, poolSize } from '@src/engine/engine-pool';
import { EngineAbortError, HandleError, HttpError, isCancellation, StaleResultError } from '@src/engine/engine-errors';
import { newFixtureWorker, projects, TOTAL_SUITES } from '@test-support/browser/pool-fixtures';
import type { ViewSpec } from '@contract/engine';

const createWorker = newFixtureWorker;

const UNSORTED: ViewSpec = { clientParams: {}, context: { filters: [TOTAL_SUITES] }, sort: null, visibleColumns: null };
let pool: ReturnType<typeof createEnginePool> | null = null;
afterEach(() => {
  pool?.dispose();
  pool = null;
});

describe('engine pool in Chromium', () => {
  it('sizes the pool from hardwareConcurrency, clamped to 1..4', () => {
    expect([poolSize(undefined), poolSize(0), poolSize(1), poolSize(2), poolSize(3), poolSize(16)]).toEqual([
      1, 1, 1, 2, 3, 4,
    ]);
  });

  it('opens a dataset in a worker, views it, and transfers typed arrays for the map', async () => {
    pool = createEnginePool({ createWorker, size: 2 });
    const dataset = await pool.openDataset(projects(3000));
    expect(dataset.summary).toMatchObject({ rowCount: 3000, fromCache: false });
    const view = await pool.createView(dataset, { ...UNSORTED, clientParams: { totalSuitesTo: '200' } });
    expect(view.summary.filteredCount).toBeGreaterThan(0);
    const window = await pool.getRows(view, 0, 40);
    expect(window.rows).toHaveLength(40);
    expect(window.rows[0]!.kind).toBe('header');
    const pins = await pool.getMapPoints(view);
    expect(pins.positions).toBeInstanceOf(Float32Array);
    expect(pins.ids.length).toBe(view.summary.filteredCount);
    const again = await pool.openDataset(projects(3000));
    expect(again.summary.fromCache).toBe(true);
  });

  it('refetch fetches again through the worker even when the result is cached (market history, part 1 §4)', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    await pool.openDataset(projects(200));
    const cached = await pool.openDataset(projects(200));
    expect(cached.summary.fromCache).toBe(true);
    expect((await pool.stats())[0]!.fetchCount).toBe(1);
    const fresh = await pool.openDataset(projects(200), { refetch: true });
    expect(fresh.summary).toMatchObject({ fromCache: false, rowCount: 200 });
    expect((await pool.stats())[0]!.fetchCount).toBe(2);
  });

  it('a 403 reaches the caller as an HttpError with its status and the server message', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const error = await pool
      .openDataset({ endpoint: '/api/v1/fixture/forbidden', apiParams: {}, kind: 'projects' })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: 'Your session has expired' });
    expect(isCancellation(error)).toBe(false);
  });

  it('aborting a call rejects it at once and leaves the worker usable (the worker-side cancel is unit-tested)', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const controller = new AbortController();
    const pending = pool.openDataset(
      { endpoint: '/api/v1/fixture/slow', apiParams: {}, kind: 'projects' },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(EngineAbortError);
    expect(isCancellation(error)).toBe(true);
    const dataset = await pool.openDataset(projects(100));
    expect(dataset.summary.rowCount).toBe(100);
    const already = new AbortController();
    already.abort();
    await expect(pool.openDataset(projects(100), { signal: already.signal })).rejects.toBeInstanceOf(EngineAbortError);
  });

  it('drops a stale view update overtaken by a newer one', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const view = await pool.createView(await pool.openDataset(projects(2000)), UNSORTED);
    const older = pool.updateView(view, { ...UNSORTED, clientParams: { totalSuitesTo: '100' } });
    const newer = pool.updateView(view, { ...UNSORTED, clientParams: { totalSuitesTo: '300' } });
    const [olderResult, newerResult] = await Promise.allSettled([older, newer]);
    expect(olderResult.status === 'rejected' && olderResult.reason).toBeInstanceOf(StaleResultError);
    expect(newerResult.status).toBe('fulfilled');
    expect(view.summary.version).toBe(3);
    const window = await pool.getRows(view, 0, 5);
    expect(window.version).toBe(3);
  });

  it('releases handles: thousands of views leave no live handle and the heap does not grow', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const dataset = await pool.openDataset(projects(500));
    const cycle = async (i: number) => {
      const view = await pool!.createView(dataset, { ...UNSORTED, clientParams: { totalSuitesFrom: String(i % 300) } });
      await pool!.getRows(view, 0, 20);
      await pool!.release(view);
    };
    for (let i = 0; i < 200; i++) await cycle(i);
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    const heapBefore = memory?.usedJSHeapSize ?? 0;
    for (let i = 0; i < 2000; i++) await cycle(i);
    const [stats] = await pool.stats();
    expect(stats).toMatchObject({ views: 0, datasets: 1 });
    if (memory !== undefined) expect(memory.usedJSHeapSize - heapBefore).toBeLessThan(8 * 1024 * 1024);
    await pool.release(dataset);
    expect((await pool.stats())[0]).toMatchObject({ views: 0, datasets: 0 });
    await expect(pool.createView(dataset, UNSORTED)).rejects.toBeInstanceOf(HandleError);
  });

  it('an idle worker without live handles expires, and its handles become invalid', async () => {
    pool = createEnginePool({ createWorker, size: 1, idleMs: 100 });
    const dataset = await pool.openDataset(projects(100));
    const view = await pool.createView(dataset, UNSORTED);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pool.stats()).toHaveLength(1); // live handles keep it alive
    await pool.release(view);
    await pool.release(dataset);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await pool.stats()).toHaveLength(0);
    await expect(pool.getRows(view, 0, 1)).rejects.toBeInstanceOf(HandleError);
  });

  it('a warm pool starts its workers before the first call, and a fresh one in place of each that expires', async () => {
    const started: Worker[] = [];
    const counted = () => {
      const worker = newFixtureWorker();
      started.push(worker);
      return worker;
    };
    pool = createEnginePool({ createWorker: counted, size: 2, idleMs: 100, warm: true });
    // Both workers start once the UI thread is idle, before any search asks for one.
    await expect.poll(() => started.length, { timeout: 5_000 }).toBe(2);
    // A fresh worker holds nothing: it does not expire.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(started).toHaveLength(2);

    // The search's worker is one of those already started.
    const dataset = await pool.openDataset(projects(100));
    const view = await pool.createView(dataset, UNSORTED);
    expect(started).toHaveLength(2);
    await pool.release(view);
    await pool.release(dataset);
    // The worker that held the results expires and a fresh one takes its place.
    await expect.poll(() => started.length, { timeout: 5_000 }).toBe(3);
    const stats = await pool.stats();
    expect(stats).toHaveLength(2);
    for (const worker of stats) expect(worker).toMatchObject({ datasets: 0, views: 0 });
    await expect(pool.getRows(view, 0, 1)).rejects.toBeInstanceOf(HandleError);

    // A worker that dies is not started again ahead of time (it could die again, in a loop): the next call starts one.
    // Once it holds its life lock (the pool notices a death through it), the fresh worker dies.
    await new Promise((resolve) => setTimeout(resolve, 500));
    started[2]!.terminate();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const afterLoss = await Promise.race([
      pool.stats(),
      new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 3_000)),
    ]);
    expect(afterLoss).toHaveLength(1);
    expect(started).toHaveLength(3);
    await pool.openDataset(projects(10));
    expect(started).toHaveLength(4);
  });

  it('exports a view in the worker with progress and transfers the file', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const view = await pool.createView(await pool.openDataset(projects(5000)), UNSORTED);
    const progress: number[] = [];
    const file = await pool.exportView(
      view,
      { format: 'xlsx', timestamp: 0 },
      { onProgress: (p) => progress.push(p.rowsWritten) },
    );
    expect(file.fileName).toBe('urbanmarsh_projects_19700101_000000.xlsx');
    expect(file.buffer.byteLength).toBeGreaterThan(10_000);
    // A zip file starts with "PK".
    expect(new Uint8Array(file.buffer, 0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    expect(progress.at(-1)).toBe(view.summary.displayRowCount);
    // Chromium's worker deflates natively (CompressionStream): every part inflates to its size
    // and CRC-32 as the zip's central directory records them, and the sheet is whole.
    const bytes = new Uint8Array(file.buffer);
    const parts = unzipSync(bytes);
    for (const { name, crc, size } of centralDirectory(bytes)) {
      expect(parts[name]!.length, name).toBe(size);
      expect(crc32(parts[name]!), name).toBe(crc);
    }
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
    expect(sheet.endsWith('</sheetData></worksheet>')).toBe(true);
    expect(sheet.match(/<row /g)).toHaveLength(view.summary.displayRowCount + 1);
    expect(strFromU8(parts['xl/sharedStrings.xml']!)).toContain('<si><t xml:space="preserve">');
  });
});

/** The entries of a zip's central directory: name, CRC-32 and uncompressed size (APPNOTE 4.3.12). */
function centralDirectory(bytes: Uint8Array): Array<{ name: string; crc: number; size: number }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22; // no archive comment
  let at = view.getUint32(end + 16, true);
  const entries: Array<{ name: string; crc: number; size: number }> = [];
  for (let entry = 0; entry < view.getUint16(end + 10, true); entry++) {
    const nameLength = view.getUint16(at + 28, true);
    entries.push({
      name: strFromU8(bytes.subarray(at + 46, at + 46 + nameLength)),
      crc: view.getUint32(at + 16, true),
      size: view.getUint32(at + 24, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** CRC-32 (IEEE), bit by bit: a check independent of the writer's. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
