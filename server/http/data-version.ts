import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

/** How long a read data version is trusted before it is read again. */
const RECHECK_MS = 5_000;

/**
 * What identifies the data a search reads: the newest migration and the seeded dataset's extent
 * (a new seed, another scale or another "today" changes them), the projects' update history
 * (a data update adds entries to it, part 2 §2.10), the data revision the database raises on
 * every write of the searched and watched tables (migration 012), so a value changed in place with
 * no new row or update-history entry (a standing, a quarter's sold PSF or units sold, a month's
 * average rent, a sale's price) changes it too, and the rental rollups' generation (every write of
 * rental activity refreshes them, server/queries/rental/activity-rollups.ts); What's new and the
 * cached searches are kept until it changes. Read at most every 5 s, so a database migrated,
 * seeded or loaded again under a running server drops its cached searches within seconds;
 * sessions, logins, saved views, saved areas and visits (the app's only writes while serving) do
 * not change it.
 */
export function dataVersionReader(db: Kysely<Database>): () => Promise<string> {
  let version: Promise<string> | null = null;
  let readAt = 0;
  return () => {
    const now = Date.now();
    if (!version || now - readAt > RECHECK_MS) {
      readAt = now;
      version = readDataVersion(db).catch((error: unknown) => {
        version = null;
        throw error;
      });
    }
    return version;
  };
}

async function readDataVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`
    select
      (select max(name) from kysely_migration) as migration,
      (select count(*) from sales) as sales,
      (select max(id) from sales) as last_sale,
      (select count(*) from projects) as projects,
      (select count(*) from project_versions) as project_versions,
      (select revision from data_revision where id = 1) as revision,
      (select count(*) from rental_properties) as rental_properties,
      (select value from app_config where key = 'rental_date_range') as rental_months,
      (select generation from rental_rollup_state where id = 1) as rental_rollups`.execute(db);
  return JSON.stringify(rows[0] ?? null);
}
