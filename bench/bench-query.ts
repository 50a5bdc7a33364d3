/**
 * The benchmark's view step, stated once so the engine and both baselines do the same work:
 * 5 predicates (suite range, opening-date range, construction status list, sold-out flag,
 * storey range) + a 50-vertex polygon + a 3-level weighted rollup + a sort by sold psf (desc).
 */
import type { ViewSpec } from '@contract/engine';
import { encodeGeoFilter, type LatLng } from '@contract/geo-filter';
import { benchmarkPolygon } from './synthetic-results';
import { projectFilterCatalog } from '@contract/filter-catalog';

/** The server's project filter definitions: the view step reads client params by these alone. */
export const BENCH_FILTERS = Object.values(projectFilterCatalog({ min: '2004-01-01', max: '2031-12-31' }, 2026));

export interface BenchQuery {
  suitesFrom: number;
  suitesTo: number;
  openFrom: string;
  openTo: string;
  statuses: number[];
  floorsFrom: number;
  polygon: LatLng[];
}

export const BENCH_QUERY: BenchQuery = {
  suitesFrom: 50,
  suitesTo: 500,
  openFrom: '2008-01-01',
  openTo: '2024-12-31',
  statuses: [1, 2, 3],
  floorsFrom: 5,
  polygon: benchmarkPolygon(),
};

export function benchViewSpec(query: BenchQuery = BENCH_QUERY): ViewSpec {
  return {
    clientParams: {
      totalSuitesFrom: String(query.suitesFrom),
      totalSuitesTo: String(query.suitesTo),
      openDateFrom: query.openFrom,
      openDateTo: query.openTo,
      constructionStatus: query.statuses.map(String),
      soldOut: 'false',
      buildingHeightFrom: String(query.floorsFrom),
      geoFilter: encodeGeoFilter(query.polygon),
    },
    context: { filters: BENCH_FILTERS },
    sort: { key: 'sold_psf', direction: 'desc' },
    visibleColumns: null,
  };
}
