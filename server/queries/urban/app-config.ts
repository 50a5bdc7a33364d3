import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AppConfigKey, AppConfigValues } from '../../seed/json-columns';

/** One app_config value, parsed; null when the seed did not store the key. */
export async function readAppConfig<K extends AppConfigKey>(
  db: Kysely<Database>,
  key: K,
): Promise<AppConfigValues[K] | null> {
  const row = await db.selectFrom('app_config').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as AppConfigValues[K]) : null;
}

/** One app_config value the server cannot work without; a missing key is a broken database, not a 4xx. */
export async function requireAppConfig<K extends AppConfigKey>(
  db: Kysely<Database>,
  key: K,
): Promise<AppConfigValues[K]> {
  const value = await readAppConfig(db, key);
  if (value === null) throw new Error(`app_config has no "${key}": the database was not seeded`);
  return value;
}
