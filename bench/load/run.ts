/**
 * The server's load benchmark (`npm run bench:load [-- --check] [--soak | --soak-seconds N]`):
 * starts the server on 127.0.0.1 with a fresh seeded database (scale-1 SQLite in a temporary
 * folder, or the PostgreSQL database of DATABASE_URL), logs in the demo accounts and runs
 *   (a) 4 connections on the widest sales search while 2 call whoami and options (cache off),
 *   (b) 50 connections over every kind of call with distinct parameters,
 *   (c) with --soak (5 minutes) or --soak-seconds N, (b) for that long while resident memory is sampled.
 * Traffic goes to the loopback server only; every scenario is bounded in time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { login, readDataFacts, widestSalesSearchUrl } from './api-setup';
import { mixedWorkload, type EndpointLoad } from './mixed-workload';
import { startServer, type ServerUnderTest } from './server-process';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUDGETS = { lightP99Ms: 100, widestSalesPerSecond: 4, soakRssGrowth: 0.1 };
const SOAK_DEFAULT_SECONDS = 300;
const SOAK_SAMPLE_MS = 5_000;
/** Long enough that a slow answer on a loaded machine is measured rather than counted as an error. */
const REQUEST_TIMEOUT_S = 120;
/** What a browser (and the engine worker's fetch) sends: compressed bodies, as in real use. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip, deflate', accept: 'application/json' };

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    soak: { type: 'boolean', default: false },
    'soak-seconds': { type: 'string' },
    seconds: { type: 'string', default: '30' },
    /** A seeded SQLite file to copy instead of seeding a new one (repeated runs on one dataset). */
    seeded: { type: 'string' },
  },
});
const seconds = positive(values.seconds, 'seconds');
const soakSeconds = values['soak-seconds']
  ? positive(values['soak-seconds'], 'soak-seconds')
  : values.soak
    ? SOAK_DEFAULT_SECONDS
    : 0;

function positive(text: string | undefined, name: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0 || value > 3600) throw new Error(`--${name} must be 1..3600 seconds`);
  return value;
}

interface Outcome {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const failures: string[] = [];
const run = (options: { origin: string; connections: number; urls: string[]; cookie: string; duration: number }) => {
  let next = 0;
  const urls = options.urls;
  return autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.duration,
    timeout: REQUEST_TIMEOUT_S,
    headers: { ...BROWSER_HEADERS, cookie: options.cookie },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length] ?? urls[0] }),
      },
    ],
  });
};

function outcome(name: string, result: Result): Outcome {
  return {
    name,
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function table(title: string, outcomes: Outcome[]): void {
  // The machine is shared: its load says how much of the 2 cores the server had.
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  console.log(`\n${title} (load average at the end ${load})\n`);
  console.log('| calls (connections) | requests | per second | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of outcomes) {
    console.log(
      `| ${row.name} | ${row.requests} | ${row.perSecond.toFixed(2)} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    );
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketview-load-'));
  if (values.seeded && !process.env.DATABASE_URL)
    fs.copyFileSync(path.resolve(values.seeded), path.join(dir, 'marketview.sqlite'));
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${dir}`}; seeding when empty...`,
  );
  const started = performance.now();
  // DATABASE_URL is the one setting taken from the shell (server-process.ts passes no other).
  const databaseUrl = process.env.DATABASE_URL;
  const server = await startServer(REPO_ROOT, {
    DATA_DIR: dir,
    DIST_DIR: path.join(dir, 'no-dist'),
    SEED_SCALE: '1',
    SEARCH_CACHE: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    console.log(
      `server ${server.origin} (pid ${server.pid}) ready after ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const demo = await login(server.origin, 'demo', 'demo');
    const facts = await readDataFacts(server.origin, demo);
    const widest = widestSalesSearchUrl(facts);
    const probe = await fetch(`${server.origin}${widest}`, { headers: { cookie: demo } });
    const probeText = await probe.text();
    const probeRows = (JSON.parse(probeText) as { data: Array<{ data: unknown[] }> }).data[0]?.data.length ?? 0;
    const probeBytes = Buffer.byteLength(probeText);
    console.log(
      `widest sales search: ${probeRows} rows, ${(probeBytes / 1e6).toFixed(1)} MB of JSON (${Math.round(probeBytes / Math.max(1, probeRows))} bytes a row)`,
    );
    const load = (connections: number, urls: string[], cookie: string) =>
      run({ origin: server.origin, connections, urls, cookie, duration: seconds });

    // (a) the widest search back to back, beside light calls of two other subscribers.
    const others = await Promise.all([
      login(server.origin, 'no-rental', 'demo'),
      login(server.origin, 'sales-only', 'demo'),
    ]);
    const [heavy, whoami, options] = await Promise.all([
      load(4, [widest], demo),
      load(1, ['/api/v1/urban/options/whoami'], others[0]),
      load(1, ['/api/v1/urban/options/basic', '/api/v1/sales/options/basic'], others[1]),
    ]);
    const scenarioA = [
      outcome('widest sales search (4 connections)', heavy),
      outcome('whoami (1)', whoami),
      outcome('options (1)', options),
    ];
    table(`(a) ${seconds} s, cache off`, scenarioA);
    const lightP99 = Math.max(whoami.latency.p99, options.latency.p99);
    const salesRate = heavy.requests.total / heavy.duration;
    if (lightP99 > BUDGETS.lightP99Ms) failures.push(`(a) light calls p99 ${lightP99} ms > ${BUDGETS.lightP99Ms} ms`);
    if (salesRate < BUDGETS.widestSalesPerSecond)
      failures.push(`(a) widest sales search ${salesRate.toFixed(2)}/s < ${BUDGETS.widestSalesPerSecond}/s`);
    for (const row of scenarioA) if (row.errors > 0) failures.push(`(a) ${row.name}: ${row.errors} errors`);

    // (b) 50 connections, every kind of call, distinct parameters.
    const workload = mixedWorkload(facts);
    const mixed = await runMixed(server.origin, workload, demo, seconds);
    table(`(b) ${seconds} s, 50 connections`, mixed);
    for (const row of mixed) if (row.errors > 0) failures.push(`(b) ${row.name}: ${row.errors} errors`);

    if (soakSeconds > 0) await soak(server, workload, demo);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.log(`\nmissed budgets:\n- ${failures.join('\n- ')}`);
    if (values.check) process.exitCode = 1;
  } else {
    console.log('\nall budgets met');
  }
}

async function runMixed(
  origin: string,
  workload: EndpointLoad[],
  cookie: string,
  duration: number,
): Promise<Outcome[]> {
  const results = await Promise.all(
    workload.map((group) => run({ origin, connections: group.connections, urls: group.urls, cookie, duration })),
  );
  return workload.map((group, index) => outcome(`${group.name} (${group.connections})`, results[index] as Result));
}

/** (c): the mixed workload for `soakSeconds`, resident memory sampled every 5 s. */
async function soak(server: ServerUnderTest, workload: EndpointLoad[], cookie: string): Promise<void> {
  const samples: Array<{ at: number; rss: number }> = [];
  const started = performance.now();
  const timer = setInterval(
    () => samples.push({ at: (performance.now() - started) / 1000, rss: server.rssBytes() }),
    SOAK_SAMPLE_MS,
  );
  const outcomes = await runMixed(server.origin, workload, cookie, soakSeconds);
  clearInterval(timer);
  // "After the first minute", or after a fifth of a shorter check run.
  const settledAt = Math.min(60, soakSeconds / 5);
  const settled = samples.find((sample) => sample.at >= settledAt) ?? samples[0];
  const peak = Math.max(...samples.filter((sample) => sample.at >= settledAt).map((sample) => sample.rss));
  table(`(c) soak ${soakSeconds} s`, outcomes);
  if (!settled) return;
  const growth = peak / settled.rss - 1;
  console.log(
    `\nresident memory: ${(settled.rss / 2 ** 20).toFixed(0)} MB at ${settled.at.toFixed(0)} s, peak after it ${(peak / 2 ** 20).toFixed(0)} MB (${(growth * 100).toFixed(1)} %)`,
  );
  if (growth >= BUDGETS.soakRssGrowth) failures.push(`(c) resident memory grew ${(growth * 100).toFixed(1)} %`);
  for (const row of outcomes) if (row.errors > 0) failures.push(`(c) ${row.name}: ${row.errors} errors`);
}

await main();
