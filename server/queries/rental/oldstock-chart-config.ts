import type { OldstockChartConfig } from '@contract/urban-project';
import { rentalQuarter } from '@contract/rental-quarter';

/** Part 2 §9: rental quarters, three a year (rentalQuarter), numbered from year 0. */
const RENTAL_QUARTERS_A_YEAR = rentalQuarter(12);
function rentalQuarterNumber(month: string): number {
  const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
  return year * RENTAL_QUARTERS_A_YEAR + rentalQuarter(monthOfYear) - 1;
}

/**
 * Where the embedded rental historical table opens (part 2 §2.11): the whole rental range in
 * month mode, and in quarter mode the last four rental quarters of it (the quarters the history
 * call cuts by, not calendar quarters). The project profile sends it for old stock and the rental
 * profile for its property, so both tables open alike.
 */
export function oldstockChartConfig(propertyId: number, monthStart: string, monthEnd: string): OldstockChartConfig {
  const end = rentalQuarterNumber(monthEnd);
  const start = Math.max(end - 3, rentalQuarterNumber(monthStart));
  return {
    property_id: propertyId,
    month_start: monthStart,
    month_end: monthEnd,
    year_start: Math.floor(start / RENTAL_QUARTERS_A_YEAR),
    qtr_start: (start % RENTAL_QUARTERS_A_YEAR) + 1,
    year_end: Math.floor(end / RENTAL_QUARTERS_A_YEAR),
    qtr_end: (end % RENTAL_QUARTERS_A_YEAR) + 1,
  };
}
