/**
 * The rental market history narrowed by a building filter at SEED_SCALE=10 (every region, every
 * month but the first, Year Built From 1970: bench/rental-scale-cases.ts), read both ways: summed
 * from the activity rows in SQL, and from the search threads' in-memory store
 * (server/queries/rental/activity-store.ts). Prints the store's build time and bytes, each way's
 * CPU and wall time (median of the runs), and whether the two answers are equal; then the store
 * way's parts, each the median CPU of the runs: the kept buildings' query, the pass over their
 * activity (storeHistorySums), and the whole answer as a search thread builds it (runTask: the
 * search, its rows per period and the Arrow body in brotli, as the page asks).
 *
 *   npx tsx bench/rental-history-store.ts --db FILE [--runs 5] [--skip-sql]
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { parseArgs } from 'node:util';
import { connectSqliteReadOnly } from '../server/db/connection';
import { propertiesInScope } from '../server/queries/rental/filtered-properties';
import { runTask } from '../server/search-pool/run-task';
import {
  activityStoreBytes,
  buildActivityStore,
  setThreadActivityStore,
  storeHistorySums,
} from '../server/queries/rental/activity-store';
import { runSearch } from '../server/search-pool/searches';
import { rentalScaleCases } from './rental-scale-cases';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    runs: { type: 'string', default: '5' },
    // The SQL way takes about 4 s a run at scale 10: skip it when timing the store's parts.
    'skip-sql': { type: 'boolean', default: false },
  },
});
if (!args.db) throw new Error('usage: npx tsx bench/rental-history-store.ts --db FILE [--runs N] [--skip-sql]');
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
  `store: ${store.buildings.length} buildings, ${store.keys.length} rows, ${(activityStoreBytes(store) / 1e6).toFixed(1)} MB; ` +
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
if (!args['skip-sql']) {
  const fromSql = await timed(false);
  console.log(
    `${filteredHistory.label}: store CPU ${fromStore.cpu} ms, wall ${fromStore.wall} ms; SQL CPU ${fromSql.cpu} ms, wall ${fromSql.wall} ms; equal: ${isDeepStrictEqual(fromStore.answer, fromSql.answer)} (load average ${load()})`,
  );
}

/** The median CPU milliseconds of `runs` calls of `part`. */
async function cpuOf(part: () => Promise<unknown> | unknown): Promise<number> {
  const cpu: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = process.cpuUsage();
    await part();
    const used = process.cpuUsage(started);
    cpu.push((used.user + used.system) / 1000);
  }
  return Math.round(median(cpu));
}
setThreadActivityStore(store);
const { filter, monthStart, monthEnd } = filteredHistory.params;
const keptQuery = () =>
  propertiesInScope(db, { filter }).select(['rental_properties.id', 'rental_properties.suite_count']).execute();
const kept = (await keptQuery()).map((building) => building.id);
const task = { name: filteredHistory.name, params: filteredHistory.params, encoding: 'br', format: 'arrow' } as const;
const parts = {
  kept: await cpuOf(keptQuery),
  pass: await cpuOf(() => storeHistorySums(store, kept, monthStart, monthEnd)),
  answer: await cpuOf(() => runTask(db, task)),
};
console.log(
  `${filteredHistory.label} from the store, CPU: kept buildings (${kept.length}) ${parts.kept} ms, pass ${parts.pass} ms, ` +
    `whole answer (Arrow, brotli) ${parts.answer} ms (load average ${load()})`,
);
await db.destroy();
