/**
 * The PDF page every "Save as PDF" writes (part 2 §9 "PDF": letter, portrait, inches, margin 0.1),
 * the file-name rule and the pagination of text tables. One home for the UI thread (profiles and
 * the sale page, drawn as pictures) and the engine worker (results tables written as text).
 * Pure: no DOM, no jsPDF.
 */

/** Common to all (part 2 §9): letter, portrait, inches, margin 0.1, JPEG quality 0.98. */
export const PDF_FORMAT = 'letter';
export const PDF_ORIENTATION = 'portrait';
export const PDF_UNIT = 'in';
/** Margin on every side, in PDF_UNIT. */
export const PDF_MARGIN = 0.1;
export const PDF_JPEG_QUALITY = 0.98;

/** Letter paper in inches (PDF_UNIT), portrait. */
export const PDF_PAGE_WIDTH = 8.5;
export const PDF_PAGE_HEIGHT = 11;

/**
 * Beyond the spec: each page carries a small header line with the page's title and the date the
 * PDF was made. Its band height (inches, inside the top margin's content area) and font size (pt).
 */
export const PDF_HEADER_HEIGHT = 0.25;
export const PDF_HEADER_FONT_SIZE = 8;

/** The printable width and the height under the header line, in inches. */
export const PDF_CONTENT_WIDTH = PDF_PAGE_WIDTH - 2 * PDF_MARGIN;
export const PDF_CONTENT_HEIGHT = PDF_PAGE_HEIGHT - 2 * PDF_MARGIN - PDF_HEADER_HEIGHT;

/** Points per inch (font sizes are in points, the page in inches). */
export const POINTS_PER_INCH = 72;

/**
 * Beyond the spec: the title block at the top of the first page says what the PDF holds: the
 * page heading, then labelled lines (the search in words, the data's as-of date, the export time).
 */
export const PDF_TITLE_FONT_SIZE = 14;
export const PDF_FACT_FONT_SIZE = 8;

/** Line height as a multiple of the font size. */
export const PDF_LINE_FACTOR = 1.2;
/** The title block's heading line and each of its label/value lines (in). */
export const PDF_TITLE_LINE = (PDF_TITLE_FONT_SIZE * PDF_LINE_FACTOR) / 72;
export const PDF_FACT_LINE = (PDF_FACT_FONT_SIZE * PDF_LINE_FACTOR) / 72;
/** Space under the title block (in). */
export const PDF_BLOCK_GAP = 0.12;

/** Labels of the title block lines every PDF carries. */
export const PDF_TITLE_LABELS = {
  dataAsOf: 'Data As Of',
  exportedAt: 'Exported At',
} as const;

/** "2026-11-27": the day in the user's time zone (the file name and each page's header line). */
export function pdfDateText(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Characters a file name may not hold on common systems (and control characters). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
const UNSAFE_FILE_CHARACTERS = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/**
 * The file name of a saved PDF: the page's heading and the day it was made,
 * e.g. "Rental Market History 2026-11-27.pdf", "Maple Tower 2026-11-27.pdf". Characters a file
 * system refuses become spaces; a heading with nothing left is "Marketview".
 */
export function pdfFileName(heading: string, epochMs: number): string {
  const safe = heading.replace(UNSAFE_FILE_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return `${safe === '' ? 'Marketview' : safe} ${pdfDateText(epochMs)}.pdf`;
}

/** Rows [start, end) of one page of a text table. */
export interface TablePage {
  start: number;
  end: number;
}

export interface TablePaginationInput {
  /** Height of each body row (any unit, the same as the other heights). */
  rowHeights: ArrayLike<number>;
  /** The column header's height: drawn at the top of the table on every page. */
  headerHeight: number;
  /** Room for the table on a page (header included). */
  pageHeight: number;
  /** Room left for the table on its first page (under the title block and chart). */
  firstPageHeight: number;
}

/**
 * Splits a text table's rows into pages: each page starts with the column header, a row is never
 * cut (it goes whole to the next page), and each page takes as many rows as fit. A row taller than
 * a page by itself gets a page of its own. When not even the header and the first row fit under
 * the title block, the table starts on the next page: the first entry is then empty (start = end = 0).
 */
export function paginateTable({
  rowHeights,
  headerHeight,
  pageHeight,
  firstPageHeight,
}: TablePaginationInput): TablePage[] {
  const count = rowHeights.length;
  const pages: TablePage[] = [];
  let room = firstPageHeight - headerHeight;
  let firstPage = true;
  let start = 0;
  let used = 0;
  for (let row = 0; row < count; row++) {
    const height = rowHeights[row]!;
    // A row that does not fit ends the page, unless it is alone on a page after the first (then
    // no page would hold it whole and it keeps a page of its own).
    if (used + height > room && (row > start || firstPage)) {
      pages.push({ start, end: row });
      start = row;
      used = 0;
      room = pageHeight - headerHeight;
      firstPage = false;
    }
    used += height;
  }
  if (start < count || pages.length === 0) pages.push({ start, end: count });
  return pages;
}
