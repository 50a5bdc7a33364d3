import { sql, type Kysely } from 'kysely';

/**
 * The filter definitions are code (contract/filter-catalog.ts), served from it: the copies the
 * seed wrote into app_config are dropped, so no database holds definitions the server does not
 * apply. Project statuses become the values part 1 §4 lists for the Project Status filter, each
 * project's being where it stands now (its construction status): the filter's options carry
 * these keys, the rows hold them. Values are written here, not imported, so this migration
 * stays what it was when released.
 */
const DEAD_APP_CONFIG_KEYS = ['urban_search_filters', 'urban_components', 'rental_search_filters', 'project_statuses'];

const PROJECT_STATUS_BY_CONSTRUCTION_STATUS: ReadonlyArray<[number, string, string]> = [
  [1, 'pre-construction', 'Pre-Construction'],
  [2, 'under-construction', 'Under Construction'],
  [3, 'occupying', 'Occupying'],
  [4, 'registered', 'Registered'],
  [5, 'completed', 'Completed'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from app_config where key in (${sql.join(DEAD_APP_CONFIG_KEYS)})`.execute(db);
  for (const [id, key, label] of PROJECT_STATUS_BY_CONSTRUCTION_STATUS) {
    await sql`update projects set project_status = ${key}, project_status_label = ${label} where construct_status_id = ${id}`.execute(
      db,
    );
  }
}

/** The dropped rows were copies of code and the former planning statuses were random: nothing to restore. */
export async function down(): Promise<void> {}
