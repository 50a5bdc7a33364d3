import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { COLUMN_FORMATS, type ColumnDefinition, type ColumnFormat } from '@contract/columns';
import type { ExportOptions, ResultKind, ViewSpec } from '@contract/engine';
import { MAX_CHART_SERIES, NOT_CHARTED_PREFIX } from '@contract/market-history-chart';
import { PDF_FORMAT, PDF_MARGIN, PDF_ORIENTATION, PDF_UNIT, pdfFileName } from '@contract/pdf-page';
import type { SearchRow } from '@contract/search';
import { buildDataset } from '@contract/columnar-dataset';
import { exportView } from '@workers/ops/export-view';
import { layoutPdf } from '@workers/ops/export-pdf';
import { RESULT_KINDS } from '@workers/ops/result-kinds';
import { prepareDataset, runView, type PreparedDataset, type ViewState } from '@workers/ops/view';
import { placeFields, type Place } from '@test-support/engine-fixtures';
import { readPdfBytes, type PdfText } from '@test-support/pdf-text';
import { SAVE_AS_PDF_LABEL } from '@src/components/pdf-export/pdf-constants';
import { CHART_MEASURE_LABEL } from '@src/components/market-history-chart/market-history-chart-constants';
import { DOWNLOAD_LABEL, EXPORT_FORMAT_LABEL, HELP_LABEL } from '@src/components/results-table/results-table-constants';

/** A value of each column format (the row's index varies it). */
function valueOf(format: ColumnFormat, row: number): string | number | null {
  if (row % 37 === 5) return null;
  switch (format) {
    case 'text':
      return `Developer ${row % 23} and Partners Limited`;
    case 'integer':
      return 1000 + row * 7;
    case 'year':
      return 1950 + (row % 70);
    case 'decimal':
      return (row % 19) + 0.25;
    case 'currency':
      return 400_000 + row * 1234;
    case 'currencyWithCents':
      return 2000 + row / 4;
    case 'percent':
      return (row % 100) + 0.5;
    case 'acres':
      return (row % 50) / 3;
    case 'date':
      return `20${String(10 + (row % 15))}-0${1 + (row % 9)}-15`;
    case 'month':
      return `2025-${String(1 + (row % 12)).padStart(2, '0')}`;
    case 'period':
      return `${2000 + Math.floor(row / 4)} Q${1 + (row % 4)}`;
  }
}

/** A first column naming each row, then one column of every format. */
const COLUMNS: ColumnDefinition[] = [
  { key: 'name', label: 'Name', format: 'text', total: { kind: 'none' }, alwaysVisible: true },
  ...COLUMN_FORMATS.map<ColumnDefinition>((format) => ({
    key: `f_${format}`,
    label: `Column in ${format} format`,
    format,
    percentScale: format === 'percent' ? 100 : undefined,
    total: format === 'integer' || format === 'currency' ? { kind: 'sum' } : { kind: 'none' },
  })),
];

const PLACES: Place[] = [
  [1, 'Alpha Region', 11, 'Brampton', 111, 'North'],
  [1, 'Alpha Region', 11, 'Brampton', null, null],
  [1, 'Alpha Region', 12, 'Caledon', 121, 'Centre'],
  [2, 'Beta Region', 21, 'Oshawa', 211, 'West'],
];

const rowName = (row: number) => `Row ${String(row).padStart(4, '0')}`;

function rowsOf(count: number): SearchRow[] {
  return Array.from({ length: count }, (_, row) => ({
    id: row + 1,
    name: rowName(row),
    ...placeFields(PLACES[row % PLACES.length]!),
    ...Object.fromEntries(COLUMN_FORMATS.map((format) => [`f_${format}`, valueOf(format, row)])),
  }));
}

const TIMESTAMP = Date.UTC(2026, 10, 27, 9, 5, 7);
const UNSORTED: ViewSpec = { clientParams: {}, sort: null, visibleColumns: null };
const HEADING = 'Market History';
const ABOUT = {
  page: 'Results - Market History',
  search: [{ label: 'Region', value: 'Alpha Region' }],
  dataAsOf: '2026 Q3',
};
/** Labels of the page's controls: none belongs in the PDF. */
const CONTROL_LABELS = [SAVE_AS_PDF_LABEL, DOWNLOAD_LABEL, EXPORT_FORMAT_LABEL, CHART_MEASURE_LABEL, HELP_LABEL];

type ReadBack = PdfText;

function readBack(buffer: ArrayBuffer, name: string): ReadBack {
  return readPdfBytes(new Uint8Array(buffer), name);
}

function planOf(prepared: PreparedDataset, view: ViewState, options: ExportOptions) {
  const doc = new jsPDF({ orientation: PDF_ORIENTATION, unit: PDF_UNIT, format: PDF_FORMAT });
  return layoutPdf(doc, prepared, view, options, TIMESTAMP).plan;
}

function optionsOf(extra: Partial<ExportOptions> = {}): ExportOptions {
  return { format: 'pdf', timestamp: TIMESTAMP, about: ABOUT, pdf: { heading: HEADING }, ...extra };
}

/** Every invariant of a saved table: pages as planned, rows whole and once, header on every page. */
function checkTable(
  read: ReadBack,
  prepared: PreparedDataset,
  view: ViewState,
  options: ExportOptions,
  names: string[],
  /** Where the names show once only (a chart's period labels repeat some on the first page). */
  from = 0,
) {
  const plan = planOf(prepared, view, options);
  expect(read.pageCount).toBe(plan.pages.length);
  expect(read.pages).toHaveLength(read.pageCount);
  const headerLines = plan.layout.headerLines.flat();
  for (const [index, text] of read.pages.entries()) {
    for (const line of headerLines) expect(text, `page ${index + 1}`).toContain(line);
    expect(text).toContain(`Page ${index + 1} of ${read.pageCount}`);
    for (const label of CONTROL_LABELS) expect(text).not.toContain(label);
    // Nothing runs into the bottom margin: no row is cut by the page's edge.
    const { bottom, height } = read.lowest[index]!;
    expect(bottom).toBeLessThanOrEqual(height - PDF_MARGIN * 72 + 0.5);
  }
  // Each row's name is on the page the plan put it on, and nowhere else.
  for (const [index, page] of plan.pages.entries()) {
    for (let row = page.start; row < page.end; row++) {
      const name = plan.rows[row]!.cells[0]!;
      if (!names.includes(name)) continue;
      expect(read.pages[index], name).toContain(name);
    }
  }
  const all = read.pages.slice(from).join('\n');
  const once = names.filter((name) => from === 0 || !read.pages[from - 1]!.includes(name));
  for (const name of once) expect(all.split(name).length - 1, name).toBe(1);
  for (const cell of plan.rows.at(-1)!.cells) expect(read.pages.at(-1)).toContain(cell);
  return plan;
}

describe('PDF of a results table (every result kind, every column format)', () => {
  const kinds = Object.keys(RESULT_KINDS) as ResultKind[];
  /** The history kinds (the pages with Save as PDF) at 650 rows (the 600-row table), the others at 150. */
  const countOf = (kind: ResultKind) => (kind === 'marketHistory' || kind === 'rentalHistory' ? 650 : 150);
  const namesOf = (count: number) => Array.from({ length: count }, (_, row) => rowName(row));
  it.each(kinds)('%s: every row whole and once, on the page planned; the header on every page', async (kind) => {
    const count = countOf(kind);
    const names = namesOf(count);
    const prepared = prepareDataset(buildDataset(rowsOf(count), COLUMNS), kind);
    const view = runView(prepared, UNSORTED);
    const options = optionsOf();
    const progress: number[] = [];
    const file = await exportView(prepared, view, options, (step) => progress.push(step.rowsWritten), null);
    expect(file.fileName).toBe(pdfFileName(HEADING, TIMESTAMP));
    expect(file.mimeType).toBe('application/pdf');
    const read = readBack(file.buffer, `${kind}.pdf`);
    const plan = checkTable(read, prepared, view, options, names);
    expect(read.pageCount).toBeGreaterThan(count / 100);
    expect(progress.at(-1)).toBe(plan.rows.length);
    // The title block: the heading, the search in words, the data's as-of date and the export time.
    const first = read.pages[0]!;
    for (const text of [HEADING, 'Results - Market History', 'Region', 'Alpha Region', 'Data As Of', '2026 Q3']) {
      expect(first).toContain(text);
    }
    expect(first).toMatch(/Exported At\s+2026-11-27T\d\d:05:07/);
  });

  it('sorted: the leaves only, in the sorted order', async () => {
    const names = namesOf(150);
    const prepared = prepareDataset(buildDataset(rowsOf(150), COLUMNS), 'projects');
    const view = runView(prepared, { ...UNSORTED, sort: { key: 'f_currency', direction: 'desc' } });
    const read = readBack((await exportView(prepared, view, optionsOf(), null, null)).buffer, 'sorted.pdf');
    const plan = checkTable(read, prepared, view, optionsOf(), names);
    expect(plan.rows).toHaveLength(150);
    expect(plan.rows[0]!.cells[0]).toBe(rowName(149));
  });
});

describe('PDF of a market history page: its chart above the table, sub rows under their rows', () => {
  // More unit types than a chart draws lines: the last two are named under the legend.
  const UNIT_TYPES = Array.from({ length: MAX_CHART_SERIES + 1 }, (_, index) => `Unit Type ${index + 1}`);
  const rows: SearchRow[] = rowsOf(80).map((row, index) => ({
    ...row,
    subRows: UNIT_TYPES.map((type, position) => ({ name: type, f_integer: index + position * 40, f_percent: 50 })),
  }));
  const chart = { measure: 'f_integer', rowsName: 'All unit types', colours: ['#1c7ed6', '#f76707'] };

  it('draws the chart (title, legend) from the same rows and lists every sub row', async () => {
    const prepared = prepareDataset(buildDataset(rows, COLUMNS), 'rentalHistory');
    const view = runView(prepared, UNSORTED);
    const options = optionsOf({ pdf: { heading: 'Rental Market History', chart } });
    const file = await exportView(prepared, view, options, null, null);
    expect(file.fileName).toBe(pdfFileName('Rental Market History', TIMESTAMP));
    const read = readBack(file.buffer, 'history.pdf');
    const plan = checkTable(
      read,
      prepared,
      view,
      options,
      rows.map((_, index) => rowName(index)),
      1,
    );
    // Every sub row is a row of the table, under its row.
    expect(plan.rows.filter((row) => row.style === 'subRow')).toHaveLength(rows.length * UNIT_TYPES.length);
    const all = read.pages.join('\n');
    for (const type of UNIT_TYPES) expect(all.split(type).length - 1).toBeGreaterThanOrEqual(rows.length);
    const first = read.pages[0]!;
    expect(first).toContain('Column in integer format by name, Row 0000 to Row 0079');
    // The legend: the rows' line first, then sub-row series up to MAX_CHART_SERIES, the rest named.
    expect(first).toContain('All unit types');
    expect(first).toContain(`${NOT_CHARTED_PREFIX} Unit Type 8, Unit Type 9`);
  });

  it('stops when cancelled', async () => {
    const prepared = prepareDataset(buildDataset(rows, COLUMNS), 'rentalHistory');
    const controller = new AbortController();
    controller.abort();
    await expect(
      exportView(prepared, runView(prepared, UNSORTED), optionsOf(), null, controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
