import { isIsoMonth, isRentalTimeRange, monthsOfQuarter, timeRangeMonths } from '@contract/months';
import { isProjectStanding, RENTAL_STANDING, type ProjectStanding } from '@contract/product-facts';
import type { WatchedEntity } from '@contract/visits';

/**
 * The period a saved view's rows show, read from its query as the page's search reads it
 * (server/queries/urban/search-period.ts, server/routes/rental/query-schemas.ts): a project row is
 * of one quarter in one standing; a rental row totals the months of its time range. Null when the
 * query names no period: the view shows the newest data, and the visit watches that.
 */
export type WatchPeriod =
  | { kind: 'quarter'; year: number; quarter: number; standing: ProjectStanding | null }
  | { kind: 'months'; months: string[] };

const whole = (text: string | null, min: number, max: number): number | null => {
  if (text === null || !/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

export function watchPeriodOf(entity: WatchedEntity, query: string): WatchPeriod | null {
  const params = new URLSearchParams(query);
  // The bounds of the search's own schema (server/routes/urban/query-schemas.ts).
  const year = whole(params.get('year'), 1900, 2200);
  const quarter = whole(params.get('qtr'), 1, 4);
  const standing = params.get('projectStanding');
  if (entity === 'project') {
    if (year === null || quarter === null) return null;
    return { kind: 'quarter', year, quarter, standing: isProjectStanding(standing) ? standing : null };
  }
  if (entity === 'rental') {
    const timeType = params.get('timeType');
    const month = params.get('queryMonth');
    // Old stock on the project pages may be searched by quarter (timeType=quarters, part 1 §2).
    const byQuarter =
      standing === RENTAL_STANDING &&
      (timeType === 'quarters' || (timeType === null && params.has('year') && month === null));
    if (byQuarter)
      return year === null || quarter === null ? null : { kind: 'months', months: monthsOfQuarter({ year, quarter }) };
    if (!isIsoMonth(month)) return null;
    const timeRange = params.get('timeRange') ?? '1mo';
    return isRentalTimeRange(timeRange) ? { kind: 'months', months: timeRangeMonths(month, timeRange) } : null;
  }
  // A sale's price is of no period.
  return null;
}
