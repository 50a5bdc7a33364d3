import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadProjectDateRanges } from '@server/queries/urban/date-ranges';
import { QUARTERS_A_YEAR, quarterOfIndex } from '@contract/months';
import { createTestApp, type TestApp } from '@test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

/**
 * The date ranges are read by index seeks (first and last quarter per type and standing); they
 * must equal the plain grouped scan of every project quarter they replaced.
 */
test('date ranges by index seeks equal a grouped scan of project_quarters', async () => {
  const scanned = await t.db
    .selectFrom('project_quarters as pq')
    .innerJoin('projects as p', 'p.id', 'pq.project_id')
    .select((eb) => {
      const index = eb(eb('pq.year', '*', QUARTERS_A_YEAR), '+', eb('pq.quarter', '-', 1));
      return ['p.project_type', 'pq.standing', eb.fn.min(index).as('first'), eb.fn.max(index).as('last')];
    })
    .groupBy(['p.project_type', 'pq.standing'])
    .execute();
  expect(scanned.length).toBeGreaterThanOrEqual(7);

  const ranges = await loadProjectDateRanges(t.db);
  for (const row of scanned) {
    const first = quarterOfIndex(Number(row.first));
    const last = quarterOfIndex(Number(row.last));
    expect(ranges[`${row.project_type}_${row.standing}`]).toMatchObject({
      min_year: first.year,
      min_quarter: first.quarter,
      max_year: last.year,
      max_quarter: last.quarter,
    });
  }
  // Old stock comes from the monthly rental range, the other standings only from project quarters.
  expect(Object.keys(ranges).sort()).toEqual(
    [...scanned.map((row) => `${row.project_type}_${row.standing}`), 'purpose-built_oldstock'].sort(),
  );
  expect(ranges['purpose-built_oldstock']?.max_month).toMatch(/^\d{4}-\d{2}$/);
});
