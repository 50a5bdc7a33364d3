/**
 * Scenarios: XLSX of 10,000 styled rows (with exceljs's in-memory writer on the same rows as the
 * baseline), XLSX of 100,000 rows in a fresh child process for its peak memory, and CSV of
 * 100,000 rows. Views are unsorted, so header and total rows are styled too.
 */
import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { buildDataset } from '../workers/ops/columnar-dataset';
import { exportPlan, headerRow } from '../workers/ops/export-table';
import { exportView } from '../workers/ops/export-view';
import { prepareDataset, runView, type PreparedDataset, type ViewState } from '../workers/ops/view';
import { measure, type Summary } from './measure';
import { SYNTHETIC_COLUMNS, syntheticRows } from './synthetic-results';

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
  xlsx100k: { ms: number; cpuMs: number; maxRssMb: number; bytes: number; displayRows: number };
}

export async function exportScenarios(iterations: number): Promise<ExportResults> {
  const small = prepared(10_000);
  const xlsx10k = await measure(
    () => exportView(small.prepared, small.view, { format: 'xlsx' }, null, null),
    iterations,
  );
  const exceljs10k = await measure(() => exceljsExport(small.prepared, small.view), 2);
  const large = prepared(100_000);
  const csv100k = await measure(
    () => exportView(large.prepared, large.view, { format: 'csv' }, null, null),
    iterations,
  );
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/export-peak.ts', '100000', 'xlsx'], {
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  const xlsx100k = JSON.parse(output) as ExportResults['xlsx100k'];
  return { xlsx10k, exceljs10k, csv100k, xlsx100k };
}
