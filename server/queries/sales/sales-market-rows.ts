import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SalesMarketRow } from '@contract/sales-search';
import { ratio } from '../numbers';
import { inIdSet } from '../id-set';
import { filteredSales, type SalesFilter } from './filtered-sales';
import { salesInPolygon } from './sales-in-polygon';
import { SALES_MARKET_FIGURES, type MarketFigure } from './sales-market-figures';

export function figureAggregates(
  eb: ExpressionBuilder<Database, 'sales'>,
  { figure, total, salesValue, salesCount }: MarketFigure,
) {
  const hasFigure = eb(`sales.${figure}`, '>', 0);
  const aggregates = [
    eb.fn
      .sum<number | null>(
        eb
          .case()
          .when(hasFigure)
          .then(eb.ref(`sales.${figure}`))
          .end(),
      )
      .as(total),
    eb.fn.sum<number | null>(eb.case().when(hasFigure).then(eb.ref('sales.price')).end()).as(salesValue),
  ];
  if (salesCount) {
    aggregates.push(eb.fn.sum<number | null>(eb.case().when(hasFigure).then(1).else(0).end()).as(salesCount));
  }
  return aggregates;
}

/**
 * Sales market data: one row per municipality with sales in the search (the leaf level; the
 * client adds region and overall totals from the sums each row carries).
 */
export async function findSalesMarketRows(db: Kysely<Database>, filter: SalesFilter): Promise<SalesMarketRow[]> {
  const insidePolygon = filter.polygon === null ? null : await salesInPolygon(db, filter, filter.polygon);
  if (insidePolygon?.length === 0) return [];
  const searched = filteredSales(db, filter);
  const groups = await (insidePolygon === null ? searched : searched.where(inIdSet(db, 'sales.id', insidePolygon)))
    .innerJoin('regions', 'regions.id', 'sales.region_id')
    .innerJoin('municipalities', 'municipalities.id', 'sales.municipality_id')
    .select((eb) => [
      'sales.region_id',
      'regions.name as region_name',
      'sales.municipality_id',
      'municipalities.name as municipality_name',
      eb.fn.countAll<number>().as('totalSales'),
      eb.fn.sum<number>('sales.price').as('totalSalesValue'),
      ...SALES_MARKET_FIGURES.flatMap((figure) => figureAggregates(eb as ExpressionBuilder<Database, 'sales'>, figure)),
    ])
    .groupBy(['sales.region_id', 'regions.name', 'sales.municipality_id', 'municipalities.name'])
    .orderBy('regions.name')
    .orderBy('municipalities.name')
    .execute();

  return groups.map((group) => {
    const sums = group as unknown as Record<string, number | null>;
    const row: SalesMarketRow = {
      name: group.municipality_name,
      region_id: group.region_id,
      region_name: group.region_name,
      municipality_id: group.municipality_id,
      municipality_name: group.municipality_name,
      submarket_id: null,
      submarket_name: null,
      totalSales: Number(group.totalSales),
      totalSalesValue: Number(group.totalSalesValue),
      avgSalePrice: ratio(Number(group.totalSalesValue), Number(group.totalSales)),
    };
    for (const { total, salesValue, averagePrice, salesCount, averageSize } of SALES_MARKET_FIGURES) {
      const totalValue = Number(sums[total] ?? 0);
      const value = Number(sums[salesValue] ?? 0);
      row[total] = totalValue;
      row[salesValue] = value;
      row[averagePrice] = ratio(value, totalValue);
      if (salesCount && averageSize) {
        const count = Number(sums[salesCount] ?? 0);
        row[salesCount] = count;
        row[averageSize] = ratio(totalValue, count);
      }
    }
    return row;
  });
}
