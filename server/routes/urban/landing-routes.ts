import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { parseQuery } from '../../http/validate';
import type { ByRegionOptionsResponse } from '@contract/urban-landing';
import { loadByRegionOptions } from '../../queries/urban/landing';
import type { SearchService } from '../../search-pool/search-service';
import { byRegionLandingQuerySchema } from './query-schemas';

/** The Map Search landing page (part 1 §2), in the landing section. */
export async function urbanLandingRoutes(
  app: FastifyInstance,
  { db, searches }: { db: Kysely<Database>; searches: SearchService },
): Promise<void> {
  const section = { config: { link: 'landing' as const } };

  app.get('/urban/project/byregionoptions', section, async (): Promise<ByRegionOptionsResponse> =>
    loadByRegionOptions(db),
  );

  // Built on a search thread: the landing search of many regions is the heaviest first call.
  app.get('/urban/project/byregionlanding', section, async (request, reply) =>
    searches.send(request, reply, 'urban.landing', parseQuery(byRegionLandingQuerySchema, request)),
  );
}
