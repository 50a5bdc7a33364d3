/**
 * What an export contains (part 1 §9, part 2 §9): the view as displayed (filtered rows, visible
 * columns in order, header and total rows when unsorted), one header row of column labels, and
 * per row the style its level calls for. CSV and XLSX writers read rows from here one at a time,
 * so no second copy of the table is ever built.
 */
import { isNumericColumn, type ColumnDefinition } from '@contract/columns';
import type { ResultKind, SortState } from '@contract/engine';
import { fileTimestamp, formatMonthYear, formatPeriod } from '@contract/dates';
import { percentFraction } from '@contract/format';
import {
  ADDRESS_FIELDS,
  isUrbanActionFlag,
  stripHtmlTags,
  URBAN_ACTION_FIELD,
  URBAN_ACTION_FLAGGED,
  urbanActionHref,
} from '@contract/project-display';
import { cellAt, type Column } from '@contract/columnar-dataset';
import { totalLabel } from './group-tree';
import { RESULT_KINDS } from './result-kinds';
import type { PreparedDataset, ViewState } from './view';

/** Region rows dark blue with white text, municipality mid blue, submarket light blue, striped leaves. */
export type RowStyle = 'plain' | 'stripe' | 'region' | 'municipality' | 'submarket' | 'columnHeader';

/** Native spreadsheet number formats (part 2 §1 "export tables"; currency, percent, psf). */
export type NumberStyle =
  'general' | 'integer' | 'year' | 'currency' | 'currencyWithCents' | 'percent' | 'twoDecimals' | 'decimal';

export type ExportValue = number | string | null;

/** Product prefix + timestamp + sort column (part 1 §9). */
export function exportFileName(kind: ResultKind, timestamp: number, sort: SortState | null, extension: string): string {
  const sortPart = sort === null ? '' : `_${sort.key.replace(/[^A-Za-z0-9_-]/g, '')}_${sort.direction}`;
  return `${RESULT_KINDS[kind].filePrefix}${fileTimestamp(timestamp)}${sortPart}.${extension}`;
}

export function numberStyleOf(column: ColumnDefinition): NumberStyle {
  switch (column.format) {
    case 'integer':
      return 'integer';
    case 'year':
      return 'year';
    case 'currency':
      return 'currency';
    case 'currencyWithCents':
      return 'currencyWithCents';
    case 'percent':
      return 'percent';
    case 'acres':
      return 'twoDecimals';
    case 'decimal':
      return 'decimal';
    default:
      return 'general';
  }
}

export function exportValue(column: ColumnDefinition, value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (column.format === 'percent') return percentFraction(column, value);
  if (column.format === 'date' || column.format === 'month') {
    return typeof value === 'string' ? (formatMonthYear(value) ?? value) : null;
  }
  if (column.format === 'period') return formatPeriod(String(value));
  if (column.format === 'text') return typeof value === 'string' ? value : String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : value;
  }
  return null;
}

/**
 * One row of the file. Numbers stay numbers (percent as a fraction), text is text, null is an
 * empty cell. Every text cell except the column header row comes from the data (names, labels
 * of groups), so CSV neutralizes formulas in all of them.
 */
export interface ExportRow {
  style: RowStyle;
  values: ExportValue[];
}

/** Per visible column: its number style and a reader of a dataset row's export value. */
export interface ExportPlan {
  numberStyles: NumberStyle[];
  labels: string[];
  row(index: number): ExportRow;
}

export const STYLE_OF_LEVEL: Record<string, RowStyle> = {
  overall: 'region',
  region: 'region',
  municipality: 'municipality',
  submarket: 'submarket',
};

export function headerRow(plan: ExportPlan): ExportRow {
  return { style: 'columnHeader', values: [...plan.labels] };
}

export type Reader = (row: number) => ExportValue;

/** Reads a column by row; derived text (dates) is computed once per dictionary entry. */
/**
 * The export value of each distinct text of a dictionary-encoded column (formatted once per
 * entry, not per row), or null when the column's cells do not come from its own dictionary
 * (UrbanAction reads its flag and link). Addresses lose their HTML tags as in the table (part 1 §3).
 */
export function dictionaryExportValues(column: ColumnDefinition, field: Column | undefined): ExportValue[] | null {
  if (field?.type !== 'string' || column.key === URBAN_ACTION_FIELD) return null;
  const shown = ADDRESS_FIELDS.has(column.key) ? stripHtmlTags : (text: string) => text;
  return field.dictionary.map((entry) => exportValue(column, shown(entry)));
}

/** UrbanAction as the table shows it (part 1 §3): YES when flagged, otherwise its link, else empty. */
function urbanActionReader(prepared: PreparedDataset): Reader {
  const { fields } = prepared.dataset;
  const flag = fields.get(URBAN_ACTION_FIELD);
  return (row) => {
    if (isUrbanActionFlag(cellAt(flag, row))) return URBAN_ACTION_FLAGGED;
    return urbanActionHref((name) => cellAt(fields.get(name), row));
  };
}

export function columnReader(prepared: PreparedDataset, column: ColumnDefinition): Reader {
  if (column.key === URBAN_ACTION_FIELD) return urbanActionReader(prepared);
  const field = prepared.dataset.fields.get(column.key);
  if (field === undefined) return () => null;
  if (field.type === 'number' && isNumericColumn(column)) {
    const { values } = field;
    if (column.format === 'percent') {
      const scale = column.percentScale === 100 ? 100 : 1;
      return (row) => {
        const value = values[row]!;
        return Number.isNaN(value) ? null : value / scale;
      };
    }
    if (field.boolean) return (row) => (Number.isNaN(values[row]!) ? null : values[row] === 1 ? 'Yes' : 'No');
    return (row) => {
      const value = values[row]!;
      return Number.isNaN(value) ? null : value;
    };
  }
  const converted = dictionaryExportValues(column, field);
  if (converted !== null && field.type === 'string') {
    const { codes } = field;
    return (row) => {
      const code = codes[row]!;
      return code < 0 ? null : converted[code]!;
    };
  }
  return (row) => exportValue(column, cellAt(field, row));
}

/** How a file format writes one cell; the value part only (XLSX adds reference and style). */
export interface CellEncoder {
  text(value: string): string;
  number(value: number): string;
  empty: string;
}

/**
 * Per visible column, a function from a dataset row to its encoded cell. Strings (names, dates,
 * developers) are encoded once per dictionary entry, so a 100,000-row export formats and
 * escapes each distinct text once; an entry is encoded when a row first shows it, so a filtered
 * view's file (XLSX: its shared strings) holds only the texts of its rows.
 */
export function leafCellEncoders(
  prepared: PreparedDataset,
  columns: ColumnDefinition[],
  encoder: CellEncoder,
): Array<(row: number) => string> {
  const encode = (value: ExportValue) =>
    value === null ? encoder.empty : typeof value === 'number' ? encoder.number(value) : encoder.text(value);
  return columns.map((column) => {
    const field = prepared.dataset.fields.get(column.key);
    const values = dictionaryExportValues(column, field);
    if (values !== null && field?.type === 'string') {
      const encoded = new Array<string | undefined>(values.length);
      const { codes } = field;
      return (row: number) => {
        const code = codes[row]!;
        return code < 0 ? encoder.empty : (encoded[code] ??= encode(values[code]!));
      };
    }
    const read = columnReader(prepared, column);
    return (row: number) => encode(read(row));
  });
}

export function exportPlan(prepared: PreparedDataset, view: ViewState): ExportPlan {
  const columns = view.visibleColumns;
  const readers = columns.map((column) => columnReader(prepared, column));
  const { tree } = prepared;
  return {
    numberStyles: columns.map(numberStyleOf),
    labels: columns.map((column) => column.label),
    row(index) {
      const entry = view.layout.entries[index]!;
      if (entry >= 0) {
        const values = new Array<ExportValue>(readers.length);
        for (let c = 0; c < readers.length; c++) values[c] = readers[c]!(entry);
        return { style: view.layout.stripes[index] === 1 ? 'stripe' : 'plain', values };
      }
      const synthetic = view.layout.synthetic[-1 - entry]!;
      const node = synthetic.node;
      const label = synthetic.kind === 'header' ? tree.name[node]! : totalLabel(tree, node);
      const totals = synthetic.kind === 'header' ? null : view.rollup.totals[node];
      return {
        style: STYLE_OF_LEVEL[tree.level[node]!] ?? 'plain',
        values: columns.map((column, position) => {
          if (position === 0) return label;
          return totals === null || totals === undefined ? null : exportValue(column, totals[column.key]);
        }),
      };
    },
  };
}
