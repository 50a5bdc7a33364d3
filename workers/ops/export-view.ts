/**
 * Writes a view to XLSX or CSV in batches, reporting progress and yielding between batches so
 * a cancel message can reach the worker while a large file is being built.
 */
import type { ExportFile, ExportOptions, ExportProgress } from '../../src/api/engine-contract';
import { CSV_BOM, csvLine } from './export-csv';
import { exportFileName, exportPlan, headerRow, type ExportRow } from './export-table';
import { createXlsxWriter, XLSX_MIME } from './export-xlsx';
import type { PreparedDataset, ViewState } from './view';

const BATCH_ROWS = 2000;

export class ExportCancelled extends Error {
  override name = 'AbortError';
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function exportView(
  prepared: PreparedDataset,
  view: ViewState,
  options: ExportOptions,
  onProgress: ((progress: ExportProgress) => void) | null,
  signal: AbortSignal | null,
): Promise<ExportFile> {
  const total = view.layout.entries.length;
  const timestamp = options.timestamp ?? Date.now();
  const extension = options.format === 'xlsx' ? 'xlsx' : 'csv';
  const fileName = exportFileName(prepared.kind, timestamp, view.sort, extension);
  const plan = exportPlan(prepared, view);
  const header = headerRow(plan);

  const batches = async (write: (rows: ExportRow[]) => void) => {
    for (let start = 0; start < total; start += BATCH_ROWS) {
      if (signal?.aborted) throw new ExportCancelled('Export cancelled');
      const end = Math.min(total, start + BATCH_ROWS);
      const rows: ExportRow[] = [];
      for (let index = start; index < end; index++) rows.push(plan.row(index));
      write(rows);
      onProgress?.({ rowsWritten: end, rowsTotal: total });
      if (end < total) await nextTask();
    }
  };

  if (options.format === 'xlsx') {
    const widths = view.visibleColumns.map((column) => Math.max(12, column.label.length + 2));
    const writer = createXlsxWriter('Results', widths, plan.numberStyles);
    writer.writeRows([header]);
    await batches((rows) => writer.writeRows(rows));
    return { fileName, mimeType: XLSX_MIME, buffer: writer.finish(), rowCount: total };
  }

  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [encoder.encode(CSV_BOM + csvLine(header))];
  await batches((rows) => {
    let text = '';
    for (const row of rows) text += csvLine(row);
    parts.push(encoder.encode(text));
  });
  let length = 0;
  for (const part of parts) length += part.length;
  const output = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    output.set(part, offset);
    offset += part.length;
  }
  return { fileName, mimeType: 'text/csv;charset=utf-8', buffer: output.buffer, rowCount: total };
}
