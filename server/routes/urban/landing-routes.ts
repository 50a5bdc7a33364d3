import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sectionAccess } from '@contract/access';
import { routeAccess } from '../../auth/request-access';
import type { Database } from '../../db/database';
import type { ByRegionOptionsResponse } from '@contract/urban-landing';
import { loadByRegionOptions } from '../../queries/urban/landing';
import { landingSearchOf } from '../../search-pool/api-searches';
import type { SearchService } from '../../search-pool/search-service';

/**
 * The Map Search landing page (part 1 §2), in the landing section. Its categories and result
 * groups are those of the account's other sections (landingOptionAllowed, contract/access.ts):
 * a sales-only subscriber gets the sales category and group, never project rows.
 */
export async function urbanLandingRoutes(
  app: FastifyInstance,
  { db, searches }: { db: Kysely<Database>; searches: SearchService },
): Promise<void> {
  const section = routeAccess(sectionAccess('landing'));
  const linksOf = (request: FastifyRequest) => request.account?.links ?? [];

  app.get('/urban/project/byregionoptions', section, async (request): Promise<ByRegionOptionsResponse> =>
    loadByRegionOptions(db, linksOf(request)),
  );

  // Built on a search thread: the landing search of many regions is the heaviest first call.
  app.get('/urban/project/byregionlanding', section, async (request, reply) =>
    searches.send(request, reply, 'urban.landing', landingSearchOf(request, linksOf(request))),
  );
}
