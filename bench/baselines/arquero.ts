/**
 * The same view step in arquero 7.2.1 (a peer columnar engine; arquero 8 does not install on
 * Node 20 here): filter with expressions plus an escaped polygon test, derive the weighted
 * products, roll up per level, order by sold psf descending.
 */
import * as aq from 'arquero';
import type { ColumnTable } from 'arquero';
import type { SearchRow } from '@contract/search';
import type { LatLng } from '@contract/geo-filter';
import type { BenchQuery } from '../bench-query';

const COLUMNS = [
  'region_id',
  'municipality_id',
  'submarket_id',
  'latitude',
  'longitude',
  'suite_count',
  'total_sales',
  'quarter_sales',
  'opening_psf',
  'sold_psf',
  'unsold_psf',
  'avg_suite_size',
  'months_to_70_sold',
  'number_of_floors',
  'opening_date',
  'construct_status_id',
  'is_soldout',
  'name',
];

/** Loading is not timed: arquero, like the engine, works on columns built once. */
export function arqueroTable(rows: SearchRow[]): ColumnTable {
  const columns: Record<string, unknown[]> = {};
  for (const name of COLUMNS) columns[name] = rows.map((row) => row[name] ?? null);
  return aq.table(columns);
}

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

const ROLLUP = {
  suite_count: aq.op.sum('suite_count'),
  total_sales: aq.op.sum('total_sales'),
  quarter_sales: aq.op.sum('quarter_sales'),
  sold_xw: aq.op.sum('sold_xw'),
  sold_w: aq.op.sum('sold_w'),
  unsold_xw: aq.op.sum('unsold_xw'),
  unsold_w: aq.op.sum('unsold_w'),
  opening_xw: aq.op.sum('opening_xw'),
  opening_w: aq.op.sum('opening_w'),
  size_xw: aq.op.sum('size_xw'),
  size_w: aq.op.sum('size_w'),
  months_to_70_sold: aq.op.mean('months_to_70_sold'),
};

const TOTALS = {
  sold_psf: 'd => d.sold_w === 0 ? null : d.sold_xw / d.sold_w',
  unsold_psf: 'd => d.unsold_w === 0 ? null : d.unsold_xw / d.unsold_w',
  opening_psf: 'd => d.opening_w === 0 ? null : d.opening_xw / d.opening_w',
  avg_suite_size: 'd => d.size_w === 0 ? null : d.size_xw / d.size_w',
  total_sales_percentage: 'd => d.suite_count === 0 ? null : d.total_sales / d.suite_count * 100',
};

export function arqueroViewStep(table: ColumnTable, query: BenchQuery) {
  const filtered = table
    .params({ ...query })
    .filter(
      (d: Record<string, number | string | boolean | null>, $: BenchQuery) =>
        (d['suite_count'] as number) >= $.suitesFrom &&
        (d['suite_count'] as number) <= $.suitesTo &&
        d['opening_date'] !== null &&
        (d['opening_date'] as string) >= $.openFrom &&
        (d['opening_date'] as string) <= $.openTo &&
        aq.op.includes($.statuses, d['construct_status_id']) &&
        d['is_soldout'] !== true &&
        d['number_of_floors'] !== null &&
        (d['number_of_floors'] as number) >= $.floorsFrom,
    )
    .filter(aq.escape((d: { latitude: number; longitude: number }) => inside(query.polygon, d.latitude, d.longitude)))
    .derive({
      sold_xw: 'd => d.sold_psf != null ? d.sold_psf * d.total_sales : 0',
      sold_w: 'd => d.sold_psf != null ? d.total_sales : 0',
      unsold_xw: 'd => d.unsold_psf != null ? d.unsold_psf * (d.suite_count - d.total_sales) : 0',
      unsold_w: 'd => d.unsold_psf != null ? d.suite_count - d.total_sales : 0',
      opening_xw: 'd => d.opening_psf != null ? d.opening_psf * d.suite_count : 0',
      opening_w: 'd => d.opening_psf != null ? d.suite_count : 0',
      size_xw: 'd => d.avg_suite_size != null ? d.avg_suite_size * d.suite_count : 0',
      size_w: 'd => d.avg_suite_size != null ? d.suite_count : 0',
    });
  const levels = [['region_id'], ['region_id', 'municipality_id'], ['region_id', 'municipality_id', 'submarket_id']];
  const totals = [filtered.rollup(ROLLUP).derive(TOTALS)];
  for (const keys of levels)
    totals.push(
      filtered
        .groupby(...keys)
        .rollup(ROLLUP)
        .derive(TOTALS),
    );
  const sorted = filtered.orderby(aq.desc('sold_psf'));
  // indices() forces the ordering, which arquero otherwise computes lazily.
  return { rows: sorted.indices(), totals: totals.map((t) => t.numRows()) };
}
