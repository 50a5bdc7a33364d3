import type { Kysely } from 'kysely';
import { WATCHED_FIELDS, type RecordEntity } from '@contract/visits';
import type { Database } from '../../db/database';
import { activitySumSelections, combineFigures, figuresFromSums } from '../rental/activity-figures';
import type { WatchPeriod } from './watch-period';

export type WatchedValue = string | number | null;

/** A record as a visit watches it: its name and its WATCHED_FIELDS values, in that order. */
export interface WatchedRecord {
  name: string;
  values: WatchedValue[];
}

/**
 * Where each watched field's value is stored (the loaders below read it there): a write to any of
 * these columns changes the data version (server/http/data-version.ts, migration 012), so What's
 * new and the cached searches see a value changed in place.
 */
export const WATCHED_COLUMNS = {
  project: {
    standing: { table: 'projects', column: 'standing' },
    sold_psf: { table: 'project_quarters', column: 'sold_psf' },
    total_sales: { table: 'project_quarters', column: 'total_sales' },
  },
  rental: { avg_rate: { table: 'rental_activity', column: 'avg_rate' } },
  sale: { price: { table: 'sales', column: 'price' } },
} as const satisfies {
  readonly [Entity in RecordEntity]: Readonly<
    Record<(typeof WATCHED_FIELDS)[Entity][number], { table: keyof Database; column: string }>
  >;
};

/** Ids per SQL statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 900;

function chunks(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let start = 0; start < ids.length; start += CHUNK) out.push(ids.slice(start, start + CHUNK));
  return out;
}

/** Newest first on yyyy + quarter, as the quarterly rows are keyed. */
const quarterIndex = (row: { year: number; quarter: number }) => row.year * 4 + row.quarter;

async function projects(
  db: Kysely<Database>,
  ids: number[],
  period: WatchPeriod | null,
): Promise<Map<number, WatchedRecord>> {
  if (period?.kind === 'quarter') return projectsInQuarter(db, ids, period);
  const found = new Map<number, WatchedRecord>();
  for (const chunk of chunks(ids)) {
    const rows = await db.selectFrom('projects').select(['id', 'name', 'standing']).where('id', 'in', chunk).execute();
    // The newest quarter of each project in its standing now (part 1 §3: a project row is of one quarter).
    const quarters = await db
      .selectFrom('project_quarters as pq')
      .innerJoin('projects as p', (join) =>
        join.onRef('p.id', '=', 'pq.project_id').onRef('p.standing', '=', 'pq.standing'),
      )
      .select(['pq.project_id', 'pq.year', 'pq.quarter', 'pq.sold_psf', 'pq.total_sales'])
      .where('pq.project_id', 'in', chunk)
      .where((eb) =>
        eb(
          eb(eb('pq.year', '*', 4), '+', eb.ref('pq.quarter')),
          '=',
          eb
            .selectFrom('project_quarters as newest')
            .select((inner) =>
              inner.fn.max(inner(inner('newest.year', '*', 4), '+', inner.ref('newest.quarter'))).as('q'),
            )
            .whereRef('newest.project_id', '=', 'pq.project_id')
            .whereRef('newest.standing', '=', 'pq.standing'),
        ),
      )
      .execute();
    const newest = new Map<number, (typeof quarters)[number]>();
    for (const quarter of quarters) {
      const kept = newest.get(quarter.project_id);
      if (kept === undefined || quarterIndex(quarter) > quarterIndex(kept)) newest.set(quarter.project_id, quarter);
    }
    for (const row of rows) {
      const quarter = newest.get(row.id);
      found.set(row.id, {
        name: row.name,
        values: [row.standing, quarter?.sold_psf ?? null, quarter?.total_sales ?? null],
      });
    }
  }
  return found;
}

/**
 * Projects as a view of one quarter shows them (part 1 §3: a project row is of one quarter): the
 * figures of that quarter in the view's standing, or in the project's standing now when the view
 * names none; the standing is the project's now, as in a view of the newest quarter.
 */
async function projectsInQuarter(
  db: Kysely<Database>,
  ids: number[],
  period: Extract<WatchPeriod, { kind: 'quarter' }>,
): Promise<Map<number, WatchedRecord>> {
  const found = new Map<number, WatchedRecord>();
  for (const chunk of chunks(ids)) {
    const rows = await db.selectFrom('projects').select(['id', 'name', 'standing']).where('id', 'in', chunk).execute();
    const quarters = await db
      .selectFrom('project_quarters')
      .select(['project_id', 'standing', 'sold_psf', 'total_sales'])
      .where('project_id', 'in', chunk)
      .where('year', '=', period.year)
      .where('quarter', '=', period.quarter)
      .execute();
    const byKey = new Map(quarters.map((quarter) => [`${quarter.project_id}:${quarter.standing}`, quarter]));
    for (const row of rows) {
      const quarter = byKey.get(`${row.id}:${period.standing ?? row.standing}`);
      found.set(row.id, {
        name: row.name,
        values: [row.standing, quarter?.sold_psf ?? null, quarter?.total_sales ?? null],
      });
    }
  }
  return found;
}

/**
 * Rental properties as a view of a time range shows them: each unit type's figures over the
 * months, then the property's, by the rental table's own rules (MEASURES.md "Rental rows":
 * server/queries/rental/activity-figures.ts).
 */
async function rentalsInMonths(db: Kysely<Database>, ids: number[], months: readonly string[]) {
  const found = new Map<number, WatchedRecord>();
  const first = months[0];
  const last = months.at(-1);
  for (const chunk of chunks(ids)) {
    const rows = await db.selectFrom('rental_properties').select(['id', 'name']).where('id', 'in', chunk).execute();
    const groups =
      first === undefined || last === undefined
        ? []
        : await db
            .selectFrom('rental_activity')
            .select((eb) => ['rental_activity.property_id', ...activitySumSelections(eb)])
            .where('rental_activity.property_id', 'in', chunk)
            .where('rental_activity.month', '>=', first)
            .where('rental_activity.month', '<=', last)
            .groupBy(['rental_activity.property_id', 'rental_activity.unit_type', 'rental_activity.unittype_name'])
            .execute();
    const byProperty = new Map<number, ReturnType<typeof figuresFromSums>[]>();
    for (const group of groups) {
      const entries = byProperty.get(group.property_id) ?? [];
      entries.push(figuresFromSums(group));
      byProperty.set(group.property_id, entries);
    }
    for (const row of rows) {
      const entries = byProperty.get(row.id);
      found.set(row.id, { name: row.name, values: [entries ? combineFigures(entries).avg_rate : null] });
    }
  }
  return found;
}

async function rentals(
  db: Kysely<Database>,
  ids: number[],
  period: WatchPeriod | null,
): Promise<Map<number, WatchedRecord>> {
  if (period?.kind === 'months') return rentalsInMonths(db, ids, period.months);
  const found = new Map<number, WatchedRecord>();
  for (const chunk of chunks(ids)) {
    const rows = await db.selectFrom('rental_properties').select(['id', 'name']).where('id', 'in', chunk).execute();
    // The newest month's unit types of each property: its average rent weighted by units surveyed
    // (MEASURES.md "Rental rows": avg_rate totals by units surveyed).
    const activity = await db
      .selectFrom('rental_activity as ra')
      .select(['ra.property_id', 'ra.avg_rate', 'ra.units_surveyed_actual'])
      .where('ra.property_id', 'in', chunk)
      .where((eb) =>
        eb(
          'ra.month',
          '=',
          eb
            .selectFrom('rental_activity as newest')
            .select((inner) => inner.fn.max('newest.month').as('m'))
            .whereRef('newest.property_id', '=', 'ra.property_id'),
        ),
      )
      .execute();
    const sums = new Map<number, { rent: number; units: number }>();
    for (const unit of activity) {
      const sum = sums.get(unit.property_id) ?? { rent: 0, units: 0 };
      sum.rent += unit.avg_rate * unit.units_surveyed_actual;
      sum.units += unit.units_surveyed_actual;
      sums.set(unit.property_id, sum);
    }
    for (const row of rows) {
      const sum = sums.get(row.id);
      const rent = sum !== undefined && sum.units > 0 ? Math.round((sum.rent / sum.units) * 100) / 100 : null;
      found.set(row.id, { name: row.name, values: [rent] });
    }
  }
  return found;
}

async function sales(db: Kysely<Database>, ids: number[]): Promise<Map<number, WatchedRecord>> {
  const found = new Map<number, WatchedRecord>();
  for (const chunk of chunks(ids)) {
    const rows = await db
      .selectFrom('sales')
      .select(['id', 'property_name', 'file_number', 'price'])
      .where('id', 'in', chunk)
      .execute();
    for (const row of rows) {
      found.set(row.id, { name: row.property_name || row.file_number || String(row.id), values: [row.price] });
    }
  }
  return found;
}

type Loader = (db: Kysely<Database>, ids: number[], period: WatchPeriod | null) => Promise<Map<number, WatchedRecord>>;

const LOADERS: Record<RecordEntity, Loader> = {
  project: projects,
  rental: rentals,
  sale: sales,
};

/**
 * The watched fields of records as the data holds them now (WATCHED_FIELDS order), of the
 * period a saved view shows (./watch-period.ts; null: the newest); an id the data no longer has
 * is absent from the answer.
 */
export async function loadWatchedRecords(
  db: Kysely<Database>,
  entity: RecordEntity,
  ids: readonly number[],
  period: WatchPeriod | null = null,
): Promise<Map<number, WatchedRecord>> {
  const records = await LOADERS[entity](db, [...ids], period);
  for (const record of records.values()) {
    if (record.values.length !== WATCHED_FIELDS[entity].length)
      throw new Error(`Watched values of ${entity} are misaligned`);
  }
  return records;
}
