import { afterEach, describe, expect, it } from 'vitest';
import type { ViewSpec } from '@contract/engine';
import { createEnginePool } from '@src/engine/engine-pool';
import { newFixtureWorker, TOTAL_SUITES } from '@test-support/browser/pool-fixtures';

/**
 * The engine loads a search from Arrow (contract/arrow-search.ts) and answers exactly as it does
 * from the same answer in JSON: summary (envelope, counts, present options), filtered and sorted
 * views with their totals, windows of rows, map pins, and the exported files.
 */
let pool: ReturnType<typeof createEnginePool> | null = null;
afterEach(() => {
  pool?.dispose();
  pool = null;
});

const sales = (format: 'arrow' | 'json') => ({
  endpoint: '/api/v1/fixture/sales',
  apiParams: { rows: 1500, seed: 7, format },
  kind: 'sales' as const,
});

const SPECS: ViewSpec[] = [
  { clientParams: {}, context: { filters: [TOTAL_SUITES] }, sort: null, visibleColumns: null },
  {
    clientParams: { totalSuitesFrom: '100', totalSuitesTo: '400' },
    context: { filters: [TOTAL_SUITES] },
    sort: null,
    visibleColumns: null,
  },
  {
    clientParams: {},
    context: { filters: [TOTAL_SUITES] },
    sort: { key: 'suite_count', direction: 'desc' },
    visibleColumns: null,
  },
  {
    clientParams: {},
    context: { filters: [TOTAL_SUITES] },
    sort: { key: 'name', direction: 'asc' },
    visibleColumns: null,
  },
];

describe('the engine from Arrow in Chromium', () => {
  it('loads, filters, sorts, totals, pins and exports as it does from JSON', { timeout: 60_000 }, async () => {
    pool = createEnginePool({ createWorker: newFixtureWorker, size: 1 });
    const fromArrow = await pool.openDataset(sales('arrow'));
    const fromJson = await pool.openDataset(sales('json'));
    const { datasetId: _a, ...arrowSummary } = fromArrow.summary;
    const { datasetId: _j, ...jsonSummary } = fromJson.summary;
    expect(arrowSummary).toEqual(jsonSummary);
    expect(arrowSummary).toMatchObject({ rowCount: 1500, clamped: true, clampedMessage: 'Fixture clamped message' });
    for (const spec of SPECS) {
      const [arrowView, jsonView] = [await pool.createView(fromArrow, spec), await pool.createView(fromJson, spec)];
      const { viewId: _av, ...arrowView_ } = arrowView.summary;
      const { viewId: _jv, ...jsonView_ } = jsonView.summary;
      expect(arrowView_).toEqual(jsonView_);
      // The first screens and the last (the overall total when unsorted).
      const rows = arrowView.summary.displayRowCount;
      for (const [start, end] of [
        [0, 120],
        [rows - 40, rows],
      ] as const)
        expect((await pool.getRows(arrowView, start, end)).rows).toEqual(
          (await pool.getRows(jsonView, start, end)).rows,
        );
      const [arrowPins, jsonPins] = [await pool.getMapPoints(arrowView), await pool.getMapPoints(jsonView)];
      expect({ ...arrowPins, viewId: 0 }).toEqual({ ...jsonPins, viewId: 0 });
      // Every spec's CSV; one XLSX (its writer reads the same cells, exports.test.ts).
      for (const format of spec.sort?.key === 'name' ? (['csv', 'xlsx'] as const) : (['csv'] as const)) {
        const [arrowFile, jsonFile] = [
          await pool.exportView(arrowView, { format, timestamp: 0 }),
          await pool.exportView(jsonView, { format, timestamp: 0 }),
        ];
        expect(new Uint8Array(arrowFile.buffer)).toEqual(new Uint8Array(jsonFile.buffer));
      }
    }
  });
});
