import { sql, type Kysely } from 'kysely';
import { dialectOf } from './connection';
import type { Database } from './database';

/**
 * Runs the start-up writes (migrations, the seed of an empty database, the derived texts, the
 * demo accounts) while holding a PostgreSQL session advisory lock on the database's schema, so
 * several server processes started together on one database (README "Several processes") write
 * them once: the first seeds, the others wait and then find the data there. Without it each
 * process saw an empty database and seeded it. The lock is held on a connection of its own and
 * freed when that connection ends, a killed process included. SQLite serves one process per data
 * folder, which needs no lock.
 */
export async function withStartupLock<T>(db: Kysely<Database>, startUp: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return startUp();
  return db.connection().execute(async (connection) => {
    const key = sql`hashtext('marketview start-up ' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await startUp();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
