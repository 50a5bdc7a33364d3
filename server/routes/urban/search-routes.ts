import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rentalHistoryAccess, sectionAccess } from '@contract/access';
import { RENTAL_PROJECT_TYPE, RENTAL_STANDING } from '@contract/product-facts';
import { routeAccess } from '../../auth/request-access';
import { parseParams, parseQuery } from '../../http/validate';
import type { SearchService } from '../../search-pool/search-service';
import {
  marketHistoryQuerySchema,
  quarterSearchQuerySchema,
  typeStandingPathSchema,
  type TypeStanding,
} from './query-schemas';

/** The three project views (part 1 §7), all in the project-search section, built on a search thread. */
export async function urbanSearchRoutes(
  app: FastifyInstance,
  { searches }: { searches: SearchService },
): Promise<void> {
  const section = routeAccess(sectionAccess('project-search'));

  app.get('/urban/project/:projectType/:projectStanding', section, async (request, reply) => {
    const path = parseParams(typeStandingPathSchema, request);
    return searches.send(request, reply, 'urban.projects', {
      path,
      query: parseQuery(quarterSearchQuerySchema, request),
    });
  });

  app.get('/urban/marketdata/:projectType/:projectStanding', section, async (request, reply) => {
    const path = parseParams(typeStandingPathSchema, request);
    return searches.send(request, reply, 'urban.marketData', {
      path,
      query: parseQuery(quarterSearchQuerySchema, request),
    });
  });

  const marketHistory = async (request: FastifyRequest, reply: FastifyReply, path: TypeStanding) =>
    searches.send(request, reply, 'urban.marketHistory', {
      path,
      query: parseQuery(marketHistoryQuerySchema, request),
    });
  app.get('/urban/markethistory/:projectType/:projectStanding', section, async (request, reply) =>
    marketHistory(request, reply, parseParams(typeStandingPathSchema, request)),
  );
  // The old-stock standing's history is the rental series quarter by quarter: rental history
  // (part 2 §6). Its own route (the router prefers it to the parametric one) carries that rule.
  app.get(
    `/urban/markethistory/${RENTAL_PROJECT_TYPE}/${RENTAL_STANDING}`,
    routeAccess(rentalHistoryAccess('project-search')),
    async (request, reply) =>
      marketHistory(request, reply, { projectType: RENTAL_PROJECT_TYPE, projectStanding: RENTAL_STANDING }),
  );
}
