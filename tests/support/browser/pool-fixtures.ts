import type { SearchFilterDefinition } from '@contract/filter-definitions';

/** The engine worker whose fetches the fixture "server" answers (fixture-fetcher.ts). */
export const newFixtureWorker = () =>
  new Worker(new URL('./fixture-engine.worker.ts', import.meta.url), { type: 'module' });

/** The suites range as the server defines it (part 1 §3); the view step filters by definitions only. */
export const TOTAL_SUITES: SearchFilterDefinition = {
  type: 'numberRange',
  name: 'totalSuites',
  label: 'Total Suites',
  field: 'suite_count',
  min: 0,
  max: 2000,
};

/** A synthetic project search of `rows` rows, the same rows for the same seed. */
export const projects = (rows: number, seed = 1) => ({
  endpoint: '/api/v1/fixture/projects',
  apiParams: { rows, seed },
  kind: 'projects' as const,
});
