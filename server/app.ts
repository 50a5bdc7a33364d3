import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { providerRoutes } from './auth/provider-routes';
import { registerRequestAccess } from './auth/request-access';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { registerCompression } from './http/compression';
import { createSearches } from './search-pool/create-searches';
import type { SearchRunner } from './search-pool/search-runner';
import { registerErrorHandling } from './http/error-handling';
import { parseQueryString } from './http/query-parser';
import { registerSameOriginGuard } from './http/same-origin';
import { registerSecurityHeaders } from './http/security-headers';
import { apiRoutes } from './routes/api';
import { savedAreaRoutes } from './routes/saved-areas';
import { savedViewRoutes } from './routes/saved-views';
import { visitRoutes } from './routes/visits';
import { API_PATH } from '@contract/app-paths';
import { sessionRoutes } from './routes/session';
import { staticRoutes } from './routes/static';

export const API_PREFIX = API_PATH;

/**
 * One origin for everything, so the session cookie is same-origin everywhere: the SPA under /database/, the API under /api/v1/ and the
 * provider pages under /user/. The caller owns the database connection and closes it.
 */
export async function buildApp(deps: {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Search threads (server/search-pool); without it searches run on the request thread. The caller closes it. */
  searchRunner?: SearchRunner;
}): Promise<FastifyInstance> {
  const { db, config, logStream } = deps;
  const searches = createSearches(db, config, deps.searchRunner);
  const app = Fastify({
    logger: config.logLevel === false ? false : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: false },
  });

  registerErrorHandling(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Hardening: security headers on every response; no state change from a foreign origin.
  registerSecurityHeaders(app, config);
  registerSameOriginGuard(app);
  registerRequestAccess(app, db);

  await app.register(sessionRoutes, { prefix: API_PREFIX, db });
  await app.register(savedViewRoutes, { prefix: API_PREFIX, db });
  await app.register(savedAreaRoutes, { prefix: API_PREFIX, db });
  await app.register(visitRoutes, {
    prefix: API_PREFIX,
    db,
    dataVersion: searches.dataVersion,
    searchRunner: deps.searchRunner,
  });
  await app.register(apiRoutes, { prefix: API_PREFIX, db, config, searches });
  await app.register(providerRoutes, { db, config });
  await app.register(staticRoutes, { distDir: config.distDir });
  return app;
}
