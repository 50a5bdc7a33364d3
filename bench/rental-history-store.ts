/**
 * The rental market history narrowed by a building filter at SEED_SCALE=10 (every region, every
 * month but the first, Year Built From 1970: bench/rental-scale-cases.ts), read both ways: summed
 * from the activity rows in SQL, and from the search threads' in-memory store
 * (server/queries/rental/activity-store.ts). Prints the store's build time and bytes, each way's
 * CPU and wall time (median of the runs), and whether the two answers are equal.
 *
 *   npx tsx bench/rental-history-store.ts --db FILE [--runs 5]
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { parseArgs } from 'node:util';
import { connectSqliteReadOnly } from '../server/db/connection';
import {
  activityStoreBytes,
  buildActivityStore,
  setThreadActivityStore,
} from '../server/queries/rental/activity-store';
import { runSearch } from '../server/search-pool/searches';
import { rentalScaleCases } from './rental-scale-cases';

const { values: args } = parseArgs({
  options: { db: { type: 'string' }, runs: { type: 'string', default: '5' } },
});
if (!args.db) throw new Error('usage: npx tsx bench/rental-history-store.ts --db FILE [--runs N]');
const runs = Number(args.runs);
const { db } = connectSqliteReadOnly(args.db);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const { filteredHistory } = await rentalScaleCases(db);
console.log(`load average ${load()}`);
const buildCpu = process.cpuUsage();
const buildStarted = performance.now();
const store = await buildActivityStore(db);
const buildUsed = process.cpuUsage(buildCpu);
if (store === null) throw new Error('no store built');
console.log(
  `store: ${store.buildings.length} buildings, ${store.month.length} rows, ${(activityStoreBytes(store) / 1e6).toFixed(1)} MB; ` +
    `build wall ${Math.round(performance.now() - buildStarted)} ms, CPU ${Math.round((buildUsed.user + buildUsed.system) / 1000)} ms`,
);

async function timed(withStore: boolean) {
  const cpu: number[] = [];
  const wall: number[] = [];
  let answer: unknown = null;
  for (let run = 0; run < runs; run++) {
    setThreadActivityStore(withStore ? store : null);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    answer = await runSearch(db, filteredHistory.name, filteredHistory.params);
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { answer, cpu: Math.round(median(cpu)), wall: Math.round(median(wall)) };
}
const fromStore = await timed(true);
const fromSql = await timed(false);
console.log(
  `${filteredHistory.label}: store CPU ${fromStore.cpu} ms, wall ${fromStore.wall} ms; SQL CPU ${fromSql.cpu} ms, wall ${fromSql.wall} ms; equal: ${isDeepStrictEqual(fromStore.answer, fromSql.answer)} (load average ${load()})`,
);
await db.destroy();
