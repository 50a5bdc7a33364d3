import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SearchService } from '../../search-pool/search-service';
import { urbanLandingRoutes } from './landing-routes';
import { urbanOptionsRoutes } from './options-routes';
import { urbanProjectRoutes } from './project-routes';
import { urbanReportRoutes } from './report-routes';
import { urbanSearchRoutes } from './search-routes';

/** Every /api/v1/urban/ route except whoami (server/routes/session.ts). */
export async function urbanRoutes(
  app: FastifyInstance,
  { db, searches }: { db: Kysely<Database>; searches: SearchService },
): Promise<void> {
  const opts = { db, searches };
  await app.register(urbanOptionsRoutes, opts);
  await app.register(urbanLandingRoutes, opts);
  await app.register(urbanSearchRoutes, opts);
  await app.register(urbanProjectRoutes, opts);
  await app.register(urbanReportRoutes, opts);
}
