import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { parseParams, parseQuery } from '../../http/validate';
import type { SearchResponse } from '@contract/search';
import { searchMarketData } from '../../queries/urban/market-data';
import { searchMarketHistory } from '../../queries/urban/market-history';
import { searchProjects } from '../../queries/urban/project-search';
import { marketHistoryQuerySchema, quarterSearchQuerySchema, typeStandingPathSchema } from './query-schemas';

/** The three project views (part 1 §7), all in the project-search section. */
export async function urbanSearchRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const section = { config: { link: 'project-search' as const } };

  app.get('/urban/project/:projectType/:projectStanding', section, async (request): Promise<SearchResponse> => {
    const path = parseParams(typeStandingPathSchema, request);
    return searchProjects(db, path, parseQuery(quarterSearchQuerySchema, request));
  });

  app.get('/urban/marketdata/:projectType/:projectStanding', section, async (request): Promise<SearchResponse> => {
    const path = parseParams(typeStandingPathSchema, request);
    return searchMarketData(db, path, parseQuery(quarterSearchQuerySchema, request));
  });

  app.get('/urban/markethistory/:projectType/:projectStanding', section, async (request): Promise<SearchResponse> => {
    const path = parseParams(typeStandingPathSchema, request);
    return searchMarketHistory(db, path, parseQuery(marketHistoryQuerySchema, request));
  });
}
