import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../connection';

/**
 * A revision of the market data, raised by the database itself on every insert, update or delete
 * of the tables that hold the rows the searches show and the fields a visit watches
 * (contract/visits.ts WATCHED_FIELDS: a project's standing, its quarters' sold PSF and units sold,
 * a rental's monthly average rent, a sale's price). The data version (server/http/data-version.ts)
 * reads it, so a value changed in place by whatever loads the data (no new row, no new
 * update-history entry) still drops the cached searches and What's new. Triggers, not code in a
 * write path: the app never writes these tables while serving (only the seed of an empty database
 * does), the data's loader is outside it.
 *
 * The tables are listed here, not imported, so the migration stays as released.
 */
const TABLES = [
  'projects',
  'project_quarters',
  'project_versions',
  'rental_properties',
  'rental_activity',
  'sales',
  'sale_addresses',
  'sale_related_projects',
];
const EVENTS = ['insert', 'update', 'delete'] as const;
const FUNCTION = 'raise_data_revision';

/**
 * A sale's stored search row (sale_row_texts, migration 004) is built from its sales row, its
 * addresses and related projects: a write of any of them drops the sale's text, and the search
 * builds that row from the tables (server/queries/sales/newest-sales.ts) until the server's start
 * writes it again. A deleted sale's text goes by its foreign key.
 */
const SALE_PARTS = ['sale_addresses', 'sale_related_projects'];
const DROP_ROW_TEXT = 'drop_sale_row_text';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into data_revision (id, revision) values (1, 0)`.execute(db);
  if (dialectOf(db) === 'postgres') {
    await sql`
      create function ${sql.raw(FUNCTION)}() returns trigger language plpgsql as $$
      begin
        update data_revision set revision = revision + 1 where id = 1;
        return null;
      end
      $$`.execute(db);
    // Once per statement: the seed's chunked inserts raise it once a chunk, not once a row.
    for (const table of TABLES)
      await sql`
        create trigger ${sql.raw(`${table}_data_revision`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function ${sql.raw(FUNCTION)}()`.execute(db);
    await sql`
      create function ${sql.raw(DROP_ROW_TEXT)}() returns trigger language plpgsql as $$
      begin
        if TG_TABLE_NAME = 'sales' then
          delete from sale_row_texts where sale_id = OLD.id;
        else
          if TG_OP <> 'INSERT' then delete from sale_row_texts where sale_id = OLD.sale_id; end if;
          if TG_OP <> 'DELETE' then delete from sale_row_texts where sale_id = NEW.sale_id; end if;
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger sales_row_text after update on sales
      for each row execute function ${sql.raw(DROP_ROW_TEXT)}()`.execute(db);
    for (const table of SALE_PARTS)
      await sql`
        create trigger ${sql.raw(`${table}_row_text`)} after insert or update or delete on ${sql.table(table)}
        for each row execute function ${sql.raw(DROP_ROW_TEXT)}()`.execute(db);
    return;
  }
  // SQLite has row triggers only.
  for (const table of TABLES)
    for (const event of EVENTS)
      await sql`
        create trigger ${sql.raw(`${table}_${event}_data_revision`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update data_revision set revision = revision + 1 where id = 1;
        end`.execute(db);
  await sql`
    create trigger sales_update_row_text after update on sales
    begin
      delete from sale_row_texts where sale_id = old.id;
    end`.execute(db);
  for (const table of SALE_PARTS)
    for (const event of EVENTS)
      await sql`
        create trigger ${sql.raw(`${table}_${event}_row_text`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin
          delete from sale_row_texts where sale_id = ${sql.raw(event === 'insert' ? 'new' : 'old')}.sale_id;
          ${sql.raw(event === 'update' ? 'delete from sale_row_texts where sale_id = new.sale_id;' : '')}
        end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger sales_row_text on sales`.execute(db);
    for (const table of SALE_PARTS)
      await sql`drop trigger ${sql.raw(`${table}_row_text`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.raw(DROP_ROW_TEXT)}()`.execute(db);
    for (const table of TABLES)
      await sql`drop trigger ${sql.raw(`${table}_data_revision`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.raw(FUNCTION)}()`.execute(db);
  } else {
    await sql`drop trigger sales_update_row_text`.execute(db);
    for (const table of SALE_PARTS)
      for (const event of EVENTS) await sql`drop trigger ${sql.raw(`${table}_${event}_row_text`)}`.execute(db);
    for (const table of TABLES)
      for (const event of EVENTS) await sql`drop trigger ${sql.raw(`${table}_${event}_data_revision`)}`.execute(db);
  }
  await db.schema.dropTable('data_revision').execute();
}
