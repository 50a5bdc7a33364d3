import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SalesFilterDefinition, SalesSearchType } from '@contract/sales-options';
import { figureAggregates } from './sales-market-rows';
import { SALES_MARKET_FIGURES } from './sales-market-figures';
import { SALE_RANGES, saleFilters, salesMarketFilters, type SaleRangeColumn } from './sale-filters';

/**
 * The sales advanced filters with the bounds of the data (GET /sales/options/basic): the sale
 * filters of sale-filters.ts, and the market data's number ranges over the market row fields
 * (part 2 §5 "Sales market data client filters: numeric ranges"). Each filter's `field` is a
 * field of the rows the matching search returns, and `name` is its URL name.
 */

function rangeBounds(eb: ExpressionBuilder<Database, 'sales'>, column: SaleRangeColumn) {
  return [
    eb.fn.min<number | null>(`sales.${column}`).as(`min_${column}`),
    eb.fn.max<number | null>(`sales.${column}`).as(`max_${column}`),
  ];
}

export async function buildSalesSearchFilters(
  db: Kysely<Database>,
): Promise<Record<SalesSearchType, SalesFilterDefinition[]>> {
  const bounds = (await db
    .selectFrom('sales')
    .select((eb) => [
      ...SALE_RANGES.flatMap(({ column }) => rangeBounds(eb, column)),
      eb.fn.min<string | null>('sales.mortgage_due_date').as('min_mortgage_due_date'),
      eb.fn.max<string | null>('sales.mortgage_due_date').as('max_mortgage_due_date'),
    ])
    .executeTakeFirstOrThrow()) as unknown as Record<string, number | string | null>;
  return { sales: saleFilters(bounds), 'sales-market-data': salesMarketFilters(await marketMaxima(db)) };
}

/**
 * The largest value of each market row field over the data. A municipality's total can reach the
 * whole data set's sum; an average lies within the range of the single sales' figures.
 */
async function marketMaxima(db: Kysely<Database>): Promise<Record<string, number | null>> {
  return (await db
    .selectFrom('sales')
    .select((eb) => [
      eb.fn.countAll<number>().as('totalSales'),
      eb.fn.sum<number | null>('sales.price').as('totalSalesValue'),
      eb.fn.max<number | null>('sales.price').as('avgSalePrice'),
      ...SALES_MARKET_FIGURES.flatMap((figure) => [
        ...figureAggregates(eb, figure),
        eb.fn.max<number | null>(`sales.${figure.priceColumn}`).as(figure.averagePrice),
        ...(figure.averageSize ? [eb.fn.max<number | null>(`sales.${figure.figure}`).as(figure.averageSize)] : []),
      ]),
    ])
    .executeTakeFirstOrThrow()) as unknown as Record<string, number | null>;
}
