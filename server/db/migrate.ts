import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/** Brings the schema to the latest migration; throws naming the first migration that failed. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
  return results;
}
