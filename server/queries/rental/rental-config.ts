import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AppConfigValues } from '../../seed/json-columns';

type RentalConfigKey =
  | 'rental_time_ranges'
  | 'rental_unit_sizes'
  | 'rental_unit_types'
  | 'rental_search_filters'
  | 'market_history_default_regions';

/** One rental setting the seed stores in app_config; a missing key is a broken database, not a 4xx. */
export async function readRentalConfig<K extends RentalConfigKey>(
  db: Kysely<Database>,
  key: K,
): Promise<AppConfigValues[K]> {
  const row = await db.selectFrom('app_config').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) throw new Error(`app_config has no "${key}": the database was not seeded`);
  return JSON.parse(row.value) as AppConfigValues[K];
}
