import type { Kysely } from 'kysely';
import { SALES_QUERY } from '@contract/sales-search';
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
