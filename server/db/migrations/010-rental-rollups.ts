import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../connection';
import type { Database } from '../database';
import { rebuildRentalRollups } from '../../queries/rental/activity-rollups';

/**
 * The rental activity pre-aggregated for the rental searches and histories (RentalActivityRangeTable,
 * RentalSubmarketMonthTable in ../domain-tables.ts; written by server/queries/rental/activity-rollups.ts),
 * filled from the activity already there. The range rows are keyed by building first, so a
 * search's buildings are read by index seeks and the rows of a building rewritten together; the
 * submarket months are few (about 50,000 at SEED_SCALE=10) and read by month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite keeps the rows in the key's B-tree (no rowid table beside it): half the bytes.
  const withoutRowid = dialectOf(db) === 'sqlite' ? sql`without rowid` : sql``;
  await db.schema
    .createTable('rental_activity_ranges')
    .addColumn('property_id', 'integer', (c) => c.notNull())
    .addColumn('time_range', 'text', (c) => c.notNull())
    .addColumn('end_month', 'text', (c) => c.notNull())
    .addColumn('unit_type', 'text', (c) => c.notNull())
    .addColumn('unittype_name', 'text', (c) => c.notNull())
    .addColumn('beds', 'integer', (c) => c.notNull())
    .addColumn('baths', 'integer', (c) => c.notNull())
    .addColumn('month_count', 'integer', (c) => c.notNull())
    .addColumn('surveyed', 'integer', (c) => c.notNull())
    .addColumn('available', 'integer', (c) => c.notNull())
    // Double precision as the activity's rates and sizes are: SUM keeps returning a number.
    .addColumn('rate_weighted', 'double precision', (c) => c.notNull())
    .addColumn('size_weighted', 'double precision', (c) => c.notNull())
    .addColumn('min_rate', 'double precision')
    .addColumn('max_rate', 'double precision')
    .addColumn('min_psf', 'double precision')
    .addColumn('max_psf', 'double precision')
    .addColumn('days_active_total', 'integer', (c) => c.notNull())
    .addColumn('dom_unit_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rental_activity_ranges_pk', [
      'property_id',
      'time_range',
      'end_month',
      'unit_type',
      'unittype_name',
    ])
    .modifyEnd(withoutRowid)
    .execute();
  await db.schema
    .createTable('rental_submarket_months')
    .addColumn('region_id', 'integer', (c) => c.notNull())
    .addColumn('municipality_id', 'integer', (c) => c.notNull())
    .addColumn('submarket_id', 'integer')
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('unit_type', 'text', (c) => c.notNull())
    .addColumn('unittype_name', 'text', (c) => c.notNull())
    .addColumn('beds', 'integer', (c) => c.notNull())
    .addColumn('month_count', 'integer', (c) => c.notNull())
    .addColumn('surveyed', 'integer', (c) => c.notNull())
    .addColumn('available', 'integer', (c) => c.notNull())
    .addColumn('rate_weighted', 'double precision', (c) => c.notNull())
    .addColumn('size_weighted', 'double precision', (c) => c.notNull())
    .addColumn('min_rate', 'double precision')
    .addColumn('max_rate', 'double precision')
    .addColumn('min_psf', 'double precision')
    .addColumn('max_psf', 'double precision')
    .addColumn('days_active_total', 'integer', (c) => c.notNull())
    .addColumn('dom_unit_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rental_submarket_months_month_idx')
    .on('rental_submarket_months')
    .columns(['month', 'municipality_id', 'submarket_id'])
    .execute();
  await db.schema
    .createTable('rental_rollup_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('activity_rows', 'integer', (c) => c.notNull())
    .execute();
  await rebuildRentalRollups(db as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rental_rollup_state').execute();
  await db.schema.dropTable('rental_submarket_months').execute();
  await db.schema.dropTable('rental_activity_ranges').execute();
}
