/**
 * Writes a view to XLSX or CSV in batches, reporting progress and yielding between batches so
 * a cancel message can reach the worker while a large file is being built.
 */
import type { ExportFile, ExportOptions, ExportProgress } from '../../src/api/engine-contract';
import { CSV_BOM, CSV_CELL, csvLine } from './export-csv';
import { exportFileName, exportPlan, headerRow, leafCellEncoders } from './export-table';
import { createXlsxWriter, XLSX_CELL, XLSX_MIME } from './export-xlsx';
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

  /** Calls `writeIndex` for every display row, yielding and reporting between batches. */
  const batches = async (writeIndex: (index: number) => void, endBatch: () => void) => {
    for (let start = 0; start < total; start += BATCH_ROWS) {
      if (signal?.aborted) throw new ExportCancelled('Export cancelled');
      const end = Math.min(total, start + BATCH_ROWS);
      for (let index = start; index < end; index++) writeIndex(index);
      endBatch();
      onProgress?.({ rowsWritten: end, rowsTotal: total });
      if (end < total) await nextTask();
    }
  };
  const { entries, stripes } = view.layout;

  if (options.format === 'xlsx') {
    const widths = view.visibleColumns.map((column) => Math.max(12, column.label.length + 2));
    const writer = createXlsxWriter('Results', widths, plan.numberStyles);
    const cells = leafCellEncoders(prepared, view.visibleColumns, XLSX_CELL);
    const encoded = new Array<string>(cells.length);
    writer.writeRow(header);
    await batches(
      (index) => {
        const entry = entries[index]!;
        if (entry < 0) {
          writer.writeRow(plan.row(index));
          return;
        }
        for (let c = 0; c < cells.length; c++) encoded[c] = cells[c]!(entry);
        writer.writeEncodedRow(stripes[index] === 1 ? 'stripe' : 'plain', encoded);
      },
      () => writer.flush(),
    );
    return { fileName, mimeType: XLSX_MIME, buffer: writer.finish(), rowCount: total };
  }

  const encoder = new TextEncoder();
  const cells = leafCellEncoders(prepared, view.visibleColumns, CSV_CELL);
  const parts: Uint8Array[] = [encoder.encode(CSV_BOM + csvLine(header))];
  // Lines are joined per batch: join builds one flat string, which encodes faster than a
  // long chain of concatenations.
  let lines: string[] = [];
  const line = new Array<string>(cells.length);
  await batches(
    (index) => {
      const entry = entries[index]!;
      if (entry < 0) {
        lines.push(csvLine(plan.row(index)));
        return;
      }
      for (let c = 0; c < cells.length; c++) line[c] = cells[c]!(entry);
      lines.push(`${line.join(',')}\r\n`);
    },
    () => {
      parts.push(encoder.encode(lines.join('')));
      lines = [];
    },
  );
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
