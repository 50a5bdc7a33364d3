import { z } from 'zod';
import { idList, oneOf, urlSafeText, wholeNumber, yearMonth } from '../../http/validate';
import { apiFilterShape } from '../../http/api-filter-schema';
import { urbanSearchFilters, type UrbanSearchFilters } from '@contract/filter-catalog';
import type { SearchFilterDefinition } from '@contract/filter-definitions';
import { PROJECT_API_FILTERS } from '../../queries/filters/endpoint-filters';
import { PROJECT_TYPES, STANDINGS_BY_TYPE, type ProjectStanding, type ProjectType } from '@contract/product-facts';
import { compareQuarters, RENTAL_TIME_RANGES } from '@contract/months';

/**
 * Query and path schemas of the urban endpoints (part 1 §7), built from the shared helpers so
 * every malformed value gets a 400 naming the parameter.
 */

const year = () => wholeNumber({ min: 1900, max: 2200 });
const quarter = () => wholeNumber({ min: 1, max: 4 });

export const idPathSchema = z.object({ id: wholeNumber({ min: 1, max: 2_000_000_000 }) });

const standingNames = [...new Set(Object.values(STANDINGS_BY_TYPE).flat())] as [ProjectStanding, ...ProjectStanding[]];

export const typeStandingPathSchema = z
  .object({
    projectType: oneOf(PROJECT_TYPES as readonly ProjectType[] as [ProjectType, ...ProjectType[]]),
    projectStanding: oneOf(standingNames),
  })
  .refine((path) => STANDINGS_BY_TYPE[path.projectType].includes(path.projectStanding), {
    message: 'expected a standing of the project type',
    path: ['projectStanding'],
  });
export type TypeStanding = z.output<typeof typeStandingPathSchema>;

const geographyFilters = {
  'text-search': urlSafeText().optional(),
  region_filter: idList().optional(),
  municipality_filter: idList().optional(),
  submarket_filter: idList().optional(),
};

/**
 * Project search and market data: a quarter, or (old stock) a month and a time range, and the
 * advanced filters the server applies (part 1 §7 market data: "same query" as search; market
 * data rows are totals, so their filters are applied before totalling).
 */
export const quarterSearchQuerySchema = z
  .object({
    ...apiFilterShape(PROJECT_API_FILTERS),
    ...geographyFilters,
    year: year().optional(),
    qtr: quarter().optional(),
    timeType: oneOf(['quarters', 'months']).optional(),
    timeRange: oneOf(RENTAL_TIME_RANGES).optional(),
    queryMonth: yearMonth().optional(),
  })
  .refine((query) => (query.year === undefined) === (query.qtr === undefined), {
    message: 'year and qtr must be given together',
    path: ['qtr'],
  });
export type QuarterSearchQuery = z.output<typeof quarterSearchQuerySchema>;

/** Every definition of a view set, each once. */
function* definitionsOf(searchFilters: UrbanSearchFilters): Iterable<SearchFilterDefinition> {
  for (const byType of Object.values(searchFilters)) {
    for (const byStanding of Object.values(byType)) {
      for (const definitions of Object.values(byStanding)) yield* definitions ?? [];
    }
  }
}

/**
 * Market history with the standing-specific advanced filters (part 1 §7), their parameters
 * taken from the filter definitions (bounds play no part in the parameters, so any will do).
 */
export function marketHistoryQuerySchemaFor(searchFilters: UrbanSearchFilters) {
  return z
    .object({
      ...apiFilterShape(definitionsOf(searchFilters)),
      ...geographyFilters,
      year_start: year().optional(),
      qtr_start: quarter().optional(),
      year_end: year().optional(),
      qtr_end: quarter().optional(),
    })
    .refine(
      (query) => {
        const bounds = [query.year_start, query.qtr_start, query.year_end, query.qtr_end];
        return bounds.every((value) => value === undefined) || bounds.every((value) => value !== undefined);
      },
      { message: 'year_start, qtr_start, year_end and qtr_end must be given together', path: ['year_end'] },
    )
    .refine(
      (query) =>
        query.year_start === undefined ||
        query.year_end === undefined ||
        compareQuarters(
          { year: query.year_start, quarter: query.qtr_start ?? 1 },
          { year: query.year_end, quarter: query.qtr_end ?? 4 },
        ) <= 0,
      { message: 'the range end must not precede its start', path: ['year_end'] },
    );
}

export const marketHistoryQuerySchema = marketHistoryQuerySchemaFor(
  urbanSearchFilters({ min: '1900-01-01', max: '2200-12-31' }, 2200),
);
export type MarketHistoryQuery = z.output<typeof marketHistoryQuerySchema>;

export const byRegionLandingQuerySchema = z.object({ regionId: idList() });

export const howtoPathSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'expected a help item id'),
});
