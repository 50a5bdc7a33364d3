import type { OldstockChartConfig } from '@contract/urban-project';
import { rentalQuarterIndex, rentalQuarterOfIndex, rentalQuarterOfMonth } from '@contract/months';

/**
 * Where the embedded rental historical table opens (part 2 §2.11): the whole rental range in
 * month mode, and in quarter mode the last four rental quarters of it (part 2 §9: the quarters the
 * history call cuts by, not calendar quarters). The project profile sends it for old stock and the
 * rental profile for its property, so both tables open alike.
 */
export function oldstockChartConfig(propertyId: number, monthStart: string, monthEnd: string): OldstockChartConfig {
  const end = rentalQuarterIndex(rentalQuarterOfMonth(monthEnd));
  const start = rentalQuarterOfIndex(Math.max(end - 3, rentalQuarterIndex(rentalQuarterOfMonth(monthStart))));
  const last = rentalQuarterOfIndex(end);
  return {
    property_id: propertyId,
    month_start: monthStart,
    month_end: monthEnd,
    year_start: start.year,
    qtr_start: start.quarter,
    year_end: last.year,
    qtr_end: last.quarter,
  };
}
