/**
 * CPU and wall time of the two widest old-stock searches at SEED_SCALE=10 (Projects, Old Stock,
 * every region, 12 months; Rental Properties, every region, 12 months), and each SQL query's
 * duration (Kysely's log), run through the server's SEARCHES registry as a search thread runs
 * them (pieces: see Statement.all below). CPU time (process.cpuUsage) counts SQLite's work too (better-sqlite3 runs in this thread)
 * and is what other processes on a loaded machine do not inflate.
 *
 * Then the Arrow answer's own pieces, each timed alone on the search's answer: its rows as
 * columns (arrowRowsOf), the Arrow stream (encodeArrowParts), the whole task brotli-compressed as
 * the server sends it to the engine, to its head and to its end, and the JSON answer for a client
 * not asking for Arrow (buildBody, brotli).
 *
 *   npx tsx bench/rental-pieces.ts --db FILE [--runs 5]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import SqliteDatabase, { type Statement } from 'better-sqlite3';
import { connectSqliteReadOnly } from '../server/db/connection';
import { ArrowScratch, encodeArrowParts, rowsAt } from '../server/http/arrow-body';
import { arrowRowsOf } from '../server/search-pool/arrow-rows';
import { buildBody } from '../server/search-pool/built-body';
import { runTask } from '../server/search-pool/run-task';
import { SEARCH_ROWS, runSearch } from '../server/search-pool/searches';
import { rentalScaleCases } from './rental-scale-cases';

const { values: args } = parseArgs({
  options: { db: { type: 'string' }, runs: { type: 'string', default: '5' } },
});
if (!args.db) throw new Error('usage: npx tsx bench/rental-pieces.ts --db FILE [--runs N]');
const runs = Number(args.runs);
const { db } = connectSqliteReadOnly(args.db);

/**
 * Each query's CPU and wall time: better-sqlite3 reads a statement's rows synchronously in
 * Statement.all (Kysely's driver and valueRows both call it), so the CPU spent there is SQLite's
 * and the rows' making, nothing else's.
 */
const queries = new Map<string, { cpu: number[]; wall: number[] }>();
let logging = false;
// Every statement of every database shares one prototype.
const statement = Object.getPrototypeOf(new SqliteDatabase(':memory:').prepare('select 1')) as Statement;
const all = statement.all;
statement.all = function (this: Statement, ...params: unknown[]) {
  if (!logging) return all.apply(this, params);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const rows = all.apply(this, params);
  const used = process.cpuUsage(cpuStarted);
  const key = this.source.includes('rental_activity_ranges')
    ? 'rollups'
    : this.source.includes('rental_properties')
      ? 'buildings'
      : 'other';
  const entry = queries.get(key) ?? { cpu: [], wall: [] };
  entry.cpu.push((used.user + used.system) / 1000);
  entry.wall.push(performance.now() - started);
  queries.set(key, entry);
  return rows;
} as Statement['all'];

const cases = await rentalScaleCases(db);
const CASES = [cases.oldStock, cases.rentalProperties];
const cpuSince = (started: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
for (const search of CASES) {
  const cpu: number[] = [];
  const wall: number[] = [];
  queries.clear();
  const task: number[] = [];
  const head: number[] = [];
  const columns: number[] = [];
  const encode: number[] = [];
  const brTask: number[] = [];
  const brHead: number[] = [];
  const json: number[] = [];
  const scratch = new ArrowScratch();
  let rows = 0;
  await runSearch(db, search.name, search.params as never);
  for (let run = 0; run < runs; run++) {
    logging = true;
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const answer = (await runSearch(db, search.name, search.params as never)) as { data: unknown[] };
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    logging = false;
    rows = answer.data.length;
    // The whole task as a search thread runs it: the search, then its Arrow answer gzipped, whose
    // head (the first rows the browser shows) is posted before the rest is encoded.
    const taskStarted = process.cpuUsage();
    let headAt = 0;
    await runTask(db, { name: search.name, params: search.params, encoding: 'gzip', format: 'arrow' }, () => {
      if (headAt === 0) headAt = cpuSince(taskStarted);
    });
    task.push(cpuSince(taskStarted));
    head.push(headAt);
    // The same as the server answers the engine (brotli), to its head and to its end.
    const brStarted = process.cpuUsage();
    let brHeadAt = 0;
    await runTask(db, { name: search.name, params: search.params, encoding: 'br', format: 'arrow' }, () => {
      if (brHeadAt === 0) brHeadAt = cpuSince(brStarted);
    });
    brTask.push(cpuSince(brStarted));
    brHead.push(brHeadAt);
    // The Arrow answer's pieces on this run's answer: its rows as columns, then the stream.
    const rowsPath = SEARCH_ROWS[search.name] as string;
    const columnsStarted = process.cpuUsage();
    const arrowRows = await arrowRowsOf(db, rowsAt(answer, rowsPath));
    columns.push(cpuSince(columnsStarted));
    const encodeStarted = process.cpuUsage();
    encodeArrowParts(answer, rowsPath, arrowRows.store, arrowRows.indices, scratch);
    encode.push(cpuSince(encodeStarted));
    const jsonStarted = process.cpuUsage();
    buildBody(answer, 'br');
    json.push(cpuSince(jsonStarted));
  }
  const pieces = [...queries]
    .map(([key, times]) => `${key} CPU ${Math.round(median(times.cpu))} wall ${Math.round(median(times.wall))}`)
    .join(', ');
  console.log(
    `${search.label} (${rows} rows): CPU ${Math.round(median(cpu))} ms, wall ${Math.round(median(wall))} ms; SQL ${pieces}; whole task (Arrow, gzip) CPU ${Math.round(median(task))} ms, to its head ${Math.round(median(head))} ms; ` +
      `(Arrow, brotli) CPU ${Math.round(median(brTask))} ms, to its head ${Math.round(median(brHead))} ms; ` +
      `pieces: rows as columns ${Math.round(median(columns))} ms, Arrow stream ${Math.round(median(encode))} ms; ` +
      `JSON answer (brotli) ${Math.round(median(json))} ms`,
  );
}
await db.destroy();
