/**
 * Child process of bench/run.ts: one export scenario in a fresh process, so the heap left by
 * other scenarios (exceljs, the 1M-row run) cannot disturb it. Exports a synthetic result of N
 * rows `iterations` times (after one warm-up when iterations > 1) and prints, as JSON, the
 * median CPU and wall time and the process's peak resident memory (whole process: the columnar
 * dataset and the export together).
 */
import { buildDataset } from '@contract/columnar-dataset';
import { exportView } from '../workers/ops/export-view';
import { prepareDataset, runView } from '../workers/ops/view';
import { measure } from './measure';
import { SYNTHETIC_COLUMNS, syntheticRows } from './synthetic-results';

const rowCount = Number(process.argv[2] ?? 100_000);
const format = process.argv[3] === 'csv' ? 'csv' : 'xlsx';
const iterations = Number(process.argv[4] ?? 1);
// The rows go out of scope once built: the worker keeps only the columnar copy of a response.
const prepared = prepareDataset(buildDataset(syntheticRows(rowCount), SYNTHETIC_COLUMNS), 'projects');
const view = runView(prepared, { clientParams: {}, sort: null, visibleColumns: null });
let bytes = 0;
let displayRows = 0;
const summary = await measure(
  async () => {
    const file = await exportView(prepared, view, { format, timestamp: 0 }, null, null);
    bytes = file.buffer.byteLength;
    displayRows = file.rowCount;
  },
  iterations,
  iterations > 1 ? 1 : 0,
);
process.stdout.write(
  JSON.stringify({
    rowCount,
    format,
    ms: summary.wallMedianMs,
    cpuMs: summary.cpuMedianMs,
    threadCpuMs: summary.threadCpuMs,
    iterations,
    bytes,
    displayRows,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
