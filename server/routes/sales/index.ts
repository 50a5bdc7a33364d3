import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { notFound } from '../../http/http-error';
import { parseQuery } from '../../http/validate';
import { SALES_CLAMPED_MESSAGE } from '@contract/messages';
import type { SalesSearchResponse } from '@contract/search';
import type { SalesMarketRow, SaleRow } from '@contract/sales-search';
import { saleColumns, salesMarketColumns } from '../../columns/sales';
import { findSaleDisplay } from '../../queries/sales/sale-display';
import { findSaleRows } from '../../queries/sales/sale-rows';
import { findSalesMarketRows } from '../../queries/sales/sales-market-rows';
import { findSalesOptions } from '../../queries/sales/sales-options';
import { chosenColumnGroups } from '../../queries/sales/chosen-column-groups';
import { parseSaleId, salesSearchQuerySchema } from './query-schemas';

export interface SalesRoutesOptions {
  db: Kysely<Database>;
  config: ServerConfig;
}

/** The sales API (part 2 §7), registered under /api/v1. */
export async function salesRoutes(app: FastifyInstance, opts: SalesRoutesOptions): Promise<void> {
  const { db } = opts;

  // Configuration every logged-in user loads at start: login only.
  app.get('/sales/options/basic', async () => findSalesOptions(db));

  app.get(
    '/sales/sales',
    { config: { link: 'property-sales' } },
    async (request): Promise<SalesSearchResponse<SaleRow>> => {
      const filter = parseQuery(salesSearchQuerySchema, request);
      const groups = await chosenColumnGroups(db, filter.subPropertyTypeIds);
      const { rows, clamped } = await findSaleRows(db, filter);
      return {
        data: [{ data: rows }],
        tableHeaders: { data: saleColumns(groups) },
        clamped,
        clamped_message: clamped ? SALES_CLAMPED_MESSAGE : null,
      };
    },
  );

  app.get(
    '/sales/marketdata',
    { config: { link: 'property-sales' } },
    async (request): Promise<SalesSearchResponse<SalesMarketRow>> => {
      const filter = parseQuery(salesSearchQuerySchema, request);
      const groups = await chosenColumnGroups(db, filter.subPropertyTypeIds);
      const rows = await findSalesMarketRows(db, filter);
      // Market rows aggregate every matching sale, so they are never capped.
      return {
        data: [{ data: rows }],
        tableHeaders: { data: salesMarketColumns(groups) },
        clamped: false,
        clamped_message: null,
      };
    },
  );

  // Part 2 §2.1: the sale page has no guard beyond login.
  app.get('/sales/sale/:id/display', async (request) => {
    const saleId = parseSaleId(request);
    const payload = await findSaleDisplay(db, saleId);
    if (!payload) throw notFound(`No sale exists under id ${saleId}.`);
    return payload;
  });
}
