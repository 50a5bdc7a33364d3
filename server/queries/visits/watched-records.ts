import type { Kysely } from 'kysely';
import { WATCHED_FIELDS, type WatchedEntity } from '@contract/visits';
import type { Database } from '../../db/database';

export type WatchedValue = string | number | null;

/** A record as a visit watches it: its name and its WATCHED_FIELDS values, in that order. */
export interface WatchedRecord {
  name: string;
  values: WatchedValue[];
}

/** Ids per SQL statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 900;

function chunks(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let start = 0; start < ids.length; start += CHUNK) out.push(ids.slice(start, start + CHUNK));
  return out;
}

/** Newest first on yyyy + quarter, as the quarterly rows are keyed. */
const quarterIndex = (row: { year: number; quarter: number }) => row.year * 4 + row.quarter;

async function projects(db: Kysely<Database>, ids: number[]): Promise<Map<number, WatchedRecord>> {
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

async function rentals(db: Kysely<Database>, ids: number[]): Promise<Map<number, WatchedRecord>> {
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

const LOADERS: Record<WatchedEntity, (db: Kysely<Database>, ids: number[]) => Promise<Map<number, WatchedRecord>>> = {
  project: projects,
  rental: rentals,
  sale: sales,
};

/**
 * The watched fields of records as the data holds them now (WATCHED_FIELDS order); an id the
 * data no longer has is absent from the answer.
 */
export async function loadWatchedRecords(
  db: Kysely<Database>,
  entity: WatchedEntity,
  ids: readonly number[],
): Promise<Map<number, WatchedRecord>> {
  const records = await LOADERS[entity](db, [...ids]);
  for (const record of records.values()) {
    if (record.values.length !== WATCHED_FIELDS[entity].length)
      throw new Error(`Watched values of ${entity} are misaligned`);
  }
  return records;
}
