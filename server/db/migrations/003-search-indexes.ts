import type { Kysely } from 'kysely';

/**
 * Indexes for the landing and search reads (issue 6). project_quarters by standing first: the
 * newest and oldest quarter of a standing (date ranges, the landing's default period) become an
 * index seek instead of a scan of every project quarter, and one quarter of one standing is read
 * without touching the other standings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('project_quarters_standing_year_quarter_idx')
    .on('project_quarters')
    .columns(['standing', 'year', 'quarter'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('project_quarters_standing_year_quarter_idx').execute();
}
