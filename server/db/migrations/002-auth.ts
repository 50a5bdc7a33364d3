import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { dialectOf } from '../connection';

/** Accounts, sessions and failed logins (shapes in server/db/auth-tables.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Each database spells an auto-increment key its own way.
  const postgres = dialectOf(db) === 'postgres';
  const idType = postgres ? 'serial' : 'integer';
  const idColumn = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey() : column.primaryKey().autoIncrement();

  await db.schema
    .createTable('accounts')
    .addColumn('id', idType, idColumn)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('organization', 'text', (c) => c.notNull())
    .addColumn('member_since', 'bigint', (c) => c.notNull())
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('rental_expansion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_account_id').on('sessions').column('account_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', idType, idColumn)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_username')
    .on('login_attempts')
    .columns(['username', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_client_address')
    .on('login_attempts')
    .columns(['client_address', 'attempted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('accounts').execute();
}
