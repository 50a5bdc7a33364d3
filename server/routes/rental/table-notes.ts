/** The notes under the rental tables: what period the figures cover and how they are pooled. */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

export function rentalPeriodNote(monthStart: string, monthEnd: string): string {
  const period =
    monthStart === monthEnd ? monthLabel(monthEnd) : `${monthLabel(monthStart)} to ${monthLabel(monthEnd)}`;
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
    ? `Rental data available from ${monthLabel(months.min)} to ${monthLabel(months.max)}.`
    : 'No rental data available.';
}
