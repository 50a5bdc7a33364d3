/**
 * What an export contains (part 1 §9, part 2 §9): the view as displayed (filtered rows, visible
 * columns in order, header and total rows when unsorted), one header row of column labels, and
 * per row the style its level calls for. CSV and XLSX writers read rows from here one at a time,
 * so no second copy of the table is ever built.
 */
import type { ColumnDefinition } from '../../src/api/columns';
import type { ResultKind, SortState } from '../../src/api/engine-contract';
import { fileTimestamp, formatMonthYear } from '../../src/lib/dates';
import { percentFraction } from '../../src/lib/format';
import { cellAt } from './columnar-dataset';
import type { PreparedDataset, ViewState } from './view';

/** Region rows dark blue with white text, municipality mid blue, submarket light blue, striped leaves. */
export type RowStyle = 'plain' | 'stripe' | 'region' | 'municipality' | 'submarket' | 'columnHeader';

/** Native spreadsheet number formats (part 2 §1 "export tables"; currency, percent, psf). */
export type NumberStyle =
  'general' | 'integer' | 'currency' | 'currencyWithCents' | 'percent' | 'twoDecimals' | 'decimal';

export interface ExportCell {
  /** Numbers stay numbers (percent as a fraction); text is text; null is an empty cell. */
  value: number | string | null;
  numberStyle: NumberStyle;
  /** Text that came from the data (not a label): formula-neutralized in CSV. */
  fromData: boolean;
}

export const FILE_PREFIX: Record<ResultKind, string> = {
  projects: 'urbanmarsh_projects_',
  projectMarket: 'urbanmarsh_project_market_data_',
  marketHistory: 'urbanmarsh_market_history_',
  sales: 'urbanmarsh_sales_',
  salesMarket: 'urbanmarsh_market_data_',
  rentals: 'urbanmarsh_rentals_',
  rentalMarket: 'urbanmarsh_rental_market_data_',
  rentalHistory: 'urbanmarsh_rental_market_history_',
};

/** Product prefix + timestamp + sort column (part 1 §9). */
export function exportFileName(kind: ResultKind, timestamp: number, sort: SortState | null, extension: string): string {
  const sortPart = sort === null ? '' : `_${sort.key.replace(/[^A-Za-z0-9_-]/g, '')}_${sort.direction}`;
  return `${FILE_PREFIX[kind]}${fileTimestamp(timestamp)}${sortPart}.${extension}`;
}

export function numberStyleOf(column: ColumnDefinition): NumberStyle {
  switch (column.format) {
    case 'integer':
      return 'integer';
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

function exportValue(column: ColumnDefinition, value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (column.format === 'percent') return percentFraction(column, value);
  if (column.format === 'date' || column.format === 'month') {
    return typeof value === 'string' ? (formatMonthYear(value) ?? value) : null;
  }
  if (column.format === 'text') return typeof value === 'string' ? value : String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : value;
  }
  return null;
}

export interface ExportRow {
  style: RowStyle;
  cells: ExportCell[];
}

const STYLE_OF_LEVEL: Record<string, RowStyle> = {
  overall: 'region',
  region: 'region',
  municipality: 'municipality',
  submarket: 'submarket',
};

export function headerRow(columns: ColumnDefinition[]): ExportRow {
  return {
    style: 'columnHeader',
    cells: columns.map((column) => ({ value: column.label, numberStyle: 'general', fromData: false })),
  };
}

/** Display row `index` of the view as an export row. */
export function exportRowAt(prepared: PreparedDataset, view: ViewState, index: number): ExportRow {
  const columns = view.visibleColumns;
  const entry = view.layout.entries[index]!;
  if (entry >= 0) {
    return {
      style: view.layout.stripes[index] === 1 ? 'stripe' : 'plain',
      cells: columns.map((column) => ({
        value: exportValue(column, cellAt(prepared.dataset.fields.get(column.key), entry)),
        numberStyle: numberStyleOf(column),
        fromData: true,
      })),
    };
  }
  const synthetic = view.layout.synthetic[-1 - entry]!;
  const { tree } = prepared;
  const node = synthetic.node;
  const style = STYLE_OF_LEVEL[tree.level[node]!] ?? 'plain';
  const label =
    synthetic.kind === 'header'
      ? tree.name[node]!
      : tree.level[node] === 'overall'
        ? 'Total'
        : `${tree.name[node]} Total`;
  const totals = synthetic.kind === 'header' ? null : view.rollup.totals[node];
  return {
    style,
    cells: columns.map((column, position) => {
      if (position === 0) return { value: label, numberStyle: 'general', fromData: true };
      const value = totals === null || totals === undefined ? null : exportValue(column, totals[column.key]);
      return { value, numberStyle: numberStyleOf(column), fromData: false };
    }),
  };
}
