/**
 * CSV export: RFC 4180 (CRLF line ends, fields with a comma, quote, CR or LF quoted, quotes
 * doubled), UTF-8 with a byte-order mark so spreadsheet programs read accents. Text from the
 * data starting with '=', '+', '-', '@', tab or CR is prefixed with an apostrophe so a
 * spreadsheet never runs it as a formula (OWASP "CSV injection"). Numbers are written as
 * numbers (percent as a fraction), never neutralized, so -5 stays a number.
 */
import type { CellEncoder, ExportRow, ExportValue } from './export-table';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** First characters that start a formula: = + - @ tab CR. */
function startsLikeFormula(text: string): boolean {
  const code = text.charCodeAt(0);
  return code === 61 || code === 43 || code === 45 || code === 64 || code === 9 || code === 13;
}

export function csvField(value: ExportValue, neutralize: boolean): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = neutralize && startsLikeFormula(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(row: ExportRow): string {
  const neutralize = row.style !== 'columnHeader';
  let line = '';
  for (let c = 0; c < row.values.length; c++) line += (c === 0 ? '' : ',') + csvField(row.values[c]!, neutralize);
  return `${line}\r\n`;
}

const SMALL_INTEGER_LIMIT = 1 << 16;
const smallIntegers: string[] = [];

/** Number to text; small integers (counts, psf, storeys: most cells) come from a cache. */
export function numberText(value: number): string {
  if (value >= 0 && value < SMALL_INTEGER_LIMIT && Number.isInteger(value)) {
    return (smallIntegers[value] ??= String(value));
  }
  return String(value);
}

/** Cells of data rows: text neutralized and quoted as needed, numbers as they are. */
export const CSV_CELL: CellEncoder = {
  text: (value) => csvField(value, true),
  number: numberText,
  empty: '',
};

export const CSV_BOM = '\uFEFF';
