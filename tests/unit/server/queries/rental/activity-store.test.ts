/**
 * The rental market history narrowed by an advanced filter answers the same from the in-memory
 * activity store (server/queries/rental/activity-store.ts) as summing the activity rows in SQL:
 * for every rental API filter of the registry (RENTAL_API_FILTERS, from contract/filter-catalog.ts)
 * with values read from the seeded buildings, over months at every time range and rental
 * quarters, rows, figures, building counts and order must be equal. Then a write of rental
 * activity makes the store stale: the history reads SQL (and asks for a new store) until one of
 * the new generation is built. The seeded rents and sizes are whole, so the seeded store sums the
 * weighted figures plainly (exactWeights); the write makes a rent fractional, so the store built
 * after it takes the compensated sums, and answers as SQL does too.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import {
  filterApiParams,
  rangeKey,
  type FilterValues,
  type SearchFilterDefinition,
} from '@contract/filter-definitions';
import { addMonths, monthIndex, MONTHS_A_YEAR, RENTAL_TIME_RANGES, rentalQuarter } from '@contract/months';
import { refreshRentalRollups, withRawActivity } from '@server/queries/rental/activity-rollups';
import {
  activityStoreWanted,
  buildActivityStore,
  setThreadActivityStore,
  type ActivityStore,
} from '@server/queries/rental/activity-store';
import { propertyIdsInScope } from '@server/queries/rental/filtered-properties';
import { findRentalHistory } from '@server/queries/rental/market-history';
import { findRentalMonthRange } from '@server/queries/rental/rental-dates';
import { RENTAL_API_FILTERS } from '@server/queries/filters/endpoint-filters';
import { RENTAL_BUILDING_COLUMNS } from '@server/queries/filters/filter-columns';
import { rentalMarketHistoryQuerySchema, type PropertyHistoryQuery } from '@server/routes/rental/query-schemas';
import { historyPeriods } from '@server/routes/rental/rental-searches';
import type { RentalFilter } from '@server/routes/rental/query-schemas';
import { createTestApp, type TestApp } from '@test-support/test-app';

let t: TestApp;
let store: ActivityStore;
let months: { min: string; max: string };

beforeAll(async () => {
  t = await createTestApp();
  const built = await buildActivityStore(t.db);
  const range = await findRentalMonthRange(t.db);
  if (built === null || range === null) throw new Error('the seeded data has rental activity');
  store = built;
  months = range;
}, 120_000);
// The thread's store is a module global, and the unit tier shares modules between files
// (isolate: false): left set, another file's database reaching the same generation number would
// read this database's store.
afterAll(async () => {
  setThreadActivityStore(null);
  await t.close();
});

/** The seeded values of a definition's column over the old-stock buildings, ascending. */
async function seededValues(definition: SearchFilterDefinition): Promise<unknown[]> {
  const column = RENTAL_BUILDING_COLUMNS[definition.name as keyof typeof RENTAL_BUILDING_COLUMNS];
  expect(column, `${definition.name} has a building column`).toBeDefined();
  const rows = await t.db
    .selectFrom('rental_properties')
    .innerJoin('projects', 'projects.id', 'rental_properties.project_id')
    .select(sql<unknown>`${sql.ref(column)}`.as('value'))
    .where(sql.ref(column), 'is not', null)
    .orderBy('value')
    .execute();
  return rows.map((row) => row.value);
}

/**
 * Filter values from the seeded data: the middle value as a bound, each option of a selection or
 * a radio (old-stock buildings are all completed, not sold out, not cancelled: those keep all or none).
 */
async function candidates(definition: SearchFilterDefinition): Promise<FilterValues[]> {
  const values = await seededValues(definition);
  const middle = values[Math.floor(values.length / 2)];
  switch (definition.type) {
    case 'numberRange':
      return [{ [rangeKey(definition.name, 'from')]: String(middle) }];
    case 'dateRange':
      // Old-stock buildings' projects have no such dates: any bound keeps none.
      return [{ [rangeKey(definition.name, 'to')]: String(middle ?? definition.max).slice(0, 10) }];
    case 'selection':
      return definition.options.map((option) => ({ [definition.name]: [String(option.id)] }));
    case 'radio':
      return definition.options.map((option) => ({ [definition.name]: option.value }));
    default:
      throw new Error(`no seeded value for a ${definition.type} filter (${definition.name}): add one here`);
  }
}

/** The history's period kinds: months at every time range, and rental quarters. */
function periodQueries(): PropertyHistoryQuery[] {
  const start = addMonths(months.min, 1);
  const quarterOf = (month: string) => ({
    year: Math.floor(monthIndex(month) / MONTHS_A_YEAR),
    quarter: rentalQuarter((monthIndex(month) % MONTHS_A_YEAR) + 1),
  });
  const [first, last] = [quarterOf(start), quarterOf(months.max)];
  return [
    ...RENTAL_TIME_RANGES.map((timeRange) => ({
      kind: 'months' as const,
      monthStart: start,
      monthEnd: months.max,
      timeRange,
    })),
    { kind: 'quarters' as const, start: first, end: last },
  ];
}

function filterOf(values: FilterValues): RentalFilter {
  const params = filterApiParams(RENTAL_API_FILTERS, values, undefined);
  return rentalMarketHistoryQuerySchema.parse({
    ...params,
    queryMonthStart: months.min,
    queryMonthEnd: months.max,
    timeRange: '1mo',
  }).filter;
}

describe('the rental history from the activity store', () => {
  test('equals the SQL sums for every rental filter of the registry and every period kind', async () => {
    expect(RENTAL_API_FILTERS.length).toBeGreaterThan(0);
    expect(store.exactWeights, 'the seeded rents and sizes are whole: the plain sums are exact').toBe(true);
    expect(store.compact, 'the seeded counts and figures fit the compact layout').not.toBeNull();
    const everyBuilding = await findRentalHistory(
      t.db,
      { filter: filterOf({}) },
      historyPeriods(periodQueries()[0]!, months),
    );
    const countOf = (rows: typeof everyBuilding) => rows.reduce((total, row) => total + row.property_count, 0);
    let narrowedToSome = 0;
    const narrowing: string[] = [];
    for (const definition of RENTAL_API_FILTERS) {
      let narrowed = false;
      let tried = 0;
      for (const values of await candidates(definition)) {
        tried += 1;
        const filter = filterOf(values);
        for (const [kind, query] of periodQueries().entries()) {
          const periods = historyPeriods(query, months);
          const label = `${JSON.stringify(values)} ${JSON.stringify(query)}`;
          setThreadActivityStore(store);
          const fromStore = await findRentalHistory(t.db, { filter }, periods);
          expect(activityStoreWanted(), `${label}: read from the store`).toBe(false);
          const fromSql = await findRentalHistory(withRawActivity(t.db), { filter }, periods);
          expect(fromStore, label).toEqual(fromSql);
          if (kind === 0 && countOf(fromStore) !== countOf(everyBuilding)) narrowed = true;
          if (kind === 0 && countOf(fromStore) > 0 && countOf(fromStore) < countOf(everyBuilding)) narrowedToSome += 1;
        }
      }
      // Whether a definition narrows the seeded data is filters-narrow.test.ts's check; here every
      // definition is applied with at least one value (a 'flag' radio keeps every building here).
      expect(tried, `${definition.name} has seeded values`).toBeGreaterThan(0);
      if (narrowed) narrowing.push(definition.name);
    }
    expect(narrowedToSome, 'some filters keep some buildings, not all or none').toBeGreaterThan(0);
    expect(narrowing.length, `filters that narrow: ${narrowing.join(', ')}`).toBeGreaterThanOrEqual(
      RENTAL_API_FILTERS.length / 2,
    );
    // Without a store of the data's generation the filtered history asks for one and reads SQL.
    setThreadActivityStore(null);
    await findRentalHistory(t.db, { filter: filterOf({}) }, historyPeriods(periodQueries()[0]!, months));
    expect(activityStoreWanted(), 'a history of every building reads the rollups, not the store').toBe(false);
  }, 120_000);

  test("each period counts the buildings with activity in it and their suites (the store's and SQL's)", async () => {
    const narrowing = (await candidates(RENTAL_API_FILTERS[0]!))[0] ?? {};
    for (const values of [{}, narrowing]) {
      const filter = filterOf(values);
      for (const query of periodQueries()) {
        setThreadActivityStore(store);
        for (const row of await findRentalHistory(t.db, { filter }, historyPeriods(query, months))) {
          const active = await t.db
            .selectFrom('rental_properties')
            .select((eb) => [eb.fn.countAll<number>().as('buildings'), eb.fn.sum<number>('suite_count').as('suites')])
            .where('id', 'in', (eb) =>
              eb
                .selectFrom('rental_activity')
                .select('property_id')
                .where('month', '>=', row.period_start)
                .where('month', '<=', row.period_end),
            )
            .where('id', 'in', propertyIdsInScope(t.db, { filter }))
            .executeTakeFirstOrThrow();
          const label = `${JSON.stringify(values)} ${row.period}`;
          expect(row.property_count, label).toBe(Number(active.buildings));
          expect(row.suite_count, label).toBe(Number(active.suites));
        }
      }
    }
  }, 120_000);

  test('a write of rental activity makes the store stale until it is built again', async () => {
    const definition = RENTAL_API_FILTERS[0]!;
    const [values] = await candidates(definition);
    const filter = filterOf(values ?? {});
    const periods = historyPeriods(periodQueries()[0]!, months);
    const row = await t.db
      .selectFrom('rental_activity')
      .select(['property_id', 'month', 'unit_type', 'avg_rate'])
      .where('property_id', 'in', (eb) =>
        eb.selectFrom('rental_properties').select('id').where('id', '>', 0).orderBy('id').limit(50),
      )
      .where('month', '=', months.max)
      .where('units_surveyed_actual', '>', 0)
      .executeTakeFirstOrThrow();
    // A fractional rent (0.1 has no exact float64): its weighted figure is not whole.
    await t.db
      .updateTable('rental_activity')
      .set({ avg_rate: row.avg_rate + 1000.1, max_rate: row.avg_rate + 1000.1 })
      .where('property_id', '=', row.property_id)
      .where('month', '=', row.month)
      .where('unit_type', '=', row.unit_type)
      .execute();
    await refreshRentalRollups(t.db, [row.property_id]);
    const fromSql = await findRentalHistory(withRawActivity(t.db), { filter }, periods);

    setThreadActivityStore(store);
    expect(await findRentalHistory(t.db, { filter }, periods)).toEqual(fromSql);
    expect(activityStoreWanted(), 'the old store is not used').toBe(true);

    const rebuilt = await buildActivityStore(t.db);
    expect(rebuilt?.generation).toBeGreaterThan(store.generation);
    expect(rebuilt?.exactWeights, 'a fractional rent: compensated sums').toBe(false);
    expect(rebuilt?.compact, 'a fractional rent: the wide layout').toBeNull();
    setThreadActivityStore(rebuilt);
    expect(await findRentalHistory(t.db, { filter }, periods)).toEqual(fromSql);
    expect(activityStoreWanted()).toBe(false);
  }, 120_000);

  test('a PSF not in whole cents keeps the wide layout, with plain sums, and answers as SQL does', async () => {
    const filter = filterOf({});
    const periods = historyPeriods(periodQueries()[0]!, months);
    // Rents whole again (the test before made one fractional), and one PSF of a tenth of a cent.
    const fractional = await t.db
      .selectFrom('rental_activity')
      .select('property_id')
      .distinct()
      .where(sql<boolean>`avg_rate <> round(avg_rate) or max_rate <> round(max_rate)`)
      .execute();
    await t.db
      .updateTable('rental_activity')
      .set({ avg_rate: sql`round(avg_rate)`, max_rate: sql`round(max_rate)` })
      .where(sql<boolean>`avg_rate <> round(avg_rate) or max_rate <> round(max_rate)`)
      .execute();
    const row = await t.db
      .selectFrom('rental_activity')
      .select(['property_id', 'month', 'unit_type', 'min_psf'])
      .where('month', '=', months.max)
      .where('min_psf', '>', 0)
      .orderBy('property_id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('rental_activity')
      .set({ min_psf: Math.floor(row.min_psf) + 0.125 })
      .where('property_id', '=', row.property_id)
      .where('month', '=', row.month)
      .where('unit_type', '=', row.unit_type)
      .execute();
    await refreshRentalRollups(t.db, [...fractional.map((building) => building.property_id), row.property_id]);
    const rebuilt = await buildActivityStore(t.db);
    expect(rebuilt?.exactWeights, 'whole rents: plain sums').toBe(true);
    expect(rebuilt?.compact, 'a PSF of a tenth of a cent: the wide layout').toBeNull();
    setThreadActivityStore(rebuilt);
    expect(await findRentalHistory(t.db, { filter }, periods)).toEqual(
      await findRentalHistory(withRawActivity(t.db), { filter }, periods),
    );
  }, 120_000);
});
