import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { SearchService } from '../search-pool/search-service';
import { mediaRoutes } from './media/index';
import { rentalRoutes } from './rental/index';
import { salesRoutes } from './sales/index';
import { urbanRoutes } from './urban/index';

/** Every /api/v1 route of the market data; the app registers it under the API prefix. */
export async function apiRoutes(
  app: FastifyInstance,
  opts: { db: Kysely<Database>; config: ServerConfig; searches: SearchService },
): Promise<void> {
  // Only the dependencies are handed on: `opts` also carries this plugin's prefix, which
  // nested plugins would otherwise add a second time.
  const deps = { db: opts.db, config: opts.config, searches: opts.searches };
  await app.register(urbanRoutes, deps);
  await app.register(salesRoutes, deps);
  await app.register(rentalRoutes, deps);
  await app.register(mediaRoutes, deps);
}
