import type { Kysely } from 'kysely';
import { dialectOf } from '../connection';

/**
 * Each sale's search row as UTF-8 JSON (server/queries/sales/sale-row-texts.ts): derived from the
 * sales tables, written by the seed and rebuilt at start when the row's shape changed, so the
 * widest sales search joins stored text instead of building and serializing 10,000 objects
 * (README "The server under load").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Bytes, not text: a search copies them into its body without decoding and encoding UTF-8.
  const bytes = dialectOf(db) === 'postgres' ? 'bytea' : 'blob';
  await db.schema
    .createTable('sale_row_texts')
    .addColumn('sale_id', 'integer', (c) => c.primaryKey().references('sales.id').onDelete('cascade'))
    .addColumn('json', bytes, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sale_row_texts').execute();
}
