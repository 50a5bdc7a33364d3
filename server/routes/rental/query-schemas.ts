import { z } from 'zod';
import { flag, idList, oneOf, parseParams, wholeNumber, yearMonth } from '../../http/validate';
import { compareQuarters, RENTAL_TIME_RANGES } from '@contract/months';
import { apiFilterParamsOf, apiFilterShape } from '../../http/api-filter-schema';
import { RENTAL_API_FILTERS } from '../../queries/filters/endpoint-filters';
import type { ApiFilterParams } from '../../queries/filters/api-filters';

/**
 * Query schemas of the rental endpoints (part 2 §5, §7). The geography and building filters are
 * shared by property data, market totals and market history; they are applied on the server.
 */

const MAX_IDS = 500;
const ids = () => idList().refine((list) => list.length <= MAX_IDS, `expected at most ${MAX_IDS} ids`);

/**
 * The filters the server applies (part 2 §7: yearbuilt, buildingheight, suite-count,
 * construction-status, open-date, sold-out, cancelled, construction-start-date), from the filter
 * definitions (contract/filter-catalog.ts).
 */
const apiFilters = apiFilterShape(RENTAL_API_FILTERS);

const rentalFilters = {
  ...apiFilters,
  region_filter: ids().optional(),
  municipality_filter: ids().optional(),
  submarket_filter: ids().optional(),
  tightRows: flag().optional(),
};

const timeRange = oneOf(RENTAL_TIME_RANGES);

export interface RentalFilter {
  regionIds: number[];
  municipalityIds: number[];
  submarketIds: number[];
  /** The parsed advanced filter params, applied by server/queries/filters/ (RENTAL_API_FILTERS). */
  params: ApiFilterParams;
}

type RentalFilterInput = z.output<z.ZodObject<typeof rentalFilters>> & {
  region_filter?: number[];
  municipality_filter?: number[];
  submarket_filter?: number[];
};

function toFilter(query: RentalFilterInput): RentalFilter {
  return {
    regionIds: query.region_filter ?? [],
    municipalityIds: query.municipality_filter ?? [],
    submarketIds: query.submarket_filter ?? [],
    params: apiFilterParamsOf(apiFilters, query),
  };
}

/** Property data and market totals: a month and the time range ending with it (part 2 §5). */
export const rentalSearchQuerySchema = z
  .object({ ...rentalFilters, queryMonth: yearMonth(), timeRange })
  .transform((query) => ({
    filter: toFilter(query as RentalFilterInput),
    queryMonth: query.queryMonth,
    timeRange: query.timeRange,
    tightRows: query.tightRows ?? false,
  }));

/** Market history: a month range cut into periods of the time range (part 2 §5). */
export const rentalMarketHistoryQuerySchema = z
  .object({ ...rentalFilters, queryMonthStart: yearMonth(), queryMonthEnd: yearMonth(), timeRange })
  .refine((query) => query.queryMonthStart <= query.queryMonthEnd, {
    message: 'expected a month on or after queryMonthStart',
    path: ['queryMonthEnd'],
  })
  .transform((query) => ({
    filter: toFilter(query as RentalFilterInput),
    monthStart: query.queryMonthStart,
    monthEnd: query.queryMonthEnd,
    timeRange: query.timeRange,
  }));

const year = wholeNumber({ min: 1900, max: 2200 });
const quarter = wholeNumber({ min: 1, max: 4 });

/**
 * One building's history (project page old stock, part 2 §2.11): either a month start and end,
 * or all four of year_start, qtr_start, year_end and qtr_end (part 2 §5).
 */
export const propertyHistoryQuerySchema = z
  .object({
    queryMonthStart: yearMonth().optional(),
    queryMonthEnd: yearMonth().optional(),
    timeRange: timeRange.optional(),
    timeType: oneOf(['month', 'quarter', 'months', 'quarters']).optional(),
    year_start: year.optional(),
    qtr_start: quarter.optional(),
    year_end: year.optional(),
    qtr_end: quarter.optional(),
  })
  .transform((query, context) => {
    const byMonth = query.queryMonthStart !== undefined && query.queryMonthEnd !== undefined;
    const { year_start, qtr_start, year_end, qtr_end } = query;
    const byQuarter =
      year_start !== undefined && qtr_start !== undefined && year_end !== undefined && qtr_end !== undefined;
    const wantsQuarters = query.timeType === 'quarter' || query.timeType === 'quarters';
    if (byQuarter && (wantsQuarters || !byMonth)) {
      if (compareQuarters({ year: year_start, quarter: qtr_start }, { year: year_end, quarter: qtr_end }) > 0) {
        context.addIssue({
          code: 'custom',
          message: 'expected a quarter on or after year_start/qtr_start',
          path: ['qtr_end'],
        });
        return z.NEVER;
      }
      return {
        kind: 'quarters' as const,
        start: { year: year_start, quarter: qtr_start },
        end: { year: year_end, quarter: qtr_end },
      };
    }
    if (byMonth && query.queryMonthStart !== undefined && query.queryMonthEnd !== undefined) {
      if (query.queryMonthStart > query.queryMonthEnd) {
        context.addIssue({
          code: 'custom',
          message: 'expected a month on or after queryMonthStart',
          path: ['queryMonthEnd'],
        });
        return z.NEVER;
      }
      return {
        kind: 'months' as const,
        monthStart: query.queryMonthStart,
        monthEnd: query.queryMonthEnd,
        timeRange: query.timeRange ?? '1mo',
      };
    }
    context.addIssue({
      code: 'custom',
      message: 'expected queryMonthStart and queryMonthEnd, or all of year_start, qtr_start, year_end and qtr_end',
      path: [query.queryMonthStart === undefined ? 'queryMonthStart' : 'queryMonthEnd'],
    });
    return z.NEVER;
  });

export type PropertyHistoryQuery = z.output<typeof propertyHistoryQuerySchema>;

const idPathSchema = z.object({ id: wholeNumber({ min: 1, max: 2_147_483_647 }) });

export function parseIdPath(request: { params: unknown }): number {
  return parseParams(idPathSchema, request).id;
}

export const activityPathSchema = z.object({
  id: wholeNumber({ min: 1, max: 2_147_483_647 }),
  month: yearMonth(),
});
