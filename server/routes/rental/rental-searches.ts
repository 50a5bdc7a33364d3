import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type {
  RentalHistoryRow,
  RentalMarketRow,
  RentalPropertyRow,
  RentalPropertyUnitRow,
} from '@contract/rental-search';
import type { SearchResponse } from '@contract/search';
import { rentalHistoryColumns, rentalMarketColumns, rentalPropertyColumns } from '../../columns/rental';
import { findRentalHistory } from '../../queries/rental/market-history';
import {
  findRentalPropertyRows,
  findRentalUnitRows,
  marketRowsFromProperties,
} from '../../queries/rental/property-rows';
import { findRentalMonthRange } from '../../queries/rental/rental-dates';
import {
  type MonthPeriod,
  monthPeriods,
  rentalQuarterPeriods,
  type RentalTimeRange,
  timeRangeStart,
} from '@contract/months';
import { rentalPeriodNote, rentalHistoryNote, rentalHistoryFooter } from './table-notes';
import type { PropertyHistoryQuery, RentalFilter } from './query-schemas';

/** The periods a history asks for, clipped to the months that have data (none when outside). */
function clipPeriods(periods: MonthPeriod[], months: { min: string; max: string } | null): MonthPeriod[] {
  if (!months) return [];
  return periods.flatMap((period) => {
    const kept = period.months.filter((month) => month >= months.min && month <= months.max);
    const start = kept[0];
    const end = kept[kept.length - 1];
    return start !== undefined && end !== undefined ? [{ ...period, start, end, months: kept }] : [];
  });
}

export function historyPeriods(
  query: PropertyHistoryQuery,
  months: { min: string; max: string } | null,
): MonthPeriod[] {
  if (!months) return [];
  if (query.kind === 'quarters') return clipPeriods(rentalQuarterPeriods(query.start, query.end), months);
  // Cut from the later of the asked start and the first month with data, so periods stay aligned to data.
  const start = query.monthStart > months.min ? query.monthStart : months.min;
  const end = query.monthEnd < months.max ? query.monthEnd : months.max;
  return start <= end ? monthPeriods(start, end, query.timeRange) : [];
}

/** Property data and market totals (part 2 §5, §7). */
export interface RentalSearchParams {
  filter: RentalFilter;
  queryMonth: string;
  timeRange: RentalTimeRange;
  tightRows: boolean;
}

export interface RentalHistoryParams {
  filter: RentalFilter;
  monthStart: string;
  monthEnd: string;
  timeRange: RentalTimeRange;
}

/**
 * The rental searches (part 2 §7) as functions of a database and validated parameters, so they
 * run on a search thread (server/search-pool) as well as in the request's own thread.
 */
export const rentalSearches = {
  async propertyData(
    db: Kysely<Database>,
    query: RentalSearchParams,
  ): Promise<SearchResponse<RentalPropertyRow | RentalPropertyUnitRow>> {
    const monthStart = timeRangeStart(query.queryMonth, query.timeRange);
    return {
      data: query.tightRows
        ? await findRentalPropertyRows(db, query.filter, monthStart, query.queryMonth)
        : await findRentalUnitRows(db, query.filter, monthStart, query.queryMonth),
      tableHeaders: { data: rentalPropertyColumns(query.tightRows ? 'properties' : 'unitTypes') },
      tableNote: rentalPeriodNote(monthStart, query.queryMonth),
      clamped: false,
      clamped_message: null,
    };
  },

  async marketData(db: Kysely<Database>, query: RentalSearchParams): Promise<SearchResponse<RentalMarketRow>> {
    const monthStart = timeRangeStart(query.queryMonth, query.timeRange);
    const properties = await findRentalPropertyRows(db, query.filter, monthStart, query.queryMonth);
    return {
      data: marketRowsFromProperties(properties),
      tableHeaders: { data: rentalMarketColumns() },
      tableNote: rentalPeriodNote(monthStart, query.queryMonth),
      clamped: false,
      clamped_message: null,
    };
  },

  async marketHistory(db: Kysely<Database>, query: RentalHistoryParams): Promise<SearchResponse<RentalHistoryRow>> {
    const months = await findRentalMonthRange(db);
    const periods = historyPeriods({ kind: 'months', ...query }, months);
    return {
      data: await findRentalHistory(db, { filter: query.filter }, periods),
      tableHeaders: { data: rentalHistoryColumns() },
      tableNote: rentalHistoryNote(),
      tableNoteFooter: rentalHistoryFooter(months),
      clamped: false,
      clamped_message: null,
    };
  },
};
