import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { dialectOf } from '../connection';

/** Saved areas (contract/saved-areas.ts): a named polygon per account. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const idColumn = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey() : column.primaryKey().autoIncrement();
  await db.schema
    .createTable('saved_areas')
    .addColumn('id', postgres ? 'serial' : 'integer', idColumn)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('points', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('saved_areas_account_name', ['account_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_areas').execute();
}
