import { z } from 'zod';
import { flag, idList, isoDate, number, oneOf, urlSafeText, wholeNumber, yearMonth } from '../../http/validate';
import { PROJECT_TYPES, STANDINGS_BY_TYPE, type ProjectStanding, type ProjectType } from '@contract/product-facts';
import { RENTAL_TIME_RANGES } from '@contract/rental-search';

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

/** Project search and market data: a quarter, or (old stock) a month and a time range. */
export const quarterSearchQuerySchema = z
  .object({
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

/** Market history with the standing-specific advanced filters (part 1 §7). */
export const marketHistoryQuerySchema = z
  .object({
    ...geographyFilters,
    year_start: year().optional(),
    qtr_start: quarter().optional(),
    year_end: year().optional(),
    qtr_end: quarter().optional(),
    'construction-status': idList().optional(),
    'open-date-min': isoDate().optional(),
    'open-date-max': isoDate().optional(),
    'suite-count-min': number().optional(),
    'suite-count-max': number().optional(),
    'buildingheight-min': number().optional(),
    'buildingheight-max': number().optional(),
    'buildingheight-from': number().optional(),
    'buildingheight-to': number().optional(),
    'sold-out': flag().optional(),
    cancelled: flag().optional(),
    'on-hold-off-market': flag().optional(),
    'construction-start-date-min': isoDate().optional(),
    'construction-start-date-max': isoDate().optional(),
    'registration-date-min': isoDate().optional(),
    'registration-date-max': isoDate().optional(),
    'exclude-initial-leaseUp': flag().optional(),
    'occupancy-date-min': isoDate().optional(),
    'occupancy-date-max': isoDate().optional(),
    'full-occupancy-date-min': isoDate().optional(),
    'full-occupancy-date-max': isoDate().optional(),
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
      query.year_start * 4 + (query.qtr_start ?? 1) <= query.year_end * 4 + (query.qtr_end ?? 4),
    { message: 'the range end must not precede its start', path: ['year_end'] },
  );
export type MarketHistoryQuery = z.output<typeof marketHistoryQuerySchema>;

export const byRegionLandingQuerySchema = z.object({ regionId: idList() });

export const howtoPathSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'expected a help item id'),
});
