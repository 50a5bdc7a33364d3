/**
 * Child process of bench/run.ts: exports a synthetic result of N rows to XLSX in a fresh process
 * and prints its time and the process's peak resident memory (whole process: the rows as
 * parsed objects, the columnar dataset and the export together), as JSON.
 */
import { buildDataset } from '../workers/ops/columnar-dataset';
import { exportView } from '../workers/ops/export-view';
import { prepareDataset, runView } from '../workers/ops/view';
import { SYNTHETIC_COLUMNS, syntheticRows } from './synthetic-results';

const rowCount = Number(process.argv[2] ?? 100_000);
const format = process.argv[3] === 'csv' ? 'csv' : 'xlsx';
// The rows go out of scope once built: the worker keeps only the columnar copy of a response.
const prepared = prepareDataset(buildDataset(syntheticRows(rowCount), SYNTHETIC_COLUMNS), 'projects');
const view = runView(prepared, { clientParams: {}, sort: null, visibleColumns: null });
const rssBeforeMb = process.memoryUsage().rss / 1024 / 1024;
const cpuBefore = process.cpuUsage();
const start = performance.now();
const file = await exportView(prepared, view, { format, timestamp: 0 }, null, null);
const ms = performance.now() - start;
const usage = process.resourceUsage();
const maxRssMb = usage.maxRSS / 1024;
const cpuUsed = process.cpuUsage(cpuBefore);
const cpuMs = (cpuUsed.user + cpuUsed.system) / 1000;
process.stdout.write(
  JSON.stringify({
    rowCount,
    format,
    ms,
    cpuMs,
    bytes: file.buffer.byteLength,
    displayRows: file.rowCount,
    rssBeforeMb,
    maxRssMb,
  }),
);
