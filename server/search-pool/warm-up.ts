import type { Kysely } from 'kysely';
import { SALES_QUERY } from '@contract/sales-search';
import { apiRangeParamSpellings } from '@contract/filter-definitions';
import { rentalFilterCatalog } from '@contract/filter-catalog';
import type { Database } from '../db/database';
import { parseQueryString } from '../http/query-parser';
import { findRentalMonthRange } from '../queries/rental/rental-dates';
import { rentalMarketHistoryQuerySchema, rentalSearchQuerySchema } from '../routes/rental/query-schemas';
import { salesMarketDataQuerySchema, salesSearchQuerySchema } from '../routes/sales/query-schemas';
import { runTask } from './run-task';
import type { SearchTask } from './search-task';

/**
 * Before a search thread takes its first request it runs real searches (the newest rental month,
 * and the sales of every sub-type over every sale date: the widest sales search, capped at 10,000
 * rows) through the whole path, query to compressed body: the first subscriber after a start
 * otherwise waited for V8 to compile every function on it and SQLite to prepare every statement,
 * about 200 ms more on the widest rental search (425 ms cold, 230 ms warm, README "The server
 * under load"). The sales search is the widest so that the Arrow encoder's loops run hot at that
 * size once (both record batches, the streamed head): warmed on the newest day only, the first
 * widest search after a start spent 47 ms of thread CPU encoding against 27 ms (measured with the
 * widest search in a fresh one-thread pool, one run each, 2026-11-27, load average 8-9). What a
 * warm-up cannot run (an empty database) is skipped.
 */
export async function warmUpSearches(db: Kysely<Database>): Promise<void> {
  for (const task of await warmUpTasks(db)) {
    try {
      await runTask(db, task);
    } catch (error) {
      console.warn(`Search warm-up ${task.name} failed`, error);
    }
  }
}

async function warmUpTasks(db: Kysely<Database>): Promise<SearchTask[]> {
  const tasks: SearchTask[] = [];
  const months = await findRentalMonthRange(db);
  if (months) {
    const month = parseQueryString(`queryMonth=${months.max}&timeRange=1mo`);
    const range = parseQueryString(`queryMonthStart=${months.max}&queryMonthEnd=${months.max}&timeRange=1mo`);
    tasks.push(
      { name: 'rental.propertyData', params: rentalSearchQuerySchema.parse(month), encoding: 'br', format: 'arrow' },
      { name: 'rental.marketData', params: rentalSearchQuerySchema.parse(month), encoding: 'br', format: 'arrow' },
      {
        name: 'rental.marketHistory',
        params: rentalMarketHistoryQuerySchema.parse(range),
        encoding: 'br',
        format: 'arrow',
      },
    );
  }
  const range = await db
    .selectFrom('sales')
    .select((eb) => [
      eb.fn.min<string | null>('sale_date').as('first'),
      eb.fn.max<string | null>('sale_date').as('last'),
    ])
    .executeTakeFirst();
  const subTypes = await db.selectFrom('sale_sub_types').select('id').execute();
  if (range?.first && range.last && subTypes.length > 0) {
    const { first, last } = range;
    const days = new URLSearchParams({ [SALES_QUERY.from]: first, [SALES_QUERY.to]: last });
    for (const subType of subTypes) days.append(SALES_QUERY.subPropertyType, String(subType.id));
    const query = parseQueryString(days.toString());
    tasks.push(
      { name: 'sales.sales', params: salesSearchQuerySchema.parse(query), encoding: 'br', format: 'arrow' },
      { name: 'sales.marketData', params: salesMarketDataQuerySchema.parse(query), encoding: 'br', format: 'arrow' },
    );
  }
  return tasks;
}

/**
 * How many filtered market histories a search thread runs once it is handed a new rental activity
 * store (search-thread.ts warmUpActivityStore). One is not enough: V8 tiers the path up over several calls. In a
 * two-thread pool at SEED_SCALE=10 (Year Built From 1970, every month, after the store's build,
 * load average 2-3) eight calls in a row took 205, 181, 175, 154, 135, 172, 83 and 93 ms of wall
 * time: a browser's filter change was each thread's first (README "Performance").
 */
const ACTIVITY_WARM_UP_RUNS = 6;

/**
 * Runs the rental market history over every month narrowed by a building filter (Year Built From
 * the filter's lowest year: every building with a year, the widest pass) ACTIVITY_WARM_UP_RUNS
 * times through the whole path, the kept buildings' query, the store's pass (activity-store.ts),
 * the periods and the Arrow body in brotli, on this thread's store. The start's warm-up
 * (warmUpSearches) cannot: the store is built later, on a thread of its own.
 */
export async function warmUpFilteredHistory(db: Kysely<Database>): Promise<void> {
  const months = await findRentalMonthRange(db);
  if (!months) return;
  const { yearBuilt } = rentalFilterCatalog(new Date().getUTCFullYear());
  const [spelling] = apiRangeParamSpellings(yearBuilt.apiParam);
  if (!spelling) return;
  const query = new URLSearchParams({
    queryMonthStart: months.min,
    queryMonthEnd: months.max,
    timeRange: '1mo',
    [spelling.from]: String(yearBuilt.min),
  });
  const params = rentalMarketHistoryQuerySchema.parse(parseQueryString(query.toString()));
  for (let run = 0; run < ACTIVITY_WARM_UP_RUNS; run++) {
    try {
      await runTask(db, { name: 'rental.marketHistory', params, encoding: 'br', format: 'arrow' });
    } catch (error) {
      console.warn('Rental activity store warm-up failed', error);
      return;
    }
  }
}
