/**
 * Time and size of the heaviest JSON responses (README "Performance"), over real HTTP on a seeded SQLite file
 * (identity, gzip and brotli), so a change to queries, serialization or compression can be checked in one run:
 *
 *   npx tsx server/seed/cli.ts --scale 1 --seed 2026 --out data/measure.sqlite --as-of 2026-11-21
 *   npx tsx server/perf/measure-payloads.ts --db data/measure.sqlite [--runs 5]
 *
 * Each search the engine loads is measured twice: as the spec's JSON, and as the Arrow columns
 * the engine asks for (`Accept: application/vnd.apache.arrow.stream`, contract/arrow-search.ts),
 * with bytes a row, each format's runs one after another (after untimed ones: one per search
 * thread and one more). `--check` fails on a missed budget of the widest sales search's Arrow answer: not
 * cached, at most 100 ms of CPU and less than its JSON's, and 160 B a row on the wire (brotli);
 * cached, at most 5 ms.
 *
 * Prints a markdown table and, last, one line of JSON: the widest sales search's figures
 * (brotli; Arrow, with JSON beside it) and these budgets, which bench/run.ts puts in its table.
 *
 * The file is copied first (in-process-app.ts: the demo accounts and sessions are written to the copy). Server and
 * client share this process, so the CPU column (user + system, zlib's pool threads included)
 * is the server's work plus a byte count; it is steadier than wall time on a loaded machine.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { inProcessApp } from './in-process-app';
import { readAppConfig } from '../queries/urban/app-config';
import { ARROW_STREAM_TYPE } from '@contract/arrow-search';
import { SALES_QUERY } from '@contract/sales-search';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    runs: { type: 'string', default: '5' },
    check: { type: 'boolean', default: false },
  },
});
if (!values.db) {
  console.error('usage: tsx server/perf/measure-payloads.ts --db <seeded sqlite file> [--runs N]');
  process.exit(2);
}
const runs = Math.max(1, Number(values.runs));
/** Budgets of the widest sales search's Arrow answer (README "Performance"). */
const NOT_CACHED_CPU_MS = 100;
const WIRE_BYTES_A_ROW = 160;
const CACHED_CPU_MS = 5;
const { app, db, config, cookie, close } = await inProcessApp(values.db, 'measure');

const allRegions = (await db.selectFrom('regions').select('id').orderBy('id').execute()).map((row) => row.id);
const defaultRegions = (await readAppConfig(db, 'landing_default_regions')) ?? allRegions;
const subTypes = (await db.selectFrom('sale_sub_types').select('id').execute()).map((row) => row.id);
const newest = await db
  .selectFrom('sales')
  .select((eb) => eb.fn.max('sale_date').as('newest'))
  .executeTakeFirst();
const salesTo = String(newest?.newest);

const landing = (regions: number[]) =>
  `/api/v1/urban/project/byregionlanding?${regions.map((id) => `regionId[]=${id}`).join('&')}`;
const rentalMonth = await db
  .selectFrom('rental_activity')
  .select((eb) => eb.fn.max('month').as('month'))
  .executeTakeFirst();
const WIDEST_SALES = `/api/v1/sales/sales?${SALES_QUERY.from}=2000-01-01&${SALES_QUERY.to}=${salesTo}&${subTypes
  .map((id) => `${SALES_QUERY.subPropertyType}[]=${id}`)
  .join('&')}`;
/**
 * Each measured search: a label, its url, the rows in its answer (for bytes a row) and the formats
 * it is asked in (Accept header). The formats of one search are asked in turn within each run, so a
 * change of the machine's load falls on both alike (the machine is shared).
 */
const scenarios: Array<{ label: string; url: string; rows: number; formats: Array<[string, string]> }> = [
  {
    label: `byregionlanding, default regions (${defaultRegions.join(',')})`,
    url: landing(defaultRegions),
    rows: 0,
    formats: [['', 'application/json']],
  },
  {
    label: `byregionlanding, all ${allRegions.length} regions`,
    url: landing(allRegions),
    rows: 0,
    formats: [['', 'application/json']],
  },
];
for (const [label, url] of [
  ['sales search, 10,000 rows (all sub-types, 15 years)', WIDEST_SALES],
  [
    'rental properties, every region, 12 months',
    `/api/v1/rental/propertydata?queryMonth=${String(rentalMonth?.month)}&timeRange=12mo`,
  ],
]) {
  scenarios.push({
    label: label!,
    url: url!,
    rows: await rowCountOf(url!),
    formats: [
      [', JSON', 'application/json'],
      [', Arrow', ARROW_STREAM_TYPE],
    ],
  });
}

/** The rows of a search answer (JSON), for bytes a row. */
async function rowCountOf(url: string): Promise<number> {
  const answer = (await app.inject({ method: 'GET', url, headers: { cookie } })).json<{ data: unknown[] }>();
  const first = answer.data[0] as { data?: unknown[] } | undefined;
  return Array.isArray(first?.data) ? first.data.length : answer.data.length;
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

console.log(
  `| scenario | until the last byte: median (min-max) of ${runs} wall, median process CPU | bytes sent, identity / gzip / br |`,
);
console.log('| --- | --- | --- |');
const failures: string[] = [];
/** The widest sales search, brotli, not cached: process CPU and wall medians, bytes sent, rows; per format. */
const widestSales: Partial<
  Record<'json' | 'arrow', { cpuMs: number; wallMs: number; bytes: number; rows: number; bytesPerRow: number }>
> = {};
for (const { label, url, rows, formats } of scenarios) {
  const cells = formats.map(() => [] as string[]);
  const bytes = formats.map(() => [] as number[]);
  for (const encoding of ['identity', 'gzip', 'br']) {
    const times = formats.map(() => [] as number[]);
    const cpuTimes = formats.map(() => [] as number[]);
    const sent = formats.map(() => 0);
    for (const [index, [, accept]] of formats.entries()) {
      // Untimed: each search thread builds what it keeps per data version on its first search, and
      // the garbage of the other format's answers (18 MB of JSON text) is collected before the
      // timed runs, which each ask this format only, as a client of one kind does (the engine
      // always asks Arrow): asked in turn, one format's collection was counted in the other's CPU.
      for (let warm = 0; warm < Math.max(1, config.searchThreads) + 1; warm++)
        await timedGet(`${origin}${url}`, { cookie, 'accept-encoding': encoding, accept });
      for (let run = 0; run < runs; run++) {
        const cpuBefore = process.cpuUsage();
        const measured = await timedGet(`${origin}${url}`, { cookie, 'accept-encoding': encoding, accept });
        const cpu = process.cpuUsage(cpuBefore);
        times[index]!.push(measured.ms);
        cpuTimes[index]!.push((cpu.user + cpu.system) / 1000);
        sent[index] = measured.bytes;
      }
    }
    for (const [index, [, accept]] of formats.entries()) {
      const sorted = [...times[index]!].sort((a, b) => a - b);
      const fastest = (sorted[0] ?? 0).toFixed(0);
      const slowest = (sorted[sorted.length - 1] ?? 0).toFixed(0);
      cells[index]!.push(
        `${encoding} ${median(times[index]!)} ms (${fastest}-${slowest}), cpu ${median(cpuTimes[index]!)} ms`,
      );
      bytes[index]!.push(sent[index]!);
      if (url === WIDEST_SALES && encoding === 'br')
        widestSales[accept === ARROW_STREAM_TYPE ? 'arrow' : 'json'] = {
          cpuMs: Number(median(cpuTimes[index]!)),
          wallMs: Number(median(times[index]!)),
          bytes: sent[index]!,
          rows,
          bytesPerRow: Math.round(sent[index]! / rows),
        };
    }
  }
  for (const [index, [suffix]] of formats.entries()) {
    const counts = bytes[index]!;
    const perRow = rows > 0 ? `; a row: ${counts.map((count) => (count / rows).toFixed(0)).join(' / ')} B` : '';
    console.log(
      `| ${label}${suffix} | ${cells[index]!.join('; ')} | ${counts.map((count) => count.toLocaleString('en')).join(' / ')}${perRow} |`,
    );
  }
}

// The budgets of the widest sales search's Arrow answer, not cached, against its JSON in the same runs.
{
  const { arrow, json } = widestSales;
  if (arrow !== undefined) {
    if (arrow.cpuMs > NOT_CACHED_CPU_MS)
      failures.push(`widest sales search, Arrow, not cached: ${arrow.cpuMs} ms CPU > ${NOT_CACHED_CPU_MS}`);
    if (json !== undefined && arrow.cpuMs >= json.cpuMs)
      failures.push(
        `widest sales search, Arrow, not cached: ${arrow.cpuMs} ms CPU, not below its JSON's ${json.cpuMs}`,
      );
    if (arrow.bytes / arrow.rows > WIRE_BYTES_A_ROW)
      failures.push(
        `widest sales search, Arrow: ${(arrow.bytes / arrow.rows).toFixed(0)} B a row on the wire > ${WIRE_BYTES_A_ROW}`,
      );
  }
}

// The same widest sales search answered from the search cache (the server's default), brotli, over
// HTTP as above: the stored bytes are sent as they are. (Measured through inject, light-my-request
// decoded the 2 MB binary body to a string and counted about 50 ms of its own.)
const cachedApp = await buildApp({ db, config: { ...config, searchCacheBytes: 256 * 1024 * 1024 } });
await cachedApp.listen({ port: 0, host: '127.0.0.1' });
const cachedAddress = cachedApp.server.address();
const cachedOrigin = `http://127.0.0.1:${typeof cachedAddress === 'object' && cachedAddress ? cachedAddress.port : 0}`;
const cachedCpuMs: Partial<Record<'json' | 'arrow', number>> = {};
for (const [format, accept] of [
  ['JSON', 'application/json'],
  ['Arrow', ARROW_STREAM_TYPE],
] as const) {
  const cachedTimes: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const cpuBefore = process.cpuUsage();
    await timedGet(`${cachedOrigin}${WIDEST_SALES}`, { cookie, accept, 'accept-encoding': 'br' });
    const cpu = process.cpuUsage(cpuBefore);
    // The first run fills the cache.
    if (run > 0) cachedTimes.push((cpu.user + cpu.system) / 1000);
  }
  const cachedCpu = Number(median(cachedTimes));
  cachedCpuMs[format === 'Arrow' ? 'arrow' : 'json'] = cachedCpu;
  console.log(`| sales search, ${format}, from the search cache | cpu ${cachedCpu} ms (median of ${runs}) | |`);
  if (format === 'Arrow' && cachedCpu > CACHED_CPU_MS)
    failures.push(`widest sales search, Arrow, cached: ${cachedCpu} ms CPU > ${CACHED_CPU_MS}`);
}
await cachedApp.close();
for (const failure of failures) console.log(`budget missed: ${failure}`);
console.log(
  JSON.stringify({
    runs,
    widestSalesNotCached: widestSales,
    widestSalesCachedCpuMs: cachedCpuMs,
    budgets: { notCachedCpuMs: NOT_CACHED_CPU_MS, wireBytesARow: WIRE_BYTES_A_ROW, cachedCpuMs: CACHED_CPU_MS },
    failures,
  }),
);
if (values.check && failures.length > 0) process.exitCode = 1;

function median(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0);
}

/** Time from sending the request to its last body byte, and the body bytes as sent (still encoded). */
function timedGet(target: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(target, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${target}: HTTP ${response.statusCode}`));
          else resolve({ ms: performance.now() - started, bytes });
        });
      })
      .on('error', reject);
  });
}

await close();
