import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { RentalHistoryRow } from '@contract/rental-search';
import { activitySumSelections, addSums, figuresFromSums, type ActivitySums } from './activity-figures';
import {
  geographyOnly,
  propertiesInScope,
  propertyIdsInScope,
  whereGeography,
  type PropertyScope,
} from './filtered-properties';
import { readsRollups } from './activity-rollups';
import { currentActivityStore, storeHistorySums } from './activity-store';
import type { MonthPeriod } from '@contract/months';

/**
 * Rental market history: one row per period, its figures over every unit type of the buildings
 * in scope, and one sub row per unit type (part 2 §2.7 expandable rows). Unit counts are the
 * period's monthly means; a period without activity is left out.
 */
export async function findRentalHistory(
  db: Kysely<Database>,
  scope: PropertyScope,
  periods: readonly MonthPeriod[],
): Promise<RentalHistoryRow[]> {
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) return [];
  const [monthly, buildings] = await historySums(db, scope, first.start, last.end);
  const activeIn = activeBuildings(buildings);

  return periods.flatMap((period): RentalHistoryRow[] => {
    const months = new Set(period.months);
    const inPeriod = monthly.filter((group) => months.has(group.month));
    if (inPeriod.length === 0) return [];
    const monthCount = new Set(inPeriod.map((group) => group.month)).size;
    const unitTypes = new Map<string, { name: string; beds: number; sums: ActivitySums[] }>();
    for (const group of inPeriod) {
      const unitType = unitTypes.get(group.unit_type) ?? {
        name: group.unittype_name,
        beds: Number(group.beds),
        sums: [],
      };
      unitType.sums.push(group);
      unitTypes.set(group.unit_type, unitType);
    }
    const active = activeIn(period.start, period.end);
    return [
      {
        period: period.label,
        period_start: period.start,
        period_end: period.end,
        property_count: active.buildings,
        suite_count: active.suites,
        ...figuresFromSums(addSums(inPeriod, monthCount)),
        subRows: [...unitTypes.entries()]
          .sort(([, a], [, b]) => a.beds - b.beds || a.name.localeCompare(b.name))
          .map(([unitType, { name, sums }]) => ({
            period: name,
            unittype_name: name,
            unit_type: unitType,
            ...figuresFromSums(addSums(sums, monthCount)),
          })),
      },
    ];
  });
}

interface BuildingMonths {
  suite_count: number;
  first_month: string | null;
  last_month: string | null;
}

/** A building with activity in the history's months. */
type ActiveBuilding = BuildingMonths & { first_month: string; last_month: string };

/** Buildings and suites counted per month of their first (or last) activity. */
type Tally = Map<string, { buildings: number; suites: number }>;

function tallyBy(buildings: readonly ActiveBuilding[], month: (building: ActiveBuilding) => string): Tally {
  const tally: Tally = new Map();
  for (const building of buildings) {
    const counts = tally.get(month(building)) ?? { buildings: 0, suites: 0 };
    counts.buildings += 1;
    counts.suites += building.suite_count;
    tally.set(month(building), counts);
  }
  return tally;
}

/**
 * The buildings with activity in a period (their first month on or before its end, their last on
 * or after its start) and their suites, counted from per-month tallies: the active ones are those
 * with activity, less those whose first month is after the period and those whose last month is
 * before it (no building is both, since first <= last and start <= end). A pass over every
 * building per period cost about 20 ms of the filtered history's CPU at SEED_SCALE=10 (9,826
 * buildings, 47 periods); suite counts are integers, so the order of the sums does not matter.
 */
function activeBuildings(buildings: readonly BuildingMonths[]) {
  const withActivity = buildings.filter(
    (building): building is ActiveBuilding => building.first_month !== null && building.last_month !== null,
  );
  const total = withActivity.reduce((suites, building) => suites + building.suite_count, 0);
  const byFirst = tallyBy(withActivity, (building) => building.first_month);
  const byLast = tallyBy(withActivity, (building) => building.last_month);
  return (start: string, end: string) => {
    let active = withActivity.length;
    let suites = total;
    for (const [month, counts] of byFirst)
      if (month > end) {
        active -= counts.buildings;
        suites -= counts.suites;
      }
    for (const [month, counts] of byLast)
      if (month < start) {
        active -= counts.buildings;
        suites -= counts.suites;
      }
    return { buildings: active, suites };
  };
}

/**
 * The activity sums of each month and unit type over the buildings in scope, and each building's
 * suite count with its first and last month of activity. A scope narrowed by an advanced filter
 * (the rollups cannot answer it) reads the kept buildings in SQL and sums their activity from the
 * search threads' shared store (activity-store.ts) when it is of the data's generation: at
 * SEED_SCALE=10 every region and month, Year Built From 1970, took 7.1 s summing the activity
 * rows in SQL (bench/scale-search.ts); the SQL path stays for every other scope and until the
 * store is built.
 */
async function historySums(db: Kysely<Database>, scope: PropertyScope, monthStart: string, monthEnd: string) {
  const store =
    readsRollups(db) && !('propertyId' in scope) && geographyOnly(scope) === null
      ? await currentActivityStore(db)
      : null;
  if (store === null)
    return Promise.all([
      monthlySums(db, scope, monthStart, monthEnd),
      buildingMonths(db, scope, monthStart, monthEnd).execute(),
    ]);
  const kept = await propertiesInScope(db, scope)
    .select(['rental_properties.id', 'rental_properties.suite_count'])
    .execute();
  const sums = storeHistorySums(
    store,
    kept.map((building) => building.id),
    monthStart,
    monthEnd,
  );
  return [
    sums.monthly,
    kept.map((building, at) => ({
      suite_count: building.suite_count,
      first_month: sums.buildings[at]?.first_month ?? null,
      last_month: sums.buildings[at]?.last_month ?? null,
    })),
  ] as const;
}

/**
 * The activity sums of each month and unit type over the buildings in scope: from the submarket
 * totals when the scope is a geography's every building (activity-rollups.ts), else from the
 * activity rows (one building, or a filter on a building's or project's column).
 */
function monthlySums(db: Kysely<Database>, scope: PropertyScope, monthStart: string, monthEnd: string) {
  const geography = readsRollups(db) ? geographyOnly(scope) : null;
  if (geography !== null)
    return whereGeography(
      db
        .selectFrom('rental_submarket_months')
        .where('rental_submarket_months.month', '>=', monthStart)
        .where('rental_submarket_months.month', '<=', monthEnd),
      geography,
      'rental_submarket_months',
    )
      .select((eb) => [
        'rental_submarket_months.month',
        'rental_submarket_months.unit_type',
        'rental_submarket_months.unittype_name',
        eb.fn.max<number>('rental_submarket_months.beds').as('beds'),
        eb.fn.count<number>('rental_submarket_months.month').distinct().as('month_count'),
        eb.fn.sum<number>('rental_submarket_months.surveyed').as('surveyed'),
        eb.fn.sum<number>('rental_submarket_months.available').as('available'),
        eb.fn.sum<number>('rental_submarket_months.rate_weighted').as('rate_weighted'),
        eb.fn.sum<number>('rental_submarket_months.size_weighted').as('size_weighted'),
        eb.fn.min<number | null>('rental_submarket_months.min_rate').as('min_rate'),
        eb.fn.max<number | null>('rental_submarket_months.max_rate').as('max_rate'),
        eb.fn.min<number | null>('rental_submarket_months.min_psf').as('min_psf'),
        eb.fn.max<number | null>('rental_submarket_months.max_psf').as('max_psf'),
        eb.fn.sum<number>('rental_submarket_months.days_active_total').as('days_active_total'),
        eb.fn.sum<number>('rental_submarket_months.dom_unit_count').as('dom_unit_count'),
      ])
      .groupBy([
        'rental_submarket_months.month',
        'rental_submarket_months.unit_type',
        'rental_submarket_months.unittype_name',
      ])
      .execute();
  return db
    .selectFrom('rental_activity')
    .where('rental_activity.month', '>=', monthStart)
    .where('rental_activity.month', '<=', monthEnd)
    .where('rental_activity.property_id', 'in', propertyIdsInScope(db, scope))
    .select((eb) => [
      'rental_activity.month',
      'rental_activity.unit_type',
      'rental_activity.unittype_name',
      eb.fn.max<number>('rental_activity.beds').as('beds'),
      ...activitySumSelections(eb),
    ])
    .groupBy(['rental_activity.month', 'rental_activity.unit_type', 'rental_activity.unittype_name'])
    .execute();
}

/**
 * Each building in scope with its first and last month of activity in monthStart..monthEnd (null
 * when it has none): two index seeks per building (the activity key starts with the building and
 * the month). Grouping the activity rows by building instead sorted every one of them: 1.35 s of
 * SQLite for every region over 48 months at SEED_SCALE=10 (3.6 million rows), 0.18 s this way
 * (bench/scale-search.ts).
 */
export function buildingMonths(db: Kysely<Database>, scope: PropertyScope, monthStart: string, monthEnd: string) {
  const activityMonths = (eb: ExpressionBuilder<Database, 'rental_properties'>) =>
    eb
      .selectFrom('rental_activity')
      .whereRef('rental_activity.property_id', '=', 'rental_properties.id')
      .where('rental_activity.month', '>=', monthStart)
      .where('rental_activity.month', '<=', monthEnd);
  return db
    .selectFrom('rental_properties')
    .where('rental_properties.id', 'in', propertyIdsInScope(db, scope))
    .select((eb) => [
      'rental_properties.suite_count',
      activityMonths(eb)
        .select((inner) => inner.fn.min<string>('rental_activity.month').as('month'))
        .as('first_month'),
      activityMonths(eb)
        .select((inner) => inner.fn.max<string>('rental_activity.month').as('month'))
        .as('last_month'),
    ]);
}
