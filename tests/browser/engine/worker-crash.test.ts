import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEnginePool } from '../../../src/engine/engine-pool';
import type { ViewSpec } from '../../../src/engine/engine-api';

const workers: Worker[] = [];
const createWorker = () => {
  const worker = new Worker(new URL('./crashing-engine.worker.ts', import.meta.url), { type: 'module' });
  workers.push(worker);
  return worker;
};
const crash = (worker: Worker) => worker.postMessage({ crashTest: true });

const FILTERED: ViewSpec = { clientParams: { totalSuitesTo: '200' }, sort: null, visibleColumns: null };
const SORTED: ViewSpec = { ...FILTERED, sort: { key: 'name', direction: 'asc' } };
const projects = {
  endpoint: '/api/v1/fixture/projects',
  apiParams: { rows: 2000, seed: 3 },
  kind: 'projects' as const,
};

let pool: ReturnType<typeof createEnginePool> | null = null;
// The pool warns about each crash it recovers from.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  pool?.dispose();
  pool = null;
  workers.length = 0;
  vi.restoreAllMocks();
});

/** Waits until the pool has noticed the crash (its worker's error event) and dropped the worker. */
async function crashAndWait(): Promise<void> {
  const before = await pool!.stats();
  expect(before).toHaveLength(1);
  crash(workers.at(-1)!);
  await vi.waitFor(async () => expect(await pool!.stats()).toHaveLength(0), { timeout: 5000, interval: 20 });
}

describe('an engine worker that crashes', () => {
  it('is replaced, and the current view is computed again under the ids and versions the UI holds', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const dataset = await pool.openDataset(projects);
    const view = await pool.createView(dataset, FILTERED);
    const summary = await pool.updateView(view, SORTED);
    const before = await pool.getRows(view, 0, 50);
    const pinsBefore = await pool.getMapPoints(view);

    await crashAndWait();

    const after = await pool.getRows(view, 0, 50);
    expect(workers).toHaveLength(2);
    // The same rows, under the view id and version the table keys its windows by.
    expect(after.viewId).toBe(summary.viewId);
    expect(after.version).toBe(summary.version);
    expect(after.rows).toEqual(before.rows);
    const pinsAfter = await pool.getMapPoints(view);
    expect(Array.from(pinsAfter.ids)).toEqual(Array.from(pinsBefore.ids));
    expect(view.summary.rowsVersion).toBe(summary.rowsVersion);

    // And the view keeps working: a new filter gives a newer version, as before the crash.
    const updated = await pool.updateView(view, { ...SORTED, clientParams: { totalSuitesTo: '100' } });
    expect(updated.viewId).toBe(summary.viewId);
    expect(updated.version).toBeGreaterThan(summary.version);
    expect(updated.filteredCount).toBeLessThan(summary.filteredCount);
    expect(console.warn).toHaveBeenCalled();
  });

  it('a call in flight when the worker crashes is answered by the replacement', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const dataset = await pool.openDataset(projects);
    const view = await pool.createView(dataset, FILTERED);
    const expected = await pool.updateView(view, SORTED);
    const expectedRows = await pool.getRows(view, 0, 30);

    crash(workers.at(-1)!);
    const inFlight = pool.updateView(view, SORTED);
    const summary = await inFlight;
    expect(summary.filteredCount).toBe(expected.filteredCount);
    expect((await pool.getRows(view, 0, 30)).rows).toEqual(expectedRows.rows);
  });

  it('a dataset opened before the crash still takes new views afterwards', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const dataset = await pool.openDataset(projects);
    await crashAndWait();
    const view = await pool.createView(dataset, FILTERED);
    expect(view.summary.filteredCount).toBeGreaterThan(0);
    expect(workers).toHaveLength(2);
  });
});
