/**
 * Server time of the widest rental searches, read from the rental rollups
 * (server/queries/rental/activity-rollups.ts) and from the activity rows alone (withRawActivity,
 * the reading before the rollups), alternately in one process so both share the machine's load:
 * the searches of bench/scale-search.ts over every region (Old Stock 12 months, Rental Properties
 * 12 months, Rental Market History over every month but the first) and the history with Year
 * Built From (a building filter: read from the activity rows either way). Each search is run
 * through the server's SEARCHES registry as a search thread runs it (the body before encoding).
 *
 *   npx tsx bench/rental-rollups.ts --db FILE [--runs 3]
 *
 * FILE is a migrated SQLite database (bench/migrate-file.ts migrates a seeded one). Prints one
 * line per search: the median, minimum and maximum milliseconds of each reading and the rows.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { connectSqliteReadOnly } from '../server/db/connection';
import { withRawActivity } from '../server/queries/rental/activity-rollups';
import { runSearch } from '../server/search-pool/searches';
import { rentalScaleCases } from './rental-scale-cases';

const { values: args } = parseArgs({
  options: { db: { type: 'string' }, runs: { type: 'string', default: '3' } },
});
if (!args.db) throw new Error('usage: npx tsx bench/rental-rollups.ts --db FILE [--runs N]');
const runs = Number(args.runs);
const { db } = connectSqliteReadOnly(args.db);
const raw = withRawActivity(db);

const cases = await rentalScaleCases(db);
const CASES = [cases.oldStock, cases.rentalProperties, cases.history, cases.filteredHistory];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const summary = (values: number[]) =>
  `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;

console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
for (const search of CASES) {
  const timings = { rollups: [] as number[], activity: [] as number[] };
  let rows = 0;
  for (let run = 0; run < runs; run++) {
    for (const [reading, connection] of [
      ['rollups', db],
      ['activity', raw],
    ] as const) {
      const started = performance.now();
      const answer = (await runSearch(connection, search.name, search.params as never)) as { data: unknown[] };
      timings[reading].push(performance.now() - started);
      rows = answer.data.length;
    }
  }
  console.log(
    `${search.label} (${rows} rows): rollups ${summary(timings.rollups)}, activity rows ${summary(timings.activity)}`,
  );
}
console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
await db.destroy();
