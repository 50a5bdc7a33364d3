import type { Kysely } from 'kysely';

/**
 * Indexes for the landing and search reads (the landing's rows within a second, README "Performance").
 *
 * project_quarters by standing first: the newest and oldest quarter of a standing (date ranges,
 * the landing's default period) become an index seek instead of a scan of every project quarter,
 * and one quarter of one standing is read without touching the other standings.
 *
 * sales by region, then date: a search for some regions over a period (the landing's sales tab,
 * a sales search with regions) seeks each region's period instead of reading every sale of the
 * regions to test its date; SQLite otherwise chose the region index alone.
 */
const INDEXES = [
  {
    name: 'project_quarters_standing_year_quarter_idx',
    table: 'project_quarters',
    columns: ['standing', 'year', 'quarter'],
  },
  { name: 'sales_region_id_sale_date_idx', table: 'sales', columns: ['region_id', 'sale_date'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
