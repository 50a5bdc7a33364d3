/// <reference lib="dom" />
// This page runs in Chromium while the bench folder is type-checked with the Node config.
/**
 * Runs in Chromium (bench/browser-long-tasks.ts): loads a 100,000-row result (by default) through the engine
 * pool, then changes filters and sort the way a user does (each change followed by a table
 * window and, for filter changes, the map pins) while a PerformanceObserver records UI-thread
 * long tasks (> 50 ms).
 */
import { createEnginePool } from '../../src/engine/engine-pool';
import { encodeGeoFilter } from '@contract/geo-filter';
import { benchmarkPolygon } from '../synthetic-results';
import { BENCH_FILTERS } from '../bench-query';
import type { ViewSpec } from '@contract/engine';

declare global {
  interface Window {
    benchResult?: unknown;
  }
}

/** 100,000 unless the page's `rows` parameter says otherwise (bench/browser-long-tasks.ts --rows). */
const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
const longTasks: number[] = [];
/** Which step was running when each long task started (to attribute it). */
const longTaskPhases: string[] = [];
let phase = 'start';

async function run() {
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push(entry.duration);
      longTaskPhases.push(`${phase}@${Math.round(entry.startTime)}`);
    }
  });
  observer.observe({ type: 'longtask', buffered: false });

  const pool = createEnginePool({
    createWorker: () => new Worker(new URL('./synthetic-engine.worker.ts', import.meta.url), { type: 'module' }),
    size: 1,
  });
  // Control: 24 UI tasks of 5 ms each, no data work. On a loaded machine even these can be
  // stretched past 50 ms by the scheduler; the count tells data work apart from contention.
  phase = 'control';
  for (let i = 0; i < 24; i++) {
    const until = performance.now() + 5;
    while (performance.now() < until) {
      // busy on purpose: a fixed 5 ms task
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  phase = 'open';
  const openStart = performance.now();
  const dataset = await pool.openDataset({ endpoint: '/synthetic', apiParams: { rows: ROWS }, kind: 'projects' });
  let view = await pool.createView(dataset, { clientParams: {}, sort: null, visibleColumns: null });
  await pool.getRows(view, 0, 60);
  const openMs = performance.now() - openStart;

  const polygon = encodeGeoFilter(benchmarkPolygon());
  const specs: ViewSpec[] = [];
  for (let i = 0; i < 12; i++) {
    specs.push({
      clientParams: {
        totalSuitesFrom: String(20 + i * 10),
        buildingHeightFrom: String(i % 8),
        ...(i % 3 === 0 ? { geoFilter: polygon } : {}),
      },
      context: { filters: BENCH_FILTERS },
      sort: null,
      visibleColumns: null,
    });
    specs.push({
      clientParams: specs.at(-1)!.clientParams,
      context: { filters: BENCH_FILTERS },
      sort: {
        key: ['sold_psf', 'name', 'suite_count', 'opening_date'][i % 4]!,
        direction: i % 2 === 0 ? 'desc' : 'asc',
      },
      visibleColumns: null,
    });
  }
  const updates: number[] = [];
  for (const [index, spec] of specs.entries()) {
    phase = `change ${index}`;
    const start = performance.now();
    const summary = await pool.updateView(view, spec);
    const rows = await pool.getRows(view, 0, 60);
    if (spec.sort === null) await pool.getMapPoints(view);
    updates.push(performance.now() - start);
    if (rows.rows.length === 0 && summary.filteredCount > 0) throw new Error('empty window');
    // Let the observer see tasks that ended with this change.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await pool.release(view);
  view = await pool.createView(dataset, { clientParams: {}, sort: null, visibleColumns: null });
  await pool.release(view);
  observer.disconnect();
  pool.dispose();
  const controlLongTasks = longTaskPhases.filter((entry) => entry.startsWith('control@')).length;
  const sorted = [...updates].sort((a, b) => a - b);
  window.benchResult = {
    rows: ROWS,
    changes: specs.length,
    longTasks: longTasks.filter((_, i) => !longTaskPhases[i]!.startsWith('control@')),
    longTaskPhases: longTaskPhases.filter((entry) => !entry.startsWith('control@')),
    controlLongTasks,
    longestMs: Math.max(0, ...longTasks.filter((_, i) => !longTaskPhases[i]!.startsWith('control@'))),
    openMs,
    medianUpdateMs: sorted[Math.floor(sorted.length / 2)]!,
  };
  document.getElementById('status')!.textContent = 'done';
}

run().catch((error: unknown) => {
  window.benchResult = { error: String(error) };
});
