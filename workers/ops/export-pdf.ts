/**
 * A results table as a print-ready PDF (beyond the spec; the page is part 2 §9's: letter, portrait,
 * inches, margin 0.1): a title block (the page heading, the search in words, the data's as-of date
 * and the export time, the same lines as the XLSX "About this export" sheet), the page's chart
 * when it has one, then every row of the view as text, with sub rows under their row. A row is
 * never cut at a page break and the column header starts every page (`paginateTable`). Written in
 * the worker, which holds all the rows; the file is transferred to the UI thread.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import { isChartMeasure, isNumericColumn, type ColumnDefinition } from '@contract/columns';
import { cellText } from '@contract/cell-text';
import type { ExportFile, ExportOptions, ExportProgress, PdfChartRequest } from '@contract/engine';
import { formatCell } from '@contract/format';
import {
  chartLinesOf,
  chartPeriodLabel,
  chartTitle,
  lineDrawsDots,
  lineStretches,
  NOT_CHARTED_PREFIX,
  shownPeriodIndexes,
  valueAxis,
} from '@contract/market-history-chart';
import {
  paginateTable,
  PDF_BLOCK_GAP,
  PDF_FACT_LINE,
  PDF_LINE_FACTOR,
  PDF_TITLE_LINE,
  PDF_CONTENT_HEIGHT,
  PDF_CONTENT_WIDTH,
  PDF_FACT_FONT_SIZE,
  PDF_FORMAT,
  PDF_HEADER_FONT_SIZE,
  PDF_HEADER_HEIGHT,
  PDF_MARGIN,
  PDF_ORIENTATION,
  PDF_PAGE_WIDTH,
  PDF_TITLE_FONT_SIZE,
  PDF_UNIT,
  pdfDateText,
  pdfFileName,
  POINTS_PER_INCH,
  type TablePage,
} from '@contract/pdf-page';
import { BRAND } from '@contract/shell-constants';
import { aboutRows } from './export-about';
import { ROW_FILLS, ROW_FONT } from './export-xlsx';
import { STYLE_OF_LEVEL, type RowStyle } from './export-table';
import { measureSeries } from './series';
import { displayRowAt, type PreparedDataset, type ViewState } from './view';

export const PDF_MIME = 'application/pdf';

/** The table's text size (pt) when its columns fit the page at it, and the least it shrinks to. */
export const TABLE_FONT_SIZE = 7;
export const MIN_TABLE_FONT_SIZE = 5;
/** Cell padding (in): left and right, top and bottom. */
const CELL_PADDING_X = 0.04;
const CELL_PADDING_Y = 0.025;
const LINE_FACTOR = PDF_LINE_FACTOR;
/** The chart's height on the first page (in), legend included. */
export const PDF_CHART_HEIGHT = 3.4;
/** The most lines naming the series a chart leaves to the table (the rest say '...'). */
const NOT_CHARTED_LINES = 2;
/** Sub rows (rental history's unit types) are indented under their row (in). */
const SUB_ROW_INDENT = 0.12;
/** Rows written between turns of the worker's event loop (a cancel can arrive between them). */
const BATCH_ROWS = 1000;

const BORDER_COLOUR = '#d0d5da';
const TEXT_COLOUR = '#000000';
const WHITE = '#ffffff';

export class PdfExportCancelled extends Error {
  override name = 'AbortError';
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A table row as the PDF writes it: its cells' text and how it is drawn. */
export interface PdfTableRow {
  style: RowStyle | 'subRow';
  cells: string[];
}

/** '#RRGGBB' of an ARGB fill of the XLSX export (one palette for both files). */
function fillColour(argb: string | null): string | null {
  return argb === null ? null : `#${argb.slice(2)}`;
}

/**
 * Every row of the view as the table shows it (display rows: group headers and totals when
 * unsorted, leaves in order), each leaf followed by its sub rows when the result has them.
 */
export function pdfTableRows(prepared: PreparedDataset, view: ViewState): PdfTableRow[] {
  const columns = view.visibleColumns;
  const firstKey = prepared.dataset.columns[0]?.key;
  const rows: PdfTableRow[] = [];
  const total = view.layout.entries.length;
  for (let index = 0; index < total; index++) {
    const row = displayRowAt(prepared, view, index);
    // A group's header row names the group only (its other cells are empty, as in the XLSX export).
    const cells = columns.map((column) =>
      row.kind === 'header' && column.key !== firstKey ? '' : cellText(column, row, column.key === firstKey),
    );
    if (row.kind === 'leaf') {
      rows.push({ style: row.stripe === 1 ? 'stripe' : 'plain', cells });
      for (const values of row.subRows ?? []) {
        const sub = { kind: 'leaf' as const, label: '', values };
        rows.push({ style: 'subRow', cells: columns.map((column) => cellText(column, sub, false)) });
      }
    } else {
      const node = view.layout.synthetic[-1 - view.layout.entries[index]!]!.node;
      rows.push({ style: STYLE_OF_LEVEL[prepared.tree.level[node]!] ?? 'plain', cells });
    }
  }
  return rows;
}

/** How the table's columns are laid out: the font size, each column's width and its header's lines. */
export interface TableLayout {
  fontSize: number;
  widths: number[];
  headerLines: string[][];
  lineHeight: number;
  headerHeight: number;
}

/** Width (in) of `text` at `size` pt in the document's current font. */
function textWidth(doc: JsPdf, text: string, size: number): number {
  return (doc.getStringUnitWidth(text) * size) / POINTS_PER_INCH;
}

/**
 * Column widths from their texts: each column as wide as its widest cell and its header's longest
 * word; when they do not fit the page the font shrinks (down to MIN_TABLE_FONT_SIZE), then the
 * columns share the width in proportion and long cells wrap. A table narrower than the page
 * spreads its spare width over the columns.
 */
export function layoutColumns(doc: JsPdf, labels: readonly string[], rows: readonly PdfTableRow[]): TableLayout {
  const count = labels.length;
  const natural = new Array<number>(count).fill(0);
  doc.setFont('helvetica', 'normal');
  for (const row of rows) {
    for (let c = 0; c < count; c++) {
      const indent = row.style === 'subRow' && c === 0 ? SUB_ROW_INDENT : 0;
      const width = (doc.getStringUnitWidth(row.cells[c] ?? '') * TABLE_FONT_SIZE) / POINTS_PER_INCH + indent;
      if (width > natural[c]!) natural[c] = width;
    }
  }
  doc.setFont('helvetica', 'bold');
  for (let c = 0; c < count; c++) {
    for (const word of labels[c]!.split(/\s+/))
      natural[c] = Math.max(natural[c]!, textWidth(doc, word, TABLE_FONT_SIZE));
  }
  const padding = 2 * CELL_PADDING_X * count;
  const needed = natural.reduce((sum, width) => sum + width, 0);
  const room = PDF_CONTENT_WIDTH - padding;
  const scale = needed <= room ? 1 : Math.max(MIN_TABLE_FONT_SIZE / TABLE_FONT_SIZE, room / needed);
  const fontSize = TABLE_FONT_SIZE * scale;
  const scaled = natural.map((width) => width * scale);
  const scaledTotal = scaled.reduce((sum, width) => sum + width, 0);
  // Spare width is spread, and missing width taken, in proportion to the columns' own widths.
  const factor = scaledTotal > 0 ? room / scaledTotal : 1;
  const widths = scaled.map((width) => width * factor + 2 * CELL_PADDING_X);
  const lineHeight = (fontSize * LINE_FACTOR) / POINTS_PER_INCH;
  doc.setFontSize(fontSize);
  const headerLines = labels.map(
    (label, c) => doc.splitTextToSize(label, Math.max(widths[c]! - 2 * CELL_PADDING_X, 0.05)) as string[],
  );
  const headerHeight = Math.max(1, ...headerLines.map((lines) => lines.length)) * lineHeight + 2 * CELL_PADDING_Y;
  doc.setFont('helvetica', 'normal');
  return { fontSize, widths, headerLines, lineHeight, headerHeight };
}

/** Each cell's lines: a cell wider than its column wraps (only when the font reached its least size). */
function cellLines(doc: JsPdf, layout: TableLayout, row: PdfTableRow): string[][] {
  return row.cells.map((text, c) => {
    const indent = row.style === 'subRow' && c === 0 ? SUB_ROW_INDENT : 0;
    const room = layout.widths[c]! - 2 * CELL_PADDING_X - indent;
    if (textWidth(doc, text, layout.fontSize) <= room + 1e-6) return [text];
    return doc.splitTextToSize(text, Math.max(room, 0.05)) as string[];
  });
}

/** The label/value lines of the title block and the height they take (in). */
interface TitleBlock {
  heading: string;
  facts: Array<{ label: string; lines: string[] }>;
  labelWidth: number;
  height: number;
}

const FACT_LINE = PDF_FACT_LINE;
const TITLE_LINE = PDF_TITLE_LINE;
const BLOCK_GAP = PDF_BLOCK_GAP;

function titleBlock(doc: JsPdf, heading: string, rows: ReadonlyArray<{ label: string; value: string | number }>) {
  doc.setFont('helvetica', 'bold');
  const labelWidth = Math.min(
    2.2,
    Math.max(0.5, ...rows.map((row) => textWidth(doc, row.label, PDF_FACT_FONT_SIZE))) + 0.15,
  );
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(PDF_FACT_FONT_SIZE);
  const facts = rows.map((row) => ({
    label: row.label,
    lines: doc.splitTextToSize(
      typeof row.value === 'number' ? row.value.toLocaleString('en-CA') : row.value,
      PDF_CONTENT_WIDTH - labelWidth,
    ) as string[],
  }));
  const height = TITLE_LINE + 0.04 + facts.reduce((sum, fact) => sum + fact.lines.length * FACT_LINE, 0) + BLOCK_GAP;
  return { heading, facts, labelWidth, height } satisfies TitleBlock;
}

function drawTitleBlock(doc: JsPdf, block: TitleBlock, top: number): void {
  let y = top;
  doc.setTextColor(TEXT_COLOUR);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(PDF_TITLE_FONT_SIZE);
  doc.text(block.heading, PDF_MARGIN, y, { baseline: 'top' });
  y += TITLE_LINE + 0.04;
  doc.setFontSize(PDF_FACT_FONT_SIZE);
  for (const fact of block.facts) {
    doc.setFont('helvetica', 'bold');
    doc.text(fact.label, PDF_MARGIN, y, { baseline: 'top' });
    doc.setFont('helvetica', 'normal');
    fact.lines.forEach((line, index) => {
      doc.text(line, PDF_MARGIN + block.labelWidth, y + index * FACT_LINE, { baseline: 'top' });
    });
    y += fact.lines.length * FACT_LINE;
  }
}

/**
 * The page's market history chart, drawn as vectors from the same series the page plots
 * (`measureSeries`, `chartLinesOf`): its title, the value axis formatted as the column, the
 * periods (as many labels as fit), a line per series and the legend.
 */
function drawChart(
  doc: JsPdf,
  prepared: PreparedDataset,
  view: ViewState,
  request: PdfChartRequest,
  top: number,
): void {
  const column = prepared.dataset.columns.find((definition) => definition.key === request.measure);
  if (column === undefined || !isChartMeasure(column)) return;
  const series = measureSeries(prepared, view, column.key);
  const { lines, omitted } = chartLinesOf(series, request.rowsName);
  const period = chartPeriodLabel(prepared.dataset.columns);
  const labels = series.labels;
  const size = 7;
  const line = (size * LINE_FACTOR) / POINTS_PER_INCH;
  doc.setTextColor(TEXT_COLOUR);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.text(chartTitle(column.label, period, labels), PDF_MARGIN, top, { baseline: 'top' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(size);

  const values = lines.flatMap((entry) => entry.values.filter((value): value is number => value !== null));
  const ticks = valueAxis(values);
  const tickTexts = ticks.map((tick) => formatCell(column, tick));
  const axisWidth = Math.max(...tickTexts.map((text) => textWidth(doc, text, size))) + 0.1;
  // The legend's rows under the axis labels.
  const legend: Array<{ x: number; row: number; name: string; colour: string }> = [];
  let x = 0;
  let row = 0;
  lines.forEach((entry, index) => {
    const width = 0.3 + textWidth(doc, entry.name, size) + 0.2;
    if (x > 0 && x + width > PDF_CONTENT_WIDTH) {
      x = 0;
      row += 1;
    }
    legend.push({ x, row, name: entry.name, colour: request.colours[index % request.colours.length] ?? TEXT_COLOUR });
    x += width;
  });
  // The lines left to the table are named under the legend, in at most NOT_CHARTED_LINES lines.
  const notCharted =
    omitted.length === 0
      ? []
      : (doc.splitTextToSize(`${NOT_CHARTED_PREFIX} ${omitted.join(', ')}`, PDF_CONTENT_WIDTH) as string[]);
  if (notCharted.length > NOT_CHARTED_LINES) {
    notCharted.length = NOT_CHARTED_LINES;
    notCharted[NOT_CHARTED_LINES - 1] = `${notCharted[NOT_CHARTED_LINES - 1]!} ...`;
  }
  const legendHeight = (row + 1 + notCharted.length) * line;
  const plotLeft = PDF_MARGIN + axisWidth;
  const plotRight = PDF_PAGE_WIDTH - PDF_MARGIN - 0.1;
  const plotTop = top + 0.3;
  const plotBottom = top + PDF_CHART_HEIGHT - BLOCK_GAP - legendHeight - 2 * line - 0.1;
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const yOf = (value: number) => plotBottom - ((value - low) / (high - low)) * (plotBottom - plotTop);
  const count = labels.length;
  const xOf = (index: number) =>
    count <= 1 ? (plotLeft + plotRight) / 2 : plotLeft + (index / (count - 1)) * (plotRight - plotLeft);

  doc.setLineWidth(0.005);
  doc.setDrawColor(BORDER_COLOUR);
  ticks.forEach((tick, index) => {
    const y = yOf(tick);
    doc.line(plotLeft, y, plotRight, y);
    doc.text(tickTexts[index]!, plotLeft - 0.05, y, { align: 'right', baseline: 'middle' });
  });
  // As many period labels as fit side by side, evenly spaced, the last one always shown.
  const widest = Math.max(0.1, ...labels.map((label) => textWidth(doc, label, size))) + 0.1;
  for (const index of shownPeriodIndexes(count, widest, plotRight - plotLeft)) {
    const label = labels[index]!;
    // Centred under its point, kept on the page.
    const half = textWidth(doc, label, size) / 2;
    const x = Math.min(Math.max(xOf(index), PDF_MARGIN + half), PDF_PAGE_WIDTH - PDF_MARGIN - half);
    doc.text(label, x, plotBottom + 0.05, { align: 'center', baseline: 'top' });
  }
  doc.text(period, (plotLeft + plotRight) / 2, plotBottom + 0.05 + line, { align: 'center', baseline: 'top' });

  doc.setLineWidth(0.015);
  lines.forEach((entry, index) => {
    const colour = legend[index]!.colour;
    doc.setDrawColor(colour);
    doc.setFillColor(colour);
    const dots = lineDrawsDots(entry.values);
    for (const stretch of lineStretches(entry.values)) {
      let previous: { x: number; y: number } | null = null;
      for (const [point, value] of stretch) {
        const here = { x: xOf(point), y: yOf(value) };
        if (previous !== null) doc.line(previous.x, previous.y, here.x, here.y);
        if (dots) doc.circle(here.x, here.y, 0.012, 'F');
        previous = here;
      }
    }
  });

  const legendTop = plotBottom + 0.05 + 2 * line + 0.05;
  for (const entry of legend) {
    const y = legendTop + entry.row * line;
    doc.setDrawColor(entry.colour);
    doc.line(PDF_MARGIN + entry.x, y + line / 2, PDF_MARGIN + entry.x + 0.22, y + line / 2);
    doc.text(entry.name, PDF_MARGIN + entry.x + 0.28, y, { baseline: 'top' });
  }
  notCharted.forEach((text, index) => {
    doc.text(text, PDF_MARGIN, legendTop + (row + 1 + index) * line, { baseline: 'top' });
  });
  doc.setDrawColor(TEXT_COLOUR);
}

function drawPageHeader(doc: JsPdf, text: string, page: number, pages: number): void {
  doc.setTextColor(TEXT_COLOUR);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(PDF_HEADER_FONT_SIZE);
  const y = PDF_MARGIN + PDF_HEADER_HEIGHT / 2;
  doc.text(text, PDF_MARGIN, y, { baseline: 'middle' });
  doc.text(`Page ${page} of ${pages}`, PDF_PAGE_WIDTH - PDF_MARGIN, y, { baseline: 'middle', align: 'right' });
}

/** Draws one row of cells (the header or a body row) at `top`; returns its bottom. */
function drawRow(
  doc: JsPdf,
  layout: TableLayout,
  numeric: readonly boolean[],
  style: RowStyle | 'subRow',
  lines: readonly string[][],
  top: number,
  height: number,
): number {
  const fill = style === 'subRow' ? null : fillColour(ROW_FILLS[style]);
  const font = style === 'subRow' ? 0 : ROW_FONT[style];
  if (fill !== null) {
    doc.setFillColor(fill);
    doc.rect(PDF_MARGIN, top, PDF_CONTENT_WIDTH, height, 'F');
  }
  doc.setFont('helvetica', font === 0 ? 'normal' : 'bold');
  doc.setTextColor(font === 1 ? WHITE : TEXT_COLOUR);
  let x = PDF_MARGIN;
  for (let c = 0; c < layout.widths.length; c++) {
    const width = layout.widths[c]!;
    const indent = style === 'subRow' && c === 0 ? SUB_ROW_INDENT : 0;
    // Numbers line up on the right, as in the table; header labels too over number columns.
    const right = numeric[c] === true;
    (lines[c] ?? []).forEach((text, index) => {
      const y = top + CELL_PADDING_Y + index * layout.lineHeight;
      if (right) doc.text(text, x + width - CELL_PADDING_X, y, { baseline: 'top', align: 'right' });
      else doc.text(text, x + CELL_PADDING_X + indent, y, { baseline: 'top' });
    });
    x += width;
  }
  doc.setDrawColor(BORDER_COLOUR);
  doc.setLineWidth(0.005);
  doc.line(PDF_MARGIN, top + height, PDF_MARGIN + PDF_CONTENT_WIDTH, top + height);
  return top + height;
}

/** What the PDF's pages hold, worked out before anything is drawn (the page count goes on every page). */
export interface PdfPlan {
  rows: PdfTableRow[];
  layout: TableLayout;
  rowHeights: Float64Array;
  pages: TablePage[];
  /** Height (in) above the table on the first page: title block and chart. */
  firstPageUsed: number;
}

/** Lays out the rows into pages: pure but for jsPDF's font metrics. */
export function planPdf(
  doc: JsPdf,
  columns: readonly ColumnDefinition[],
  rows: PdfTableRow[],
  firstPageUsed: number,
): PdfPlan {
  const layout = layoutColumns(
    doc,
    columns.map((column) => column.label),
    rows,
  );
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(layout.fontSize);
  const rowHeights = new Float64Array(rows.length);
  rows.forEach((row, index) => {
    const lineCount = Math.max(1, ...cellLines(doc, layout, row).map((lines) => lines.length));
    rowHeights[index] = lineCount * layout.lineHeight + 2 * CELL_PADDING_Y;
  });
  const pages = paginateTable({
    rowHeights,
    headerHeight: layout.headerHeight,
    pageHeight: PDF_CONTENT_HEIGHT,
    firstPageHeight: PDF_CONTENT_HEIGHT - firstPageUsed,
  });
  return { rows, layout, rowHeights, pages, firstPageUsed };
}

/** The page heading of a PDF: the page's, else the table's title. */
function headingOf(options: ExportOptions): string {
  return options.pdf?.heading ?? options.about?.page ?? BRAND;
}

/** Everything the PDF's pages hold, laid out: its title block, its chart (or null) and its table's pages. */
export function layoutPdf(
  doc: JsPdf,
  prepared: PreparedDataset,
  view: ViewState,
  options: ExportOptions,
  timestamp: number,
): { block: TitleBlock; chart: PdfChartRequest | null; plan: PdfPlan } {
  const rows = pdfTableRows(prepared, view);
  const block = titleBlock(doc, headingOf(options), aboutRows(prepared, view, options.about, timestamp));
  const requested = options.pdf?.chart ?? null;
  const chart =
    requested !== null && view.rows.length > 0 && prepared.dataset.columns.some((c) => c.key === requested.measure)
      ? requested
      : null;
  const firstPageUsed = block.height + (chart !== null ? PDF_CHART_HEIGHT : 0);
  return { block, chart, plan: planPdf(doc, view.visibleColumns, rows, firstPageUsed) };
}

/**
 * The view as a PDF (`ExportOptions.pdf`): title block, chart, table. Reports rows written as
 * progress and yields between batches, so a cancel reaches it.
 */
export async function exportPdf(
  prepared: PreparedDataset,
  view: ViewState,
  options: ExportOptions,
  onProgress: ((progress: ExportProgress) => void) | null,
  signal: AbortSignal | null,
): Promise<ExportFile> {
  const { jsPDF } = await import('jspdf');
  const timestamp = options.timestamp ?? Date.now();
  const heading = headingOf(options);
  // Compressed: a cell is a text object, and 650 rows of 20 columns were 1.8 MB uncompressed.
  const doc = new jsPDF({ orientation: PDF_ORIENTATION, unit: PDF_UNIT, format: PDF_FORMAT, compress: true });
  doc.setProperties({ title: heading, subject: `${heading}, made ${pdfDateText(timestamp)}`, creator: BRAND });
  doc.setCreationDate(new Date(timestamp));

  const checkCancel = () => {
    if (signal?.aborted) throw new PdfExportCancelled('Export cancelled');
  };
  const columns = view.visibleColumns;
  const { block, chart, plan } = layoutPdf(doc, prepared, view, options, timestamp);
  checkCancel();
  const numeric = columns.map(isNumericColumn);
  const header = `${heading} - ${pdfDateText(timestamp)}`;
  const total = plan.rows.length;
  let written = 0;
  let sinceYield = 0;

  doc.setFontSize(plan.layout.fontSize);
  for (const [pageIndex, page] of plan.pages.entries()) {
    if (pageIndex > 0) doc.addPage(PDF_FORMAT, PDF_ORIENTATION);
    drawPageHeader(doc, header, pageIndex + 1, plan.pages.length);
    let y = PDF_MARGIN + PDF_HEADER_HEIGHT;
    if (pageIndex === 0) {
      drawTitleBlock(doc, block, y);
      y += block.height;
      if (chart !== null) {
        drawChart(doc, prepared, view, chart, y);
        y += PDF_CHART_HEIGHT;
      }
    }
    if (page.end === page.start && total > 0) continue;
    doc.setFontSize(plan.layout.fontSize);
    y = drawRow(doc, plan.layout, numeric, 'columnHeader', plan.layout.headerLines, y, plan.layout.headerHeight);
    for (let index = page.start; index < page.end; index++) {
      const row = plan.rows[index]!;
      y = drawRow(doc, plan.layout, numeric, row.style, cellLines(doc, plan.layout, row), y, plan.rowHeights[index]!);
      written++;
      if (++sinceYield >= BATCH_ROWS) {
        sinceYield = 0;
        onProgress?.({ rowsWritten: written, rowsTotal: total });
        await nextTask();
        checkCancel();
        doc.setFontSize(plan.layout.fontSize);
      }
    }
  }
  onProgress?.({ rowsWritten: written, rowsTotal: total });
  checkCancel();
  const buffer = doc.output('arraybuffer');
  return {
    fileName: pdfFileName(heading, timestamp),
    mimeType: PDF_MIME,
    buffer,
    rowCount: view.layout.entries.length,
  };
}
