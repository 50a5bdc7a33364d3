/**
 * CSV export: RFC 4180 (CRLF line ends, fields with a comma, quote, CR or LF quoted, quotes
 * doubled), UTF-8 with a byte-order mark so spreadsheet programs read accents. Text from the
 * data starting with '=', '+', '-', '@', tab or CR is prefixed with an apostrophe so a
 * spreadsheet never runs it as a formula (OWASP "CSV injection"). Numbers are written as
 * numbers (percent as a fraction), never neutralized, so -5 stays a number.
 */
import type { ExportCell, ExportRow } from './export-table';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvField(cell: ExportCell): string {
  if (cell.value === null) return '';
  if (typeof cell.value === 'number') return String(cell.value);
  const text = cell.fromData ? neutralizeFormula(cell.value) : cell.value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(row: ExportRow): string {
  return `${row.cells.map(csvField).join(',')}\r\n`;
}

export const CSV_BOM = '\uFEFF';
