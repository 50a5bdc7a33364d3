import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { ANY_SESSION, sectionAccess } from '@contract/access';
import { routeAccess } from '../../auth/request-access';
import { notFound } from '../../http/http-error';
import { perDataVersion } from '../../http/per-data-version';
import { findSaleDisplay } from '../../queries/sales/sale-display';
import { findSalesOptions } from '../../queries/sales/sales-options';
import type { SearchService } from '../../search-pool/search-service';
import { API_SEARCHES } from '../../search-pool/api-searches';
import { parseSaleId } from './query-schemas';

export interface SalesRoutesOptions {
  db: Kysely<Database>;
  config: ServerConfig;
  searches: SearchService;
}

/** The sales API (part 2 §7), registered under /api/v1. */
export async function salesRoutes(app: FastifyInstance, opts: SalesRoutesOptions): Promise<void> {
  const { db, searches } = opts;

  const sales = routeAccess(sectionAccess('property-sales'));
  // The sales section's options, loaded at start by the accounts that have it
  // (src/state/configuration.ts); the same for every account until the data changes.
  const salesOptions = perDataVersion(searches.dataVersion, () => findSalesOptions(db));
  app.get('/sales/options/basic', sales, async () => salesOptions());

  // Both searches are built on a search thread (server/search-pool); their paths, searches and
  // query schemas: API_SEARCHES.
  for (const path of ['/sales/sales', '/sales/marketdata'] as const) {
    const { name, parse } = API_SEARCHES[path];
    app.get(path, sales, async (request, reply) => searches.send(request, reply, name, parse(request)));
  }

  // Part 2 §2.1: the sale page has no guard beyond login.
  app.get('/sales/sale/:id/display', routeAccess(ANY_SESSION), async (request) => {
    const saleId = parseSaleId(request);
    const payload = await findSaleDisplay(db, saleId);
    if (!payload) throw notFound(`No sale exists under id ${saleId}.`);
    return payload;
  });
}
