import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { QuarterSearchQuery, TypeStanding } from '../../routes/urban/query-schemas';
import { RENTAL_STANDING, typeStandingKey } from '@contract/product-facts';
import { loadProjectDateRanges } from './date-ranges';
import { monthsOfQuarter, quarterIndex, timeRangeMonths } from '@contract/months';

/** What a project search or market data call covers: one quarter, or (old stock) a set of months. */
export type SearchPeriod = { kind: 'quarter'; year: number; quarter: number } | { kind: 'months'; months: string[] };

/**
 * Without year and qtr the newest quarter with data is used (part 1 §4: the views default to the
 * latest available quarter). Old stock is searched by month: queryMonth (default the newest
 * month) and timeRange (default 1mo), or the three months of a quarter when timeType=quarters.
 * Null means the standing has no data at all.
 */
export async function resolveSearchPeriod(
  db: Kysely<Database>,
  path: TypeStanding,
  query: QuarterSearchQuery,
): Promise<SearchPeriod | null> {
  // The date ranges scan project_quarters, so they are read only when a default is needed.
  const defaultRange = async () =>
    (await loadProjectDateRanges(db))[typeStandingKey(path.projectType, path.projectStanding)];
  if (path.projectStanding === RENTAL_STANDING) {
    const byQuarter =
      query.timeType === 'quarters' ||
      (query.timeType === undefined && query.year !== undefined && query.queryMonth === undefined);
    if (byQuarter && query.year !== undefined && query.qtr !== undefined) {
      return { kind: 'months', months: monthsOfQuarter({ year: query.year, quarter: query.qtr }) };
    }
    const month = query.queryMonth ?? (await defaultRange())?.max_month;
    if (!month) return null;
    return { kind: 'months', months: timeRangeMonths(month, query.timeRange ?? '1mo') };
  }
  if (query.year !== undefined && query.qtr !== undefined)
    return { kind: 'quarter', year: query.year, quarter: query.qtr };
  const range = await defaultRange();
  return range ? { kind: 'quarter', year: range.max_year, quarter: range.max_quarter } : null;
}

export function singleQuarterRange(period: { year: number; quarter: number }) {
  const index = quarterIndex(period);
  return { from: index, to: index };
}
