/**
 * The rental rollups (server/queries/rental/activity-rollups.ts) answer exactly as the activity
 * rows do. Every search of the server's SEARCHES registry is listed below with the requests that
 * read rental activity (every time range, months inside, at the edges of and outside the data,
 * every level of geography, with and without an advanced filter), or as reading none; each request
 * is validated by its route's own schema and run twice on the seeded database, once reading the
 * rollups and once the activity rows only (withRawActivity): the answers must be equal, rows,
 * figures, totals and order. Then the same after a write of rental activity and its refresh, and
 * after a write the start-up check must catch.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { filterApiParams, rangeKey } from '@contract/filter-definitions';
import { addMonths, quarterOfMonth, RENTAL_TIME_RANGES } from '@contract/months';
import { RENTAL_PROJECT_TYPE, RENTAL_STANDING } from '@contract/product-facts';
import type { Database } from '@server/db/database';
import { dataVersionReader } from '@server/http/data-version';
import {
  ensureRentalRollups,
  refreshRentalRollups,
  rollupTimeRange,
  withRawActivity,
} from '@server/queries/rental/activity-rollups';
import { PROJECT_API_FILTERS, RENTAL_API_FILTERS } from '@server/queries/filters/endpoint-filters';
import { rentalMarketHistoryQuerySchema, rentalSearchQuerySchema } from '@server/routes/rental/query-schemas';
import { marketHistoryQuerySchema, quarterSearchQuerySchema } from '@server/routes/urban/query-schemas';
import { runSearch, SEARCHES, type SearchName, type SearchParams } from '@server/search-pool/searches';
import { createTestApp, type TestApp } from '@test-support/test-app';
import type { Kysely } from 'kysely';

let t: TestApp;

interface Seeded {
  firstMonth: string;
  lastMonth: string;
  regionId: number;
  submarketId: number;
  /** A year built some buildings are before and some after. */
  yearBuilt: number;
}
const seeded = {} as Seeded;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t;
  const months = await db
    .selectFrom('rental_activity')
    .select((eb) => [eb.fn.min<string>('month').as('first'), eb.fn.max<string>('month').as('last')])
    .executeTakeFirstOrThrow();
  const building = await db
    .selectFrom('rental_properties')
    .select(['region_id', 'municipality_id', 'submarket_id'])
    .where('submarket_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const years = (await db.selectFrom('rental_properties').select('year_built').orderBy('year_built').execute()).map(
    (row) => row.year_built,
  );
  Object.assign(seeded, {
    firstMonth: months.first,
    lastMonth: months.last,
    regionId: building.region_id,
    submarketId: building.submarket_id ?? 0,
    yearBuilt: years[Math.floor(years.length / 2)] ?? 1970,
  });
}, 120_000);
afterAll(async () => t.close());

/** A request as a route reads it: its query's fields, before validation. */
type Query = Record<string, string | string[]>;

/**
 * Every region, a region and a submarket (a municipality is read by the same rule, whereGeography),
 * and every region with Year Built From (a building's column) as each kind of call spells it.
 */
function places(definitions: typeof RENTAL_API_FILTERS): Query[] {
  const yearBuilt = definitions.filter((definition) => definition.name === 'yearBuilt');
  expect(yearBuilt).toHaveLength(1);
  return [
    {},
    { region_filter: [String(seeded.regionId)] },
    { submarket_filter: [String(seeded.submarketId)] },
    filterApiParams(yearBuilt, { [rangeKey('yearBuilt', 'from')]: String(seeded.yearBuilt) }, undefined),
  ];
}

/** Months at and beyond both edges of the data and inside it. */
function months(): string[] {
  const { firstMonth, lastMonth } = seeded;
  return [lastMonth, addMonths(lastMonth, 2), firstMonth, addMonths(lastMonth, -13)];
}

function* combinations(...lists: Query[][]): Generator<Query> {
  const [first, ...rest] = lists;
  if (!first) {
    yield {};
    return;
  }
  for (const head of first) for (const tail of combinations(...rest)) yield { ...head, ...tail };
}

const oldstock = { projectType: RENTAL_PROJECT_TYPE, projectStanding: RENTAL_STANDING } as const;

/** The old-stock periods of the project views: a month and time range, or a quarter. */
function oldstockPeriods(): Query[] {
  return [
    ...[seeded.lastMonth, addMonths(seeded.firstMonth, 1)].flatMap((month) =>
      RENTAL_TIME_RANGES.map((timeRange) => ({ timeType: 'months', queryMonth: month, timeRange })),
    ),
    ...[seeded.lastMonth, addMonths(seeded.lastMonth, -7)].map((month) => {
      const { year, quarter } = quarterOfMonth(month);
      return { timeType: 'quarters', year: String(year), qtr: String(quarter) };
    }),
  ];
}

type Requests = { readonly [Name in SearchName]: (() => Array<SearchParams<Name>>) | 'reads no rental activity' };

const REQUESTS: Requests = {
  'urban.landing': 'reads no rental activity',
  'urban.projects': () =>
    [...combinations(oldstockPeriods(), places(PROJECT_API_FILTERS))].map((query) => ({
      path: oldstock,
      query: quarterSearchQuerySchema.parse(query),
    })),
  'urban.marketData': () =>
    [...combinations(oldstockPeriods(), places(PROJECT_API_FILTERS))].map((query) => ({
      path: oldstock,
      query: quarterSearchQuerySchema.parse(query),
    })),
  'urban.marketHistory': () => {
    const last = quarterOfMonth(seeded.lastMonth);
    const first = quarterOfMonth(seeded.firstMonth);
    const ranges: Query[] = [
      {},
      {
        year_start: String(first.year),
        qtr_start: String(first.quarter),
        year_end: String(last.year),
        qtr_end: String(last.quarter),
      },
    ];
    return [...combinations(ranges, places(PROJECT_API_FILTERS))].map((query) => ({
      path: oldstock,
      query: marketHistoryQuerySchema.parse(query),
    }));
  },
  'sales.sales': 'reads no rental activity',
  'sales.marketData': 'reads no rental activity',
  'rental.propertyData': () =>
    [
      ...combinations(
        months().map((queryMonth) => ({ queryMonth })),
        RENTAL_TIME_RANGES.map((timeRange) => ({ timeRange })),
        places(RENTAL_API_FILTERS),
      ),
    ].flatMap((query) => {
      const parsed = rentalSearchQuerySchema.parse(query);
      return [false, true].map((tightRows) => ({ ...parsed, tightRows }));
    }),
  'rental.marketData': () =>
    [
      ...combinations(
        months().map((queryMonth) => ({ queryMonth })),
        RENTAL_TIME_RANGES.map((timeRange) => ({ timeRange })),
        places(RENTAL_API_FILTERS),
      ),
    ].map((query) => rentalSearchQuerySchema.parse(query)),
  'rental.marketHistory': () =>
    [
      ...combinations(
        [
          { queryMonthStart: seeded.firstMonth, queryMonthEnd: seeded.lastMonth },
          { queryMonthStart: addMonths(seeded.firstMonth, 1), queryMonthEnd: addMonths(seeded.lastMonth, 3) },
          { queryMonthStart: addMonths(seeded.lastMonth, -4), queryMonthEnd: seeded.lastMonth },
        ],
        RENTAL_TIME_RANGES.map((timeRange) => ({ timeRange })),
        places(RENTAL_API_FILTERS),
      ),
    ].map((query) => rentalMarketHistoryQuerySchema.parse(query)),
};

/** Runs every listed request of the searches on both readings; returns how many answers had rows. */
async function expectSameAnswers(db: Kysely<Database>, names: readonly SearchName[]): Promise<number> {
  const raw = withRawActivity(db);
  let withRows = 0;
  for (const name of names) {
    const requests = REQUESTS[name];
    if (requests === 'reads no rental activity') continue;
    const list = (requests as () => Array<SearchParams<typeof name>>)();
    expect(list.length, name).toBeGreaterThan(0);
    for (const params of list) {
      const [fromRollups, fromActivity] = await Promise.all([
        runSearch(db, name, params),
        runSearch(raw, name, params),
      ]);
      expect(fromRollups, `${name} ${JSON.stringify(params)}`).toEqual(fromActivity);
      if (((fromActivity as { data?: unknown[] }).data ?? []).length > 0) withRows += 1;
    }
  }
  return withRows;
}

const RENTAL_READERS = (Object.keys(SEARCHES) as SearchName[]).filter(
  (name) => REQUESTS[name] !== 'reads no rental activity',
);

describe('rental rollups', () => {
  test('a request reads the rollups when its months are a time range longer than a month', () => {
    expect(rollupTimeRange('2026-06', '2026-06')).toBeNull();
    expect(rollupTimeRange('2026-04', '2026-06')).toBe('3mo');
    expect(rollupTimeRange('2026-01', '2026-06')).toBe('6mo');
    expect(rollupTimeRange('2025-07', '2026-06')).toBe('12mo');
    expect(rollupTimeRange('2026-02', '2026-06')).toBeNull();
  });

  test('every rental search and history answers the same from the rollups as from the activity rows', async () => {
    const withRows = await expectSameAnswers(t.db, RENTAL_READERS);
    // The requests reach the seeded data: most answers hold rows.
    expect(withRows).toBeGreaterThan(100);
  }, 300_000);

  test('a write of rental activity refreshed with refreshRentalRollups answers the same, under a new data version', async () => {
    const version = dataVersionReader(t.db);
    const before = await version();
    const building = await t.db
      .selectFrom('rental_properties')
      .select('id')
      .where('submarket_id', '=', seeded.submarketId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A month's rents and surveys change, and one month of one unit type goes (a gap in its months).
    await t.db
      .updateTable('rental_activity')
      .set((eb) => ({
        avg_rate: eb('avg_rate', '+', 137),
        units_surveyed_actual: eb('units_surveyed_actual', '+', 3),
        max_rate: eb('max_rate', '+', 500),
      }))
      .where('property_id', '=', building.id)
      .where('month', '=', addMonths(seeded.lastMonth, -1))
      .execute();
    const gap = await t.db
      .selectFrom('rental_activity')
      .select(['unit_type'])
      .where('property_id', '=', building.id)
      .where('month', '=', addMonths(seeded.lastMonth, -5))
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('rental_activity')
      .where('property_id', '=', building.id)
      .where('month', '=', addMonths(seeded.lastMonth, -5))
      .where('unit_type', '=', gap.unit_type)
      .execute();
    await refreshRentalRollups(t.db, [building.id]);
    // A fresh reader: the data version is read again rather than within its 5 seconds.
    expect(await dataVersionReader(t.db)()).not.toBe(before);
    await expectSameAnswers(t.db, ['rental.propertyData', 'rental.marketHistory', 'urban.marketHistory']);
  }, 300_000);

  test('at start, rollups written from other activity than the table holds are written again', async () => {
    const building = await t.db
      .selectFrom('rental_properties')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('rental_activity')
      .where('property_id', '=', building.id)
      .where('month', '=', seeded.lastMonth)
      .execute();
    expect(await ensureRentalRollups(t.db)).toBe(true);
    expect(await ensureRentalRollups(t.db)).toBe(false);
    await expectSameAnswers(t.db, ['rental.propertyData', 'rental.marketHistory']);
  }, 300_000);
});
