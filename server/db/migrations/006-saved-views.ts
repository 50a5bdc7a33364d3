import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { dialectOf } from '../connection';

/** Saved views (contract/saved-views.ts): a named page and query per account. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const idColumn = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey() : column.primaryKey().autoIncrement();
  await db.schema
    .createTable('saved_views')
    .addColumn('id', postgres ? 'serial' : 'integer', idColumn)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('saved_views_account_name', ['account_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_views').execute();
}
