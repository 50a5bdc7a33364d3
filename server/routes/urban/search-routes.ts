import type { FastifyInstance } from 'fastify';
import { rentalHistoryAccess, sectionAccess } from '@contract/access';
import { RENTAL_PROJECT_TYPE, RENTAL_STANDING } from '@contract/product-facts';
import { routeAccess } from '../../auth/request-access';
import { parseQuery } from '../../http/validate';
import { API_SEARCHES } from '../../search-pool/api-searches';
import type { SearchService } from '../../search-pool/search-service';
import { marketHistoryQuerySchema } from './query-schemas';

/** The three project views (part 1 §7), all in the project-search section, built on a search thread. */
export async function urbanSearchRoutes(
  app: FastifyInstance,
  { searches }: { searches: SearchService },
): Promise<void> {
  const section = routeAccess(sectionAccess('project-search'));

  // Their paths, searches and params: API_SEARCHES.
  for (const route of [
    '/urban/project/:projectType/:projectStanding',
    '/urban/marketdata/:projectType/:projectStanding',
    '/urban/markethistory/:projectType/:projectStanding',
  ] as const) {
    const { name, parse } = API_SEARCHES[route];
    app.get(route, section, async (request, reply) => searches.send(request, reply, name, parse(request)));
  }
  // The old-stock standing's history is the rental series quarter by quarter: rental history
  // (part 2 §6). Its own route (the router prefers it to the parametric one) carries that rule.
  app.get(
    `/urban/markethistory/${RENTAL_PROJECT_TYPE}/${RENTAL_STANDING}`,
    routeAccess(rentalHistoryAccess('project-search')),
    async (request, reply) =>
      searches.send(request, reply, 'urban.marketHistory', {
        path: { projectType: RENTAL_PROJECT_TYPE, projectStanding: RENTAL_STANDING },
        query: parseQuery(marketHistoryQuerySchema, request),
      }),
  );
}
