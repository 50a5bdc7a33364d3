import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { parseQuery } from '../../http/validate';
import type { ByRegionLandingResponse, ByRegionOptionsResponse } from '@contract/urban-landing';
import { loadByRegionLanding, loadByRegionOptions } from '../../queries/urban/landing';
import { byRegionLandingQuerySchema } from './query-schemas';

/** The Map Search landing page (part 1 §2), in the landing section. */
export async function urbanLandingRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const section = { config: { link: 'landing' as const } };

  app.get('/urban/project/byregionoptions', section, async (): Promise<ByRegionOptionsResponse> =>
    loadByRegionOptions(db),
  );

  app.get('/urban/project/byregionlanding', section, async (request): Promise<ByRegionLandingResponse> => {
    const { regionId } = parseQuery(byRegionLandingQuerySchema, request);
    return loadByRegionLanding(db, regionId);
  });
}
