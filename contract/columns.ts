/**
 * Column definitions travel with every search response (`tableHeaders.data`). They are the one
 * declared source for how a column is shown and how its subtotal is computed, so the server,
 * the worker's rollups, the exports and the tests agree (see shared/design/MEASURES.md).
 */

/**
 * `year` is a whole number written without thousands grouping (Year Built shows 1989, not 1,989);
 * `integer` groups thousands (MEASURES.md "Display"). `period` is the label of a history row: a
 * month (`yyyy-MM`), a range of months (`yyyy-MM - yyyy-MM`) or a quarter (`yyyy Qn`), written
 * with its months as table dates, 'MMM yyyy' (part 1 §9).
 */
export const COLUMN_FORMATS = [
  'text',
  'integer',
  'year',
  'decimal',
  'currency',
  'currencyWithCents',
  'percent',
  'acres',
  'date',
  'month',
  'period',
] as const;

export type ColumnFormat = (typeof COLUMN_FORMATS)[number];

/**
 * An operand of a derived total: the group's value of a field. When the field is itself a
 * column, that column's group total is used; otherwise the group's sum of the field.
 * `{ minus: [a, b] }` is the group value of a minus that of b (e.g. unsold = suites - sold).
 */
export type TotalOperand = string | { minus: [string, string] };

export type TotalRule =
  /** No total is shown for this column. */
  | { kind: 'none' }
  /** Sum of the rows that have a value. */
  | { kind: 'sum' }
  /** Plain mean over the rows that have a value (e.g. months to 70% sold). */
  | { kind: 'avg' }
  | { kind: 'min' }
  | { kind: 'max' }
  /** sum(value * weight) / sum(weight) over rows where both are present; `-` when sum(weight) = 0. */
  | { kind: 'wavg'; weight: TotalOperand }
  /** numerator * multiplier / denominator + offset, from the group's own values; `-` on 0 denominator. */
  | { kind: 'ratio'; numerator: TotalOperand; denominator: TotalOperand; multiplier?: number; offset?: number }
  /** a - b from the group's own values, optionally floored at 0 (absorbed units). */
  | { kind: 'difference'; minuend: TotalOperand; subtrahend: TotalOperand; floorAtZero?: boolean };

/** Where a cell links to (opens in a new tab, part 1 §2). */
export type ColumnLink = 'project' | 'sale' | 'rental';

export interface ColumnDefinition {
  /** Field name in each data row. */
  key: string;
  label: string;
  format: ColumnFormat;
  total: TotalRule;
  /**
   * Percent fields arrive multiplied by 100 from the server (part 1 §9): `percentScale: 100`
   * means the displayed fraction is value / 100. Derived percent totals use the same scale.
   */
  percentScale?: 100;
  /** Column group header, e.g. the sales groups "Suites", "Land Area (sq ft)". */
  group?: string;
  link?: ColumnLink;
  /** The first column (name or fileNum) cannot be hidden (part 1 §2). */
  alwaysVisible?: boolean;
  /** Shown only when asked for (e.g. sale columns for unit types not chosen). */
  hiddenByDefault?: boolean;
}

/**
 * How one value is written (contract/format.ts): its column definition's format and percent
 * scale. Charts and profile values carry it beside their values, taken from the definitions.
 */
export type CellFormat = Pick<ColumnDefinition, 'format'> & Partial<Pick<ColumnDefinition, 'percentScale'>>;

/** The format part of a column definition, as a chart or a labelled value carries it. */
export function cellFormatOf(definition: CellFormat): CellFormat {
  return definition.percentScale === undefined
    ? { format: definition.format }
    : { format: definition.format, percentScale: definition.percentScale };
}

/** Formats whose values are numbers (right-aligned in tables, numeric in exports). */
const NUMERIC_FORMATS: ReadonlySet<ColumnFormat> = new Set([
  'integer',
  'year',
  'decimal',
  'currency',
  'currencyWithCents',
  'percent',
  'acres',
]);

export function isNumericColumn(column: Pick<ColumnDefinition, 'format'>): boolean {
  return NUMERIC_FORMATS.has(column.format);
}

/**
 * True when a column holds a measure a market history chart can plot (part 1 §3 "Market history
 * row", part 2 §2.7): a number other than a year, which labels rather than measures.
 */
export function isChartMeasure(column: Pick<ColumnDefinition, 'format'>): boolean {
  return isNumericColumn(column) && column.format !== 'year';
}
