import { z } from 'zod';

/**
 * Search state lives in the route query (part 1 §2, §3; part 2 §2.5). The router gives query
 * values as text, and a repeated key as a list (src/lib/shell-search-string.ts); these schemas
 * also accept numbers and single values from in-app navigation and normalise them. A malformed value is dropped
 * rather than failing the page: a stale shared link still opens. Advanced filter names are
 * defined by the server per search type, so unknown keys are kept for the features to read.
 */
const scalar = z.union([z.string(), z.number(), z.boolean()]).transform(String);

/** An optional single value, kept as text (the API and the engine take text parameters). */
export const optionalText = scalar.optional().catch(undefined);

/** An optional repeated value (`regionId[]=1&regionId[]=2`, or a single `regionId[]=1`). */
export const optionalList = z
  .preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(scalar))
  .optional()
  .catch(undefined);

/** Project search, market data and market history (part 1 §3 apiParams and clientParams). */
export const projectSearchParams = z.looseObject({
  projectType: optionalText,
  projectStanding: optionalText,
  timeType: optionalText,
  timeRange: optionalText,
  queryMonth: optionalText,
  queryMonthStart: optionalText,
  queryMonthEnd: optionalText,
  year: optionalText,
  qtr: optionalText,
  year_start: optionalText,
  qtr_start: optionalText,
  year_end: optionalText,
  qtr_end: optionalText,
  'regionId[]': optionalList,
  'municipalityId[]': optionalList,
  'submarketId[]': optionalList,
  fullTextSearch: optionalText,
  geoFilter: optionalText,
});

/** Rental properties, market totals and market history (part 2 §2.7). */
export const rentalSearchParams = z.looseObject({
  timeType: optionalText,
  timeRange: optionalText,
  queryMonth: optionalText,
  queryMonthStart: optionalText,
  queryMonthEnd: optionalText,
  'regionId[]': optionalList,
  'municipalityId[]': optionalList,
  'submarketId[]': optionalList,
  fullTextSearch: optionalText,
  geoFilter: optionalText,
});

/** Property sales and sales market data (part 2 §2.5). */
export const salesSearchParams = z.looseObject({
  saleDateRangeFrom: optionalText,
  saleDateRangeTo: optionalText,
  propertySubType: optionalList,
  regionId: optionalList,
  municipalityId: optionalList,
  fullTextSearch: optionalText,
  geoFilter: optionalText,
});

/** Pages without search state ignore whatever query they are given. */
export const noSearchParams = z.object({});

/** /login carries the in-app href the visitor was going to. */
export const loginSearchParams = z.object({ redirect: z.string().optional().catch(undefined) });
