/**
 * Writes a seeded SQLite database file, e.g. for benchmarks:
 *
 *   npx tsx server/seed/cli.ts --scale 5 --seed 1 --out data/bench.sqlite [--as-of 2026-09-30]
 *
 * The file is replaced if it exists and gets every migration (the server can run on it).
 * asOf defaults to today (UTC).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectSqlite } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from './index';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: 'data/seed.sqlite' },
    'as-of': { type: 'string' },
  },
});

const scale = Number(values.scale);
const seed = Number(values.seed);
const asOf = values['as-of'] ? new Date(`${values['as-of']}T00:00:00Z`) : new Date();
if (!(scale > 0) || !Number.isInteger(seed) || Number.isNaN(asOf.getTime())) {
  console.error(
    'usage: tsx server/seed/cli.ts --scale <number > 0> --seed <integer> --out <file> [--as-of YYYY-MM-DD]',
  );
  process.exit(2);
}

const out = path.resolve(values.out);
fs.mkdirSync(path.dirname(out), { recursive: true });
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${out}${suffix}`, { force: true });
const { db } = connectSqlite(out);
try {
  await migrateToLatest(db);
  const summary = await seedDatabase(db, { seed, scale, asOf });
  console.log(JSON.stringify({ out, seed, scale, asOf: asOf.toISOString().slice(0, 10), ...summary }, null, 2));
} finally {
  await db.destroy();
}
