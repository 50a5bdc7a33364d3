import type { FastifyInstance } from 'fastify';
import { parseParams, parseQuery } from '../../http/validate';
import type { SearchService } from '../../search-pool/search-service';
import { marketHistoryQuerySchema, quarterSearchQuerySchema, typeStandingPathSchema } from './query-schemas';

/** The three project views (part 1 §7), all in the project-search section, built on a search thread. */
export async function urbanSearchRoutes(
  app: FastifyInstance,
  { searches }: { searches: SearchService },
): Promise<void> {
  const section = { config: { link: 'project-search' as const } };

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

  app.get('/urban/markethistory/:projectType/:projectStanding', section, async (request, reply) => {
    const path = parseParams(typeStandingPathSchema, request);
    return searches.send(request, reply, 'urban.marketHistory', {
      path,
      query: parseQuery(marketHistoryQuerySchema, request),
    });
  });
}
