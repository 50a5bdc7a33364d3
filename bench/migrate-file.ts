/**
 * Migrates a SQLite file to the newest migration and prints the time each one took and the file's
 * size before and after (bench/RESULTS.md: migration 010 writing the rental rollups of a
 * SEED_SCALE=10 database).
 *
 *   npx tsx bench/migrate-file.ts FILE
 */
import { statSync } from 'node:fs';
import { sql } from 'kysely';
import { connectSqlite } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';

const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx bench/migrate-file.ts FILE');
const sizeOf = () => statSync(file).size;
const before = sizeOf();
const { db } = connectSqlite(file);
const started = performance.now();
const applied = await migrateToLatest(db);
const ms = Math.round(performance.now() - started);
await sql`pragma wal_checkpoint(truncate)`.execute(db);
await db.destroy();
const after = sizeOf();
console.log(
  JSON.stringify({
    migrations: applied.map((migration) => migration.migrationName),
    ms,
    bytesBefore: before,
    bytesAfter: after,
    growthMB: Math.round((after - before) / 2 ** 20),
  }),
);
