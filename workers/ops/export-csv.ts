/**
 * CSV export: RFC 4180 (CRLF line ends, fields with a comma, quote, CR or LF quoted, quotes
 * doubled), UTF-8 with a byte-order mark so spreadsheet programs read accents. Text from the
 * data starting with '=', '+', '-', '@', tab or CR is prefixed with an apostrophe so a
 * spreadsheet never runs it as a formula (OWASP "CSV injection"). Numbers are written as
 * numbers (percent as a fraction), never neutralized, so -5 stays a number.
 */
import { isNumericColumn, type ColumnDefinition } from '@contract/columns';
import type { ByteSink } from './byte-sink';
import { columnReader, dictionaryExportValues, type ExportRow, type ExportValue } from './export-table';
import type { PreparedDataset } from './view';

const NEEDS_QUOTES = /[",\r\n]/;

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

export const CSV_BOM = '\uFEFF';

/** Writes one data cell of a dataset row into the file. */
export type CsvCellWriter = (row: number, sink: ByteSink) => void;

/**
 * Per visible column, a writer of a dataset row's cell as bytes. Dictionary text (names, dates,
 * developers) is neutralized and quoted once per distinct value; plain numbers are
 * written straight from the column's Float64Array.
 */
export function csvCellWriters(prepared: PreparedDataset, columns: ColumnDefinition[]): CsvCellWriter[] {
  return columns.map((column): CsvCellWriter => {
    const field = prepared.dataset.fields.get(column.key);
    const values = dictionaryExportValues(column, field);
    if (values !== null && field?.type === 'string') {
      // Escaped text, not bytes: a column of unique names would otherwise pay one encoder call
      // per row up front; the sink writes ASCII text without the encoder.
      const escaped = values.map((value) =>
        value === null ? '' : typeof value === 'number' ? String(value) : csvField(value, true),
      );
      const { codes } = field;
      return (row, sink) => {
        const code = codes[row]!;
        if (code >= 0) sink.text(escaped[code]!);
      };
    }
    const plainNumber = field?.type === 'number' && !field.boolean && isNumericColumn(column);
    if (plainNumber) {
      const { values } = field;
      const divisor = column.format === 'percent' && column.percentScale === 100 ? 100 : 1;
      return (row, sink) => {
        const value = values[row]!;
        if (!Number.isNaN(value)) sink.number(value / divisor);
      };
    }
    const read = columnReader(prepared, column);
    return (row, sink) => {
      const value = read(row);
      if (value !== null) sink.text(csvField(value, true));
    };
  });
}
