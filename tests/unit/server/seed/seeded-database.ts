import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { connectPostgres, connectSqlite } from '@server/db/connection';
import type { Database } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import { seedDatabase, type SeedSummary } from '@server/seed';

/** The seed's "today" in these tests, so expectations never move. */
export const AS_OF = new Date('2026-09-30T00:00:00Z');

export interface SeededDatabase {
  db: Kysely<Database>;
  summary: SeedSummary;
  close(): Promise<void>;
}

/**
 * A database with every migration applied (the seed also writes the derived sale row texts), then seeded: in-memory SQLite, or a fresh
 * PostgreSQL schema (dropped on close) when DATABASE_URL is set.
 */
export async function seededDatabase(options: { seed: number; scale: number; asOf?: Date }): Promise<SeededDatabase> {
  const url = process.env.DATABASE_URL;
  let db: Kysely<Database>;
  let dropSchema = async (): Promise<void> => {};
  if (url) {
    const schema = `mv_seed_test_${randomBytes(6).toString('hex')}`;
    const admin = connectPostgres(url).db;
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    db = connectPostgres(url, { searchPath: schema }).db;
    dropSchema = async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    };
  } else {
    db = connectSqlite(':memory:').db;
  }
  await migrateToLatest(db);
  const summary = await seedDatabase(db, { seed: options.seed, scale: options.scale, asOf: options.asOf ?? AS_OF });
  return {
    db,
    summary,
    close: async () => {
      await db.destroy();
      await dropSchema();
    },
  };
}
