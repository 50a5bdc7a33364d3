/**
 * Validation of advanced filter inputs (part 1 §5), pure so the sales and rentals views reuse it.
 */

/**
 * A typed date (yyyy-m-d or yyyy-mm-dd) padded to yyyy-mm-dd on blur; an invalid or empty date
 * clears the bound (null). Dates outside [min, max] are invalid too.
 */
export function padDateInput(text: string, min?: string, max?: string): string | null {
  const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (match === null) return null;
  const [, yearText, monthText, dayText] = match as unknown as [string, string, string, string];
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const padded = `${yearText}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if ((min !== undefined && padded < min) || (max !== undefined && padded > max)) return null;
  return padded;
}

/** Number range: from may not exceed to and to may not go below from; each kept within [min, max]. */
export function clampRangeBound(
  which: 'from' | 'to',
  value: number | null,
  other: number | null,
  min: number,
  max: number,
): number | null {
  if (value === null || Number.isNaN(value)) return null;
  let bounded = Math.min(max, Math.max(min, value));
  if (other !== null && which === 'from' && bounded > other) bounded = other;
  if (other !== null && which === 'to' && bounded < other) bounded = other;
  return bounded;
}

export function rangeStep(subType: string | undefined): number {
  return subType === 'currencyWithCents' ? 0.01 : 1;
}

export function rangePrefix(subType: string | undefined): string | undefined {
  return subType === 'currency' || subType === 'currencyWithCents' ? '$' : undefined;
}

export function rangeSuffix(subType: string | undefined): string | undefined {
  return subType === 'percent' ? '%' : undefined;
}
