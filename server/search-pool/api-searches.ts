import type { z } from 'zod';
import type { LinkName } from '@contract/session';
import { parseParams, parseQuery } from '../http/validate';
import { rentalMarketHistoryQuerySchema, rentalSearchQuerySchema } from '../routes/rental/query-schemas';
import { salesMarketDataQuerySchema, salesSearchQuerySchema } from '../routes/sales/query-schemas';
import {
  byRegionLandingQuerySchema,
  marketHistoryQuerySchema,
  quarterSearchQuerySchema,
  typeStandingPathSchema,
} from '../routes/urban/query-schemas';
import type { SearchName, SearchParams } from './searches';

/** What a search route reads of its request: the path's params and the parsed query. */
export interface SearchRequest {
  params: unknown;
  query: unknown;
}

/** An API search: the search it runs (./searches.ts) and how its request's params are read and checked. */
export interface ApiSearch<Name extends SearchName = SearchName> {
  name: Name;
  parse: (request: SearchRequest) => SearchParams<Name>;
}

/** A search whose params are its query alone. */
function querySearch<Name extends SearchName>(name: Name, schema: z.ZodType<SearchParams<Name>>): ApiSearch<Name> {
  return { name, parse: (request) => parseQuery(schema, request) };
}

/** A project search: the type and standing in its path, the rest in its query (part 1 §7). */
function typeStandingSearch<Name extends 'urban.projects' | 'urban.marketData' | 'urban.marketHistory'>(
  name: Name,
  schema: z.ZodType<SearchParams<Name>['query']>,
): ApiSearch<Name> {
  return {
    name,
    parse: (request) =>
      // The params of these three searches are their path and query (urban-searches.ts).
      ({
        path: parseParams(typeStandingPathSchema, request),
        query: parseQuery(schema, request),
      }) as SearchParams<Name>,
  };
}

/**
 * The API routes (their paths under /api/v1, as Fastify patterns) that answer a search, each with
 * its search and the reading of its params: the routes register them from here, and a saved
 * view's search (server/queries/visits/saved-view-rows.ts) runs the search of the route its
 * request names (contract/*-search-request.ts), so both read the same parameters the same way.
 */
export const API_SEARCHES = {
  // Part 1 §7.
  '/urban/project/:projectType/:projectStanding': typeStandingSearch('urban.projects', quarterSearchQuerySchema),
  '/urban/marketdata/:projectType/:projectStanding': typeStandingSearch('urban.marketData', quarterSearchQuerySchema),
  '/urban/markethistory/:projectType/:projectStanding': typeStandingSearch(
    'urban.marketHistory',
    marketHistoryQuerySchema,
  ),
  // Part 2 §7.
  '/sales/sales': querySearch('sales.sales', salesSearchQuerySchema),
  '/sales/marketdata': querySearch('sales.marketData', salesMarketDataQuerySchema),
  '/rental/propertydata': querySearch('rental.propertyData', rentalSearchQuerySchema),
  '/rental/marketdata': querySearch('rental.marketData', rentalSearchQuerySchema),
  '/rental/markethistory': querySearch('rental.marketHistory', rentalMarketHistoryQuerySchema),
} as const satisfies Readonly<Record<string, ApiSearch>>;

export type ApiSearchRoute = keyof typeof API_SEARCHES;

/** A path's search and its path params, by the route patterns above; null for no search route. */
export function apiSearchOfPath(path: string): { search: ApiSearch; params: Record<string, string> } | null {
  const segments = path.split('/');
  for (const [route, search] of Object.entries(API_SEARCHES)) {
    const pattern = route.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = decodeURIComponent(segment);
      return segment !== '';
    });
    // Each entry is an ApiSearch of its own name; the table's value type is their union.
    if (matches) return { search: search as ApiSearch, params };
  }
  return null;
}

/**
 * The params of the landing search (GET /api/v1/urban/project/byregionlanding, part 1 §2): its
 * regions from the query, and the account's sections, whose categories and groups it answers
 * (landingOptionAllowed, contract/access.ts). The route reads them here, and so does a saved Map
 * Search view's search (server/queries/visits/saved-view-rows.ts).
 */
export function landingSearchOf(
  request: { query: unknown },
  links: readonly LinkName[],
): SearchParams<'urban.landing'> {
  return { ...parseQuery(byRegionLandingQuerySchema, request), links };
}
