/**
 * Property test: on random datasets and random filter sets, the engine's filtered rows, group
 * totals and sort order equal a plain reference implementation written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32, SYNTHETIC_COLUMNS, syntheticRows } from '@bench/synthetic-results';
import type { ClientParams } from '@contract/engine';
import type { SearchRow } from '@contract/search';
import { encodeGeoFilter, type LatLng } from '@contract/geo-filter';
import { buildDataset } from '@contract/columnar-dataset';
import { prepareDataset, runView } from '@workers/ops/view';
import { MONTHS_TO_70_SOLD, PROJECT_CATALOG_FILTERS } from '@test-support/filter-definitions';

/** The server's project filters and one declared only here, as the client params below name them. */
const CONTEXT = { filters: [...PROJECT_CATALOG_FILTERS, MONTHS_TO_70_SOLD] };

interface RandomFilters {
  params: ClientParams;
  test: (row: SearchRow) => boolean;
}

const num = (value: unknown) => (typeof value === 'number' ? value : null);

function inside(points: LatLng[], lat: number, lng: number): boolean {
  let result = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    if (a.lat > lat !== b.lat > lat && lng < ((b.lng - a.lng) * (lat - a.lat)) / (b.lat - a.lat) + a.lng)
      result = !result;
  }
  return result;
}

function randomFilters(random: () => number): RandomFilters {
  const params: Record<string, string | string[]> = {};
  const tests: Array<(row: SearchRow) => boolean> = [];
  if (random() < 0.5) {
    const from = Math.floor(random() * 300);
    const to = from + Math.floor(random() * 400);
    params['totalSuitesFrom'] = String(from);
    params['totalSuitesTo'] = String(to);
    tests.push(
      (row) => num(row['suite_count']) !== null && num(row['suite_count'])! >= from && num(row['suite_count'])! <= to,
    );
  }
  if (random() < 0.5) {
    const from = 2004 + Math.floor(random() * 20);
    params['openDateFrom'] = `${from}-06-01`;
    tests.push((row) => String(row['opening_date']) >= `${from}-06-01`);
  }
  if (random() < 0.5) {
    const statuses = ['1', '2', '3', '4', '5'].filter(() => random() < 0.5);
    params['constructionStatus'] = statuses;
    if (statuses.length > 0) tests.push((row) => statuses.includes(String(row['construct_status_id'])));
  }
  if (random() < 0.4) {
    params['soldOut'] = 'false';
    tests.push((row) => row['is_soldout'] !== true);
  }
  if (random() < 0.4) {
    const from = Math.floor(random() * 30);
    params['buildingHeightFrom'] = String(from);
    tests.push((row) => num(row['number_of_floors']) !== null && num(row['number_of_floors'])! >= from);
  }
  if (random() < 0.4) {
    const months = Math.floor(random() * 30);
    params['monthsTo70SoldTo'] = String(months);
    tests.push((row) => num(row['months_to_70_sold']) !== null && num(row['months_to_70_sold'])! <= months);
  }
  if (random() < 0.4) {
    const centre = { lat: 43.5 + random() * 0.8, lng: -80 + random() * 1.2 };
    const vertices = 3 + Math.floor(random() * 20);
    const polygon = Array.from({ length: vertices }, (_, i) => {
      const angle = (i / vertices) * Math.PI * 2;
      const radius = 0.1 + random() * 0.4;
      return { lat: centre.lat + radius * Math.sin(angle), lng: centre.lng + radius * Math.cos(angle) };
    });
    params['geoFilter'] = encodeGeoFilter(polygon);
    tests.push((row) => inside(polygon, num(row['latitude'])!, num(row['longitude'])!));
  }
  return { params, test: (row) => tests.every((test) => test(row)) };
}

/** Reference totals of one group, straight from MEASURES.md. */
function referenceTotals(rows: SearchRow[]) {
  const sum = (field: string) => rows.reduce((total, row) => total + (num(row[field]) ?? 0), 0);
  const wavg = (field: string, weight: (row: SearchRow) => number | null) => {
    let xw = 0;
    let w = 0;
    for (const row of rows) {
      const value = num(row[field]);
      const weightValue = weight(row);
      if (value === null || weightValue === null) continue;
      xw += value * weightValue;
      w += weightValue;
    }
    return w === 0 ? null : xw / w;
  };
  const withMonths = rows.map((row) => num(row['months_to_70_sold'])).filter((value) => value !== null);
  return {
    suite_count: sum('suite_count'),
    total_sales: sum('total_sales'),
    sold_psf: wavg('sold_psf', (row) => num(row['total_sales'])),
    unsold_psf: wavg('unsold_psf', (row) => num(row['suite_count'])! - num(row['total_sales'])!),
    opening_psf: wavg('opening_psf', (row) => num(row['suite_count'])),
    total_sales_percentage: sum('suite_count') === 0 ? null : (sum('total_sales') / sum('suite_count')) * 100,
    months_to_70_sold: withMonths.length === 0 ? null : withMonths.reduce((a, b) => a + b, 0) / withMonths.length,
  };
}

function close(actual: unknown, expected: number | null) {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual as number).toBeCloseTo(expected, 6);
}

describe('engine equals a plain reference on random data and random filter sets', () => {
  it('filtered rows, region and overall totals, and the sorted order', () => {
    const random = mulberry32(2024);
    for (let round = 0; round < 30; round++) {
      const rows = syntheticRows(200 + Math.floor(random() * 2000), round + 1);
      const prepared = prepareDataset(buildDataset(rows, SYNTHETIC_COLUMNS), 'projects');
      const filters = randomFilters(random);
      const sortKey = ['sold_psf', 'suite_count', 'name', 'opening_date'][round % 4]!;
      const direction = round % 2 === 0 ? 'asc' : 'desc';
      const view = runView(prepared, {
        clientParams: filters.params,
        context: CONTEXT,
        sort: null,
        visibleColumns: null,
      });
      const expected = rows.filter(filters.test);
      expect(view.rows.length).toBe(expected.length);
      expect(new Set([...view.rows].map((row) => rows[row]!['id']))).toEqual(new Set(expected.map((row) => row['id'])));

      const overall = view.rollup.totals[prepared.tree.root];
      if (expected.length > 0) {
        const reference = referenceTotals(expected);
        for (const [key, value] of Object.entries(reference)) close(overall![key], value);
        const regionNodes = prepared.tree.level.flatMap((level, node) => (level === 'region' ? [node] : []));
        for (const node of regionNodes) {
          const regionRows = expected.filter((row) => row['region_id'] === prepared.tree.regionId[node]);
          if (regionRows.length === 0) continue;
          close(view.rollup.totals[node]!['sold_psf'], referenceTotals(regionRows).sold_psf);
          close(view.rollup.totals[node]!['suite_count'], referenceTotals(regionRows).suite_count);
        }
      }

      const sortedSpec = {
        clientParams: filters.params,
        context: CONTEXT,
        sort: { key: sortKey, direction },
        visibleColumns: null,
      } as const;
      const sorted = runView(prepared, sortedSpec);
      // Only the sort changed: the engine's update reuses the previous state's rows and totals
      // (updateView), and must give the fresh step's rows, totals and layout, both ways.
      const sortedAfter = runView(prepared, sortedSpec, view);
      expect(sortedAfter.rows).toEqual(sorted.rows);
      expect(sortedAfter.rollup.totals).toEqual(sorted.rollup.totals);
      const unsortedAfter = runView(prepared, { ...sortedSpec, sort: null }, sorted);
      expect(unsortedAfter.rows).toEqual(view.rows);
      expect(unsortedAfter.layout).toEqual(view.layout);
      const values = [...sorted.rows].map((row) => rows[row]![sortKey] ?? null);
      const present = values.filter((value) => value !== null);
      // Missing values last, in both directions.
      expect(values.slice(present.length).every((value) => value === null)).toBe(true);
      for (let i = 1; i < present.length; i++) {
        const a = present[i - 1]!;
        const b = present[i]!;
        const order =
          typeof a === 'number' && typeof b === 'number'
            ? a - b
            : String(a).localeCompare(String(b), 'en-CA', { numeric: true, sensitivity: 'base' });
        expect(direction === 'asc' ? order <= 0 : order >= 0).toBe(true);
      }
    }
  });
});
