import { monthInWords } from '@contract/months';

/** The notes under the rental tables: what period the figures cover and how they are pooled. */

export function rentalPeriodNote(monthStart: string, monthEnd: string): string {
  const period =
    monthStart === monthEnd ? monthInWords(monthEnd) : `${monthInWords(monthStart)} to ${monthInWords(monthEnd)}`;
  return (
    `Old-stock rental activity for ${period}. Units surveyed and available are monthly averages; ` +
    'rents and sizes are averages weighted by units surveyed.'
  );
}

export function rentalHistoryNote(): string {
  return (
    'One row per period; expand a row for its unit types. Units surveyed and available are monthly ' +
    'averages over the period; rents and sizes are averages weighted by units surveyed.'
  );
}

export function rentalHistoryFooter(months: { min: string; max: string } | null): string {
  return months
    ? `Rental data available from ${monthInWords(months.min)} to ${monthInWords(months.max)}.`
    : 'No rental data available.';
}
