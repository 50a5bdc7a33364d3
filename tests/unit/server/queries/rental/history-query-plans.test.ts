import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildingMonths } from '@server/queries/rental/market-history';
import { rentalMonthRangeQuery } from '@server/queries/rental/rental-dates';
import type { PropertyScope } from '@server/queries/rental/filtered-properties';
import { createTestApp, type TestApp } from '@test-support/test-app';

/**
 * The rental market history's buildings (their first and last month in the history's range) are
 * read by index seeks per building, never by sorting the activity rows: at SEED_SCALE=10 a
 * history over every region and 48 months grouped 3.6 million rows for them (1.35 s of SQLite).
 * SQLite's plan says how a query runs; PostgreSQL plans differ and are not checked here.
 */
describe.skipIf(process.env['DATABASE_URL'] !== undefined)('rental market history query plans (SQLite)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const scopes: Array<[string, PropertyScope]> = [
    ['every building', { geography: {} }],
    ['a region', { geography: { regionIds: [1] } }],
    ['one building', { propertyId: 1 }],
  ];

  test.each(scopes)('%s: each building’s months by index seeks, no sort of the activity rows', async (_, scope) => {
    const compiled = buildingMonths(app.db, scope, '2022-12', '2026-09').compile();
    const plan = await app.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    const details = plan.rows.map((row) => row.detail);
    expect(details.filter((detail) => detail.includes('TEMP B-TREE'))).toEqual([]);
    const activity = details.filter((detail) => /\brental_activity\b/.test(detail));
    expect(activity.length).toBeGreaterThan(0);
    for (const detail of activity) expect(detail).toMatch(/^SEARCH .*\(property_id=\? AND month>\? AND month<\?\)/);
  });

  // Every rental market history call reads the data's months first: min and max in one select
  // read every entry of the month index (300 ms of CPU at SEED_SCALE=10).
  test.each([
    ['every building', undefined],
    ['one building', 1],
  ])('%s: the month range by two index seeks', async (_, propertyId) => {
    const compiled = rentalMonthRangeQuery(app.db, propertyId).compile();
    const plan = await app.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    const activity = plan.rows.map((row) => row.detail).filter((detail) => /\brental_activity\b/.test(detail));
    expect(activity).toHaveLength(2);
    for (const detail of activity) expect(detail).toMatch(/^SEARCH rental_activity USING (COVERING )?INDEX/);
  });
});
