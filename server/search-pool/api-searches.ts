import type { z } from 'zod';
import { rentalMarketHistoryQuerySchema, rentalSearchQuerySchema } from '../routes/rental/query-schemas';
import { salesMarketDataQuerySchema, salesSearchQuerySchema } from '../routes/sales/query-schemas';
import type { SearchName, SearchParams } from './searches';

/** An API search: the search it runs (./searches.ts) and the schema of its query. */
export interface ApiSearch<Name extends SearchName = SearchName> {
  name: Name;
  schema: z.ZodType<SearchParams<Name>>;
}

function apiSearch<Name extends SearchName>(name: Name, schema: z.ZodType<SearchParams<Name>>): ApiSearch<Name> {
  return { name, schema };
}

/**
 * The API paths (under /api/v1) that answer a search, each with its search and query schema: the
 * routes register them from here, and a saved view's search (server/queries/visits/saved-view-rows.ts)
 * runs the search of the path its request names (contract/*-search-request.ts), so both read
 * the same parameters the same way.
 */
export const API_SEARCHES = {
  // Part 2 §7.
  '/sales/sales': apiSearch('sales.sales', salesSearchQuerySchema),
  '/sales/marketdata': apiSearch('sales.marketData', salesMarketDataQuerySchema),
  '/rental/propertydata': apiSearch('rental.propertyData', rentalSearchQuerySchema),
  '/rental/marketdata': apiSearch('rental.marketData', rentalSearchQuerySchema),
  '/rental/markethistory': apiSearch('rental.marketHistory', rentalMarketHistoryQuerySchema),
} as const satisfies Readonly<Record<string, ApiSearch>>;

export type ApiSearchPath = keyof typeof API_SEARCHES;

export function isApiSearchPath(path: string): path is ApiSearchPath {
  return Object.hasOwn(API_SEARCHES, path);
}
