/**
 * Scenarios: XLSX of 10,000 styled rows (with exceljs's in-memory writer on the same rows as the
 * baseline); CSV and XLSX of 100,000 rows, each in a fresh child process (bench/export-process.ts)
 * so other scenarios' heaps cannot disturb them and the XLSX peak memory is its own. Views are unsorted, so header and total rows are styled too.
 */
import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { buildDataset } from '@contract/columnar-dataset';
import { exportPlan, headerRow } from '../workers/ops/export-table';
import { exportView } from '../workers/ops/export-view';
import { prepareDataset, runView, type PreparedDataset, type ViewState } from '../workers/ops/view';
import { measure, type Summary } from './measure';
import { SYNTHETIC_COLUMNS, syntheticRows } from './synthetic-results';

interface ProcessResult {
  ms: number;
  cpuMs: number;
  threadCpuMs: number;
  iterations: number;
  maxRssMb: number;
  bytes: number;
  displayRows: number;
}

function prepared(rowCount: number): { prepared: PreparedDataset; view: ViewState } {
  const dataset = prepareDataset(buildDataset(syntheticRows(rowCount), SYNTHETIC_COLUMNS), 'projects');
  return { prepared: dataset, view: runView(dataset, { clientParams: {}, sort: null, visibleColumns: null }) };
}

/** exceljs in-memory writer with the same fills and number formats, for comparison. */
async function exceljsExport(source: PreparedDataset, view: ViewState): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Results');
  const plan = exportPlan(source, view);
  sheet.addRow(headerRow(plan).values);
  const fills: Record<string, string> = {
    region: 'FF102C40',
    municipality: 'FF4D728C',
    submarket: 'FF92CCD2',
    stripe: 'FFF2F2F2',
  };
  const formats: Record<string, string> = { currency: '"$"#,##0', percent: '0.0%', integer: '#,##0' };
  for (let index = 0; index < view.layout.entries.length; index++) {
    const row = plan.row(index);
    const added = sheet.addRow(row.values);
    const fill = fills[row.style];
    row.values.forEach((_, column) => {
      const target = added.getCell(column + 1);
      const format = formats[plan.numberStyles[column]!];
      if (format !== undefined) target.numFmt = format;
      if (fill !== undefined) target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer.byteLength;
}

export interface ExportResults {
  xlsx10k: Summary;
  exceljs10k: Summary;
  csv100k: Summary;
  xlsx100k: ProcessResult;
}

/** `smallRows` (10,000 measured) in this process, `largeRows` (100,000) each in a fresh one. */
export async function exportScenarios(sizes: {
  iterations: number;
  smallRows: number;
  largeRows: number;
}): Promise<ExportResults> {
  const { iterations } = sizes;
  const small = prepared(sizes.smallRows);
  const xlsx10k = await measure(
    () => exportView(small.prepared, small.view, { format: 'xlsx' }, null, null),
    iterations,
  );
  const exceljs10k = await measure(() => exceljsExport(small.prepared, small.view), Math.min(2, iterations));
  const inFreshProcess = (format: 'csv' | 'xlsx', runs: number) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'bench/export-process.ts', String(sizes.largeRows), format, String(runs)],
        { encoding: 'utf8', maxBuffer: 1024 * 1024 },
      ),
    ) as ProcessResult;
  const csv = inFreshProcess('csv', iterations);
  const csv100k: Summary = {
    iterations: csv.iterations,
    wallMedianMs: csv.ms,
    cpuMedianMs: csv.cpuMs,
    threadCpuMs: csv.threadCpuMs,
  };
  const xlsx100k = inFreshProcess('xlsx', 1);
  return { xlsx10k, exceljs10k, csv100k, xlsx100k };
}
