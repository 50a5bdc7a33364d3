import type { ColumnFormat } from '@contract/columns';
import { formatCell } from '@contract/format';
import type { CompareRow } from './compare-rows';

/**
 * Differences from a baseline entry on the compare pages (part 2 §2.12 shows the entries side by
 * side; comparing against a baseline is an addition the spec does not describe). For a numeric
 * row: each other entry's value minus the baseline's, with the relative change. A percent row (a
 * rate or a share) is compared in percentage points instead: a relative change of a rate reads
 * as a change of the rate itself. Text, dates, months and rows with any non-numeric value are
 * not compared.
 */

export type DeltaDirection = 'up' | 'down' | 'same';

export interface BaselineDelta {
  /** The value minus the baseline's, in the row's unit; in percentage points when `unit` is 'points'. */
  difference: number;
  unit: 'amount' | 'points';
  /** The difference as a percentage of the baseline; null for a percent row, a year or a zero baseline. */
  percent: number | null;
  direction: DeltaDirection;
}

/** Formats whose values are not quantities: nothing to subtract. */
const NOT_COMPARED: ReadonlySet<ColumnFormat> = new Set(['text', 'date', 'month', 'period']);

/**
 * A shown number as text: the API sends plain numbers, but a value may arrive as a numeric
 * string, possibly written the way the tables show it ("$1,234", "12.5%", "-3.25").
 */
const NUMERIC_TEXT = /^([+-]?)\$?((?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d+)?)(%?)$/;

interface ParsedValue {
  number: number;
  /** Written with a trailing '%'. */
  percentSign: boolean;
}

function parseValue(value: string | number): ParsedValue | null {
  if (typeof value === 'number') return Number.isFinite(value) ? { number: value, percentSign: false } : null;
  const match = NUMERIC_TEXT.exec(value.trim());
  const digits = match?.[2]?.replace(/,/g, '') ?? '';
  if (!match || digits === '' || digits === '.') return null;
  const number = Number(digits);
  if (!Number.isFinite(number)) return null;
  return { number: match[1] === '-' ? -number : number, percentSign: match[3] === '%' };
}

const missing = (value: string | number | null): value is null | '' => value === null || value === '';

/**
 * The row's values as numbers (null where missing), or null when the row is not numeric: its
 * format is text or a date, or a present value is not a number.
 */
function numericValues(row: CompareRow): { numbers: Array<number | null>; allPercentSigns: boolean } | null {
  if (row.format !== undefined && NOT_COMPARED.has(row.format)) return null;
  const numbers: Array<number | null> = [];
  let present = 0;
  let percentSigns = 0;
  for (const value of row.values) {
    if (missing(value)) {
      numbers.push(null);
      continue;
    }
    const parsed = parseValue(value);
    if (parsed === null) return null;
    present += 1;
    if (parsed.percentSign) percentSigns += 1;
    numbers.push(parsed.number);
  }
  return { numbers, allPercentSigns: present > 0 && percentSigns === present };
}

/** A rate or share row: its column says percent, or (with no column format) every value ends in '%'. */
function isPercentRow(row: CompareRow, allPercentSigns: boolean): boolean {
  return row.format === 'percent' || (row.format === undefined && allPercentSigns);
}

/**
 * Percentage points per unit of the row's values: percent columns sent x100 (part 1 §9
 * `percentScale: 100`) and "12.5%" texts are already in points; a percent column without the
 * scale holds fractions.
 */
function pointsPerUnit(row: CompareRow): number {
  return row.format === 'percent' && row.percentScale === undefined ? 100 : 1;
}

/**
 * One entry per column of `row`: the delta of that column from the baseline column, or null for
 * the baseline itself, a missing value, or a row that is not compared. An index outside the
 * row gives no deltas.
 */
export function baselineDeltas(row: CompareRow, baselineIndex: number): Array<BaselineDelta | null> {
  const none = row.values.map(() => null);
  const numeric = numericValues(row);
  if (numeric === null) return none;
  const baseline = numeric.numbers[baselineIndex];
  if (baseline === null || baseline === undefined) return none;
  const percentRow = isPercentRow(row, numeric.allPercentSigns);
  return numeric.numbers.map((number, index): BaselineDelta | null => {
    if (index === baselineIndex || number === null) return null;
    const direction: DeltaDirection = number > baseline ? 'up' : number < baseline ? 'down' : 'same';
    const raw = number - baseline;
    if (percentRow) return { difference: raw * pointsPerUnit(row), unit: 'points', percent: null, direction };
    // A year is a point in time: 3 years later is not "0.15% more" of a year.
    const relative = baseline !== 0 && row.format !== 'year';
    return { difference: raw, unit: 'amount', percent: relative ? (raw / Math.abs(baseline)) * 100 : null, direction };
  });
}

const oneDecimal = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The text sign of a delta, so colour is not the only cue: '+', '−' (minus sign) or none. */
function sign(direction: DeltaDirection): string {
  return direction === 'up' ? '+' : direction === 'down' ? '\u2212' : '';
}

/** The format a plain difference is shown in: the row's, or currency for "$…" texts. */
function amountFormat(row: CompareRow): ColumnFormat {
  if (row.format !== undefined) return row.format;
  const dollars = row.values.some((value) => typeof value === 'string' && /^[+-]?\$/.test(value.trim()));
  return dollars ? 'currency' : 'decimal';
}

/**
 * The delta line under a value: "+$12,000 (+4.1%)", "−0.3 pts", "+3" (no relative change), or
 * "No change".
 */
export function formatDelta(row: CompareRow, delta: BaselineDelta): string {
  if (delta.direction === 'same') return 'No change';
  const marker = sign(delta.direction);
  if (delta.unit === 'points') return `${marker}${oneDecimal.format(Math.abs(delta.difference))} pts`;
  const amount = `${marker}${formatCell({ format: amountFormat(row) }, Math.abs(delta.difference))}`;
  if (delta.percent === null) return amount;
  return `${amount} (${marker}${oneDecimal.format(Math.abs(delta.percent))}%)`;
}
