import { afterEach, describe, expect, it } from 'vitest';
import type { DisplayRow, ViewSpec } from '@contract/engine';
import { HandleError, WorkerLostError } from '@src/engine/engine-errors';
import { createEnginePool } from '@src/engine/engine-pool';
import { newFixtureWorker, projects, TOTAL_SUITES } from '@test-support/browser/pool-fixtures';

/**
 * An engine worker that crashes or is terminated (the browser ends workers under memory
 * pressure) is replaced, and the page carries on without a reload: the view is computed again
 * in the new worker with its last spec.
 */
const FILTERED: ViewSpec = {
  clientParams: { totalSuitesTo: '200' },
  context: { filters: [TOTAL_SUITES] },
  sort: { key: 'suite_count', direction: 'desc' },
  visibleColumns: null,
};
/** The pool's workers, as the browser sees them: a test can end one as the browser would. */
let workers: Worker[] = [];
const createWorker = () => {
  const worker = newFixtureWorker();
  workers.push(worker);
  return worker;
};

let pool: ReturnType<typeof createEnginePool> | null = null;
afterEach(() => {
  pool?.dispose();
  pool = null;
  workers = [];
});

/** Waits until the pool has noticed the death (its life lock came free) and started no call yet. */
const noticed = () => new Promise((resolve) => setTimeout(resolve, 100));

const idsOf = (rows: readonly DisplayRow[]) => rows.filter((row) => row.kind === 'leaf').map((row) => row.datasetRow);

describe('an engine worker that dies is replaced (Chromium)', () => {
  it('a terminated worker: the view is computed again with its filters and sort, rows and pins as before', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const dataset = await pool.openDataset(projects(2000, 7));
    const view = await pool.createView(dataset, FILTERED);
    const before = await pool.getRows(view, 0, 50);
    const pinsBefore = await pool.getMapPoints(view);

    workers[0]!.terminate();
    await noticed();

    const after = await pool.getRows(view, 0, 50);
    expect(workers).toHaveLength(2);
    expect(view.summary.filteredCount).toBe(pinsBefore.ids.length);
    expect(idsOf(after.rows)).toEqual(idsOf(before.rows));
    expect(idsOf(after.rows).length).toBeGreaterThan(0);
    const pinsAfter = await pool.getMapPoints(view);
    expect([...pinsAfter.ids]).toEqual([...pinsBefore.ids]);
    // The view keeps working: a later change runs in the new worker.
    const wider = await pool.updateView(view, { ...FILTERED, clientParams: { totalSuitesTo: '2000' } });
    expect(wider.filteredCount).toBe(2000);
  });

  it('a call in flight when the worker dies is answered by the replacement', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const dataset = await pool.openDataset(projects(2000, 7));
    const view = await pool.createView(dataset, FILTERED);
    const expected = idsOf((await pool.getRows(view, 0, 30)).rows);

    const pending = pool.updateView(view, { ...FILTERED, sort: { key: 'suite_count', direction: 'asc' } });
    workers[0]!.terminate();
    const summary = await pending;
    expect(summary.filteredCount).toBe(view.summary.filteredCount);
    const ascending = idsOf((await pool.getRows(view, 0, 30)).rows);
    expect(ascending).not.toEqual(expected);
    expect(new Set(ascending).size).toBe(ascending.length);
    expect(workers).toHaveLength(2);
  });

  it('a worker that crashes on every try: the call fails with WorkerLostError once, and other work goes on', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const dataset = await pool.openDataset(projects(500, 7));
    const view = await pool.createView(dataset, FILTERED);
    const expected = idsOf((await pool.getRows(view, 0, 20)).rows);

    await expect(
      pool.openDataset({ endpoint: '/api/v1/fixture/crash', apiParams: {}, kind: 'projects' }),
    ).rejects.toBeInstanceOf(WorkerLostError);
    // Tried twice (two workers crashed), then a third worker serves the surviving view.
    expect(idsOf((await pool.getRows(view, 0, 20)).rows)).toEqual(expected);
    expect(workers).toHaveLength(3);
  });

  it('a released handle stays released after its worker died', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const dataset = await pool.openDataset(projects(300, 7));
    const view = await pool.createView(dataset, FILTERED);
    await pool.release(view);
    workers[0]!.terminate();
    await noticed();
    await expect(pool.getRows(view, 0, 10)).rejects.toBeInstanceOf(HandleError);
    const again = await pool.createView(dataset, FILTERED);
    expect(again.summary.filteredCount).toBeGreaterThan(0);
  });

  it('a worker terminated right after its first reply is noticed: the next call is answered by a replacement', async () => {
    // The pool asks for the life lock when the worker says it holds it; no reply may come before that.
    for (let round = 0; round < 5; round++) {
      pool = createEnginePool({ createWorker, size: 1 });
      const dataset = await pool.openDataset(projects(300, round));
      workers[workers.length - 1]!.terminate();
      await noticed();
      const answered = pool.createView(dataset, FILTERED).then((view) => view.summary.filteredCount);
      const waitedForever = new Promise((resolve) => setTimeout(() => resolve('no answer within 5 s'), 5_000));
      expect(await Promise.race([answered, waitedForever])).toBeGreaterThan(0);
      pool.dispose();
    }
  });
});
