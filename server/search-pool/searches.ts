import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { rentalSearches } from '../routes/rental/rental-searches';
import { salesSearches } from '../routes/sales/sales-searches';
import { urbanSearches } from '../routes/urban/urban-searches';

/** A family's searches under their names: `urban.projects` for `urbanSearches.projects`. */
type Named<Family extends string, Searches> = {
  readonly [Name in keyof Searches & string as `${Family}.${Name}`]: Searches[Name];
};

function named<Family extends string, Searches extends object>(
  family: Family,
  searches: Searches,
): Named<Family, Searches> {
  const entries = Object.entries(searches).map(([name, search]) => [`${family}.${name}`, search] as const);
  return Object.fromEntries(entries) as Named<Family, Searches>;
}

/**
 * Every search that runs off the request thread, by name: a search thread is told a name and
 * the validated parameters, and answers with the body built from its own connection. Each
 * family's object of searches is the one declaration (a search added there has its name here).
 */
export const SEARCHES = {
  ...named('urban', urbanSearches),
  ...named('sales', salesSearches),
  ...named('rental', rentalSearches),
};

export type SearchName = keyof typeof SEARCHES;

/**
 * Where a search's answer holds its rows (keys joined by '/', contract/arrow-search.ts), so every
 * search is sent as Arrow columns to the engine that asks: a path, or `eachGroup` for an answer
 * that is an object of groups each holding its rows there (one stream per group,
 * ARROW_GROUP_KEY). A new search does not compile until it says.
 */
export type SearchRows = string | { readonly eachGroup: string };

export const SEARCH_ROWS: { readonly [Name in SearchName]: SearchRows } = {
  // Part 1 §2: the landing search answers its result groups keyed `{category}_{option}` or `sales`.
  'urban.landing': { eachGroup: 'data' },
  'urban.projects': 'data',
  'urban.marketData': 'data',
  'urban.marketHistory': 'data',
  // part 2 §7: sales rows are wrapped once more, `data: [{ data: rows }]`.
  'sales.sales': 'data/0/data',
  'sales.marketData': 'data/0/data',
  'rental.propertyData': 'data',
  'rental.marketData': 'data',
  'rental.marketHistory': 'data',
};
export type SearchParams<Name extends SearchName> = Parameters<(typeof SEARCHES)[Name]>[1];

/** Runs one search by name; the one place the name is tied to its parameters' type. */
export function runSearch<Name extends SearchName>(
  db: Kysely<Database>,
  name: Name,
  params: SearchParams<Name>,
): Promise<unknown> {
  const search = SEARCHES[name] as (db: Kysely<Database>, params: SearchParams<Name>) => Promise<unknown>;
  return search(db, params);
}

export function isSearchName(name: string): name is SearchName {
  return Object.hasOwn(SEARCHES, name);
}
