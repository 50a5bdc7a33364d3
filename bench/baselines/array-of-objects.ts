/**
 * The straightforward implementation the engine is measured against: rows kept as the parsed
 * JSON objects, Array.filter with per-row closures, dates parsed per comparison, a ray-cast
 * polygon test, Map-based grouping per level and Array.sort with a comparator.
 */
import type { SearchRow } from '@contract/search';
import type { LatLng } from '@contract/geo-filter';
import type { BenchQuery } from '../bench-query';

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

interface Totals {
  suite_count: number;
  total_sales: number;
  quarter_sales: number;
  sold_xw: number;
  sold_w: number;
  unsold_xw: number;
  unsold_w: number;
  opening_xw: number;
  opening_w: number;
  size_xw: number;
  size_w: number;
  m70_sum: number;
  m70_count: number;
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export function arrayOfObjectsViewStep(rows: SearchRow[], query: BenchQuery) {
  const openFrom = Date.parse(query.openFrom);
  const openTo = Date.parse(query.openTo);
  const filtered = rows.filter((row) => {
    const suites = num(row['suite_count']);
    if (suites === null || suites < query.suitesFrom || suites > query.suitesTo) return false;
    const opened = Date.parse(String(row['opening_date']));
    if (Number.isNaN(opened) || opened < openFrom || opened > openTo) return false;
    if (!query.statuses.includes(num(row['construct_status_id']) ?? -1)) return false;
    if (row['is_soldout'] === true) return false;
    const floors = num(row['number_of_floors']);
    if (floors === null || floors < query.floorsFrom) return false;
    return inside(query.polygon, num(row['latitude']) ?? NaN, num(row['longitude']) ?? NaN);
  });

  const groups = new Map<string, Totals>();
  const add = (key: string, row: SearchRow) => {
    let totals = groups.get(key);
    if (totals === undefined) {
      totals = {
        suite_count: 0,
        total_sales: 0,
        quarter_sales: 0,
        sold_xw: 0,
        sold_w: 0,
        unsold_xw: 0,
        unsold_w: 0,
        opening_xw: 0,
        opening_w: 0,
        size_xw: 0,
        size_w: 0,
        m70_sum: 0,
        m70_count: 0,
      };
      groups.set(key, totals);
    }
    const suites = num(row['suite_count']) ?? 0;
    const sold = num(row['total_sales']) ?? 0;
    totals.suite_count += suites;
    totals.total_sales += sold;
    totals.quarter_sales += num(row['quarter_sales']) ?? 0;
    const soldPsf = num(row['sold_psf']);
    if (soldPsf !== null) {
      totals.sold_xw += soldPsf * sold;
      totals.sold_w += sold;
    }
    const unsoldPsf = num(row['unsold_psf']);
    if (unsoldPsf !== null) {
      totals.unsold_xw += unsoldPsf * (suites - sold);
      totals.unsold_w += suites - sold;
    }
    const openingPsf = num(row['opening_psf']);
    if (openingPsf !== null) {
      totals.opening_xw += openingPsf * suites;
      totals.opening_w += suites;
    }
    const size = num(row['avg_suite_size']);
    if (size !== null) {
      totals.size_xw += size * suites;
      totals.size_w += suites;
    }
    const m70 = num(row['months_to_70_sold']);
    if (m70 !== null) {
      totals.m70_sum += m70;
      totals.m70_count++;
    }
  };
  for (const row of filtered) {
    const region = `${row['region_id']}`;
    const municipality = `${region}/${row['municipality_id']}`;
    add('overall', row);
    add(region, row);
    add(municipality, row);
    add(`${municipality}/${row['submarket_id'] ?? 'other'}`, row);
  }
  const totals = [...groups.entries()].map(([key, t]) => ({
    key,
    suite_count: t.suite_count,
    total_sales: t.total_sales,
    sold_psf: t.sold_w === 0 ? null : t.sold_xw / t.sold_w,
    unsold_psf: t.unsold_w === 0 ? null : t.unsold_xw / t.unsold_w,
    opening_psf: t.opening_w === 0 ? null : t.opening_xw / t.opening_w,
    avg_suite_size: t.size_w === 0 ? null : t.size_xw / t.size_w,
    total_sales_percentage: t.suite_count === 0 ? null : (t.total_sales / t.suite_count) * 100,
    months_to_70_sold: t.m70_count === 0 ? null : t.m70_sum / t.m70_count,
  }));
  const sorted = [...filtered].sort((a, b) => {
    const x = num(a['sold_psf']);
    const y = num(b['sold_psf']);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return y - x;
  });
  return { rows: sorted, totals };
}
