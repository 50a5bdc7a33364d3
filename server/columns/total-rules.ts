import type { TotalOperand, TotalRule } from '@contract/columns';

/**
 * The total rules every column module states its totals with (shared/design/MEASURES.md), so a
 * rule reads the same in the project, market, history, sales and rental tables.
 */

export const SUM: TotalRule = { kind: 'sum' };
export const NONE: TotalRule = { kind: 'none' };
export const AVG: TotalRule = { kind: 'avg' };
export const MIN: TotalRule = { kind: 'min' };
export const MAX: TotalRule = { kind: 'max' };

/** sum(value * weight) / sum(weight): a per-unit figure totals weighted by its unit count. */
export function weightedBy(weight: TotalOperand): TotalRule {
  return { kind: 'wavg', weight };
}

/** A group's sum over another of its sums (e.g. average sale price = sales value / sales). */
export function ratioOf(numerator: string, denominator: string): TotalRule {
  return { kind: 'ratio', numerator, denominator };
}

/** A percent of two group values, e.g. % sold = 100 * total_sales / suite_count. */
export function percentOf(numerator: string, denominator: string): TotalRule {
  return { kind: 'ratio', numerator, denominator, multiplier: 100 };
}

/** Annual change in percent: 100 * (current / last year - 1). */
export function annualChange(current: string, lastYear: string): TotalRule {
  return { kind: 'ratio', numerator: current, denominator: lastYear, multiplier: 100, offset: -100 };
}
