import { sql, type Kysely } from 'kysely';

/**
 * The navigation tabs are code (server/queries/urban/navigation.ts, the results views' entries
 * from contract/views.ts), served from it: the copy the seed wrote into app_config is dropped, so
 * no database holds a navigation the routes do not have. The key is written here, not imported,
 * so this migration stays what it was when released.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from app_config where key = ${'landing_links'}`.execute(db);
}

/** The dropped row was a copy of code: nothing to restore. */
export async function down(): Promise<void> {}
