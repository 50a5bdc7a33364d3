/**
 * Writes a view to XLSX or CSV in batches (a PDF is written by export-pdf.ts), reporting progress and yielding between batches so
 * a cancel message can reach the worker while a large file is being built.
 */
import type { ExportFile, ExportOptions, ExportProgress } from '@contract/engine';
import { ByteSink } from './byte-sink';
import { CSV_BOM, csvCellWriters, csvLine } from './export-csv';
import { exportFileName, exportPlan, headerRow, leafCellEncoders } from './export-table';
import { ABOUT_SHEET_NAME, aboutRows } from './export-about';
import { createXlsxWriter, XLSX_MIME, type XlsxWriterOptions } from './export-xlsx';
import { exportPdf } from './export-pdf';
import type { PreparedDataset, ViewState } from './view';

const BATCH_ROWS = 2000;
const COMMA = 44;
const CR = 13;
const LF = 10;

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
  xlsxOptions: XlsxWriterOptions = {},
): Promise<ExportFile> {
  if (options.format === 'pdf') return exportPdf(prepared, view, options, onProgress, signal);
  const total = view.layout.entries.length;
  const timestamp = options.timestamp ?? Date.now();
  const extension = options.format === 'xlsx' ? 'xlsx' : 'csv';
  const fileName = exportFileName(prepared.kind, timestamp, view.sort, extension);
  const plan = exportPlan(prepared, view);
  const header = headerRow(plan);

  /** Calls `writeIndex` for every display row, yielding and reporting between batches. */
  const batches = async (writeIndex: (index: number) => void, endBatch: () => Promise<void> | void) => {
    for (let start = 0; start < total; start += BATCH_ROWS) {
      if (signal?.aborted) throw new ExportCancelled('Export cancelled');
      const end = Math.min(total, start + BATCH_ROWS);
      for (let index = start; index < end; index++) writeIndex(index);
      await endBatch();
      onProgress?.({ rowsWritten: end, rowsTotal: total });
      if (end < total) await nextTask();
    }
  };
  const { entries, stripes } = view.layout;

  if (options.format === 'xlsx') {
    const widths = view.visibleColumns.map((column) => Math.max(12, column.label.length + 2));
    const about = aboutRows(prepared, view, options.about, timestamp);
    const aboutSheet = {
      name: ABOUT_SHEET_NAME,
      columnWidths: [Math.max(...about.map((row) => row.label.length)) + 2, 60],
      rows: about.map((row) => [row.label, row.value]),
    };
    const writer = createXlsxWriter('Results', widths, plan.numberStyles, [aboutSheet], xlsxOptions);
    const cells = leafCellEncoders(prepared, view.visibleColumns, writer.cell);
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
    return { fileName, mimeType: XLSX_MIME, buffer: await writer.finish(), rowCount: total };
  }

  const cells = csvCellWriters(prepared, view.visibleColumns);
  // About 90 bytes a row in typical results; the sink doubles when that is not enough.
  const sink = new ByteSink(total * 96);
  sink.text(CSV_BOM + csvLine(header));
  await batches(
    (index) => {
      const entry = entries[index]!;
      if (entry < 0) {
        sink.text(csvLine(plan.row(index)));
        return;
      }
      for (let c = 0; c < cells.length; c++) {
        if (c > 0) sink.byte(COMMA);
        cells[c]!(entry, sink);
      }
      sink.byte(CR);
      sink.byte(LF);
    },
    () => undefined,
  );
  const output = sink.finish();
  return { fileName, mimeType: 'text/csv;charset=utf-8', buffer: output, rowCount: total };
}
