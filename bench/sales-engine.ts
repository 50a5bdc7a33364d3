/**
 * The engine worker's steps on the widest sales search (10,000 sale rows, every sub-type and so
 * every column group), in Node, without a browser: the same service the worker runs
 * (`createEngineService`) on the server's real answers, fetched once from the app built in this
 * process on a seeded SQLite file. Each step is what the sales page asks of the engine:
 *
 * - open: the answer read into columns (Arrow, as the engine asks; and the spec's JSON, for the
 *   dataset built from row objects);
 * - filter: Price From 1,000,000 (a client param: updateView), then the first window of rows and
 *   the map's pins (what the page asks after a filter) — bench/sales-search.ts's filter repaint;
 * - clusters: the map's clusters of the filtered rows (their index built), asked after the pins;
 * - sort: Price descending on the filtered view, then the first window — its sort repaint;
 * - XLSX: the export of the 10,000 rows, every column shown — its export.
 *
 *   npx tsx bench/sales-engine.ts --seeded FILE [--runs N] [--profile DIR]
 *
 * Each step's CPU time is of this thread (bench/measure.ts), the median of `--runs` (default 7)
 * after one untimed run; a step's first run on a new dataset (caches cold, as after a search in
 * the page) is reported apart as `firstMs`. `--profile DIR` writes a V8 CPU profile of each
 * step's first and later runs (read them with bench/browser/cpu-profile-long-tasks.ts
 * --all-code). Prints a table and, last, one line of JSON.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import type { OpenDatasetRequest, ViewSpec } from '@contract/engine';
import { createEngineService, type EngineService } from '../workers/engine-service';
import { median, threadCpuNowMs } from './measure';
import { SALES_ENDPOINT, widestSalesAnswers } from './sales-answers';

const { values } = parseArgs({
  options: {
    seeded: { type: 'string' },
    runs: { type: 'string', default: '7' },
    profile: { type: 'string' },
  },
});
if (values.seeded === undefined) {
  console.error('usage: tsx bench/sales-engine.ts --seeded <seeded sqlite file> [--runs N] [--profile DIR]');
  process.exit(2);
}
const runs = Math.max(1, Number(values.runs));
const answers = await widestSalesAnswers(values.seeded);

/** A service whose fetches answer `body` (one of the two answers), as the worker's would. */
function serviceAnswering(answer: { body: Buffer; type: string }): EngineService {
  return createEngineService({
    fetcher: async () =>
      new Response(new Uint8Array(answer.body), { status: 200, headers: { 'content-type': answer.type } }),
    warn: () => undefined,
  });
}

function value<T>(reply: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.value;
}

let profiler: Session | null = null;
if (values.profile !== undefined) {
  fs.mkdirSync(values.profile, { recursive: true });
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
}

/**
 * Process CPU ms of each timed run, by step name: it also counts the work Node hands to other
 * threads (its zlib, where CompressionStream runs; a browser runs it in the calling thread).
 */
const processCpu = new Map<string, number[]>();

function processCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Thread CPU ms of `work`, profiled into `name` when --profile is given. */
async function timed(name: string, work: () => Promise<unknown>): Promise<number> {
  if (profiler !== null) await profiler.post('Profiler.start');
  const start = threadCpuNowMs() ?? performance.now();
  const processStart = processCpuMs();
  await work();
  const ms = (threadCpuNowMs() ?? performance.now()) - start;
  const step = name.replace(/-\d+$/, '');
  processCpu.set(step, [...(processCpu.get(step) ?? []), processCpuMs() - processStart]);
  if (profiler !== null) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(path.join(values.profile!, `${name}.cpuprofile`), JSON.stringify(profile));
  }
  return ms;
}

interface StepFigures {
  /** The step's first run on a freshly opened dataset. */
  firstMs: number;
  /** Median of the later runs. */
  medianMs: number;
}

async function stepsOn(format: 'arrow' | 'json') {
  const request: OpenDatasetRequest = { endpoint: SALES_ENDPOINT, apiParams: answers.apiParams, kind: 'sales' };
  const base: ViewSpec = { clientParams: {}, context: { filters: answers.filters }, sort: null, visibleColumns: null };
  const filtered: ViewSpec = { ...base, clientParams: { priceFrom: '1000000' } };
  const sorted: ViewSpec = { ...filtered, sort: { key: 'price', direction: 'desc' } };
  let call = 0;
  const opens: number[] = [];
  const steps = { filter: [] as number[], clusters: [] as number[], sort: [] as number[], xlsx: [] as number[] };
  let rows = 0;
  let filteredRows = 0;
  let fileBytes = 0;
  for (let run = 0; run <= runs; run++) {
    // A new service per run: every run opens its dataset afresh, as a new search does.
    const service = serviceAnswering(answers[format]);
    let datasetId = 0;
    opens.push(
      await timed(`${format}-open-${run}`, async () => {
        datasetId = value(await service.openDataset(++call, request, { refetch: true }, null)).datasetId;
      }),
    );
    const view = value(await service.createView(++call, datasetId, base));
    value(await service.getRows(++call, view.viewId, 0, 60));
    value(await service.getMapPoints(++call, view.viewId));
    rows = view.totalCount;
    steps.filter.push(
      await timed(`${format}-filter-${run}`, async () => {
        filteredRows = value(await service.updateView(++call, view.viewId, filtered)).filteredCount;
        value(await service.getRows(++call, view.viewId, 0, 60));
        value(await service.getMapPoints(++call, view.viewId));
      }),
    );
    // The map's clusters of the filtered rows (their index built), asked after the pins.
    steps.clusters.push(
      await timed(`${format}-clusters-${run}`, async () => {
        value(await service.getClusters(++call, view.viewId, { bbox: [-80.5, 43.2, -78.5, 44.5], zoom: 9 }));
      }),
    );
    steps.sort.push(
      await timed(`${format}-sort-${run}`, async () => {
        value(await service.updateView(++call, view.viewId, sorted));
        value(await service.getRows(++call, view.viewId, 0, 60));
      }),
    );
    // The export of the whole result with every column shown (the sales page's column groups).
    const all = value(await service.updateView(++call, view.viewId, base));
    const everyColumn = value(await service.openDataset(++call, request, {}, null)).columns.map((c) => c.key);
    value(await service.updateView(++call, view.viewId, { ...base, visibleColumns: everyColumn }));
    steps.xlsx.push(
      await timed(`${format}-xlsx-${run}`, async () => {
        fileBytes = value(await service.exportView(++call, view.viewId, { format: 'xlsx', timestamp: 0 }, null)).buffer
          .byteLength;
      }),
    );
    if (all.totalCount !== rows) throw new Error('the dataset changed between steps');
  }
  const figures = (samples: number[]): StepFigures => ({
    firstMs: Math.round(samples[0]!),
    medianMs: Math.round(median(samples.slice(1))),
  });
  return {
    rows,
    filteredRows,
    fileBytes,
    open: figures(opens),
    filter: figures(steps.filter),
    clusters: figures(steps.clusters),
    sort: figures(steps.sort),
    xlsx: figures(steps.xlsx),
  };
}

const arrow = await stepsOn('arrow');
const json = await stepsOn('json');
if (arrow.rows !== json.rows || arrow.filteredRows !== json.filteredRows)
  throw new Error(`Arrow and JSON datasets disagree: ${JSON.stringify({ arrow, json })}`);

console.log(`widest sales search: ${arrow.rows} rows, ${arrow.filteredRows} at Price From 1,000,000`);
console.log(`| engine step (thread CPU, first run / median of ${runs}) | Arrow dataset | JSON dataset |`);
console.log('| --- | --- | --- |');
for (const step of ['open', 'filter', 'clusters', 'sort', 'xlsx'] as const)
  console.log(
    `| ${step} | ${arrow[step].firstMs} / ${arrow[step].medianMs} ms | ${json[step].firstMs} / ${json[step].medianMs} ms |`,
  );
/** Process CPU medians (later runs) by step, for the steps that hand work to other threads. */
const processCpuMedians = Object.fromEntries(
  [...processCpu].map(([step, samples]) => [step, Math.round(median(samples.slice(1)))]),
);
console.log(
  `process CPU (median), XLSX: Arrow ${processCpuMedians['arrow-xlsx']} ms, JSON ${processCpuMedians['json-xlsx']} ms`,
);
console.log(JSON.stringify({ runs, loadAverage: os.loadavg()[0], arrow, json, processCpuMs: processCpuMedians }));
profiler?.disconnect();
