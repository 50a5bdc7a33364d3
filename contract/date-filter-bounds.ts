/** The bounds a date filter's picker allows, as yyyy-mm-dd. */
export interface DateBounds {
  min: string;
  max: string;
}

/**
 * Part 1 §5: the openDate picker allows 2004-01-01 up to the last day of the year five years
 * ahead. The server serves these bounds with the date filter definitions; the form only reads them.
 */
export function openDateBounds(today: Date): DateBounds {
  return { min: '2004-01-01', max: `${today.getUTCFullYear() + 5}-12-31` };
}
