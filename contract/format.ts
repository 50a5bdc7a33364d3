/**
 * Display of cell values from their column definition (MEASURES.md "Display"): missing values
 * show '-'; currency has thousands separators and no decimals; currency with cents keeps 2;
 * acres 2 decimals; percent one decimal (server percent fields arrive x100 and are divided by
 * 100 first, part 1 §9); table dates 'MMM yyyy'; years without thousands grouping.
 */
import type { CellFormat, ColumnDefinition } from './columns';
import { formatMonthYear, formatPeriod } from './dates';

export const MISSING_VALUE = '-';

const integer = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });
const year = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0, useGrouping: false });
const decimal = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const twoDecimals = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const currency = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const currencyCents = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat('en-CA', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

type Formattable = Pick<ColumnDefinition, 'format' | 'percentScale'>;

/** A cell's number: numbers as they are, numeric strings parsed; anything else (missing, text) null. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** The fraction a percent cell stands for (0.125 for 12.5%), or null. */
export function percentFraction(column: Formattable, value: unknown): number | null {
  const number = asNumber(value);
  if (number === null) return null;
  return column.percentScale === 100 ? number / 100 : number;
}

export function formatCell(column: Formattable, value: unknown): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  switch (column.format) {
    case 'text':
      return typeof value === 'string' ? value : String(value);
    case 'date':
    case 'month':
      return typeof value === 'string' ? (formatMonthYear(value) ?? value) : MISSING_VALUE;
    case 'period':
      return formatPeriod(String(value));
    case 'percent': {
      const fraction = percentFraction(column, value);
      return fraction === null ? MISSING_VALUE : percent.format(fraction);
    }
    default: {
      const number = asNumber(value);
      if (number === null) return typeof value === 'string' ? value : MISSING_VALUE;
      if (column.format === 'integer') return integer.format(number);
      if (column.format === 'year') return year.format(number);
      if (column.format === 'currency') return currency.format(number);
      if (column.format === 'currencyWithCents') return currencyCents.format(number);
      if (column.format === 'acres') return twoDecimals.format(number);
      return decimal.format(number);
    }
  }
}

/**
 * A value of a profile block, a detail table or the standing comparison (part 2 §2.8-§2.10): written
 * by its measure's format when it has one, followed by its unit ("1,265 sq ft"); a value without a
 * format is text and shows as it is. Missing values show '-'.
 */
export function formatValue(
  value: string | number | null | undefined,
  how: Partial<CellFormat> & { unit?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  if (how.format === undefined) return String(value);
  const text = formatCell({ format: how.format, percentScale: how.percentScale }, value);
  return how.unit === undefined || text === MISSING_VALUE ? text : `${text} ${how.unit}`;
}
