import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { dialectOf } from '../connection';

/**
 * Visits (contract/visits.ts): per account, the last visit of a saved view's rows of one entity
 * or of a tracked project or rental, with the watched fields of its rows then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const idColumn = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey() : column.primaryKey().autoIncrement();
  await db.schema
    .createTable('visits')
    .addColumn('id', postgres ? 'serial' : 'integer', idColumn)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('visited_at', 'bigint', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('last_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('visits_account_target', ['account_id', 'kind', 'target_id', 'entity'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visits').execute();
}
