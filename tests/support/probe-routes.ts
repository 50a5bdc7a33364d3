import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SESSION, rentalHistoryAccess, sectionAccess } from '@contract/access';
import { routeAccess } from '@server/auth/request-access';
import { HttpError } from '@server/http/http-error';
import { idList, parseQuery, wholeNumber } from '@server/http/validate';

/**
 * Routes declared the way the API engineers declare theirs, so the access rules and the error
 * handling are tested on their own, whatever the real API routes look like today.
 */
export const PROBE = '/api/v1/test-probe';

export function addProbeRoutes(app: FastifyInstance): void {
  const session = routeAccess(ANY_SESSION);
  app.register(
    async (scope) => {
      scope.get('/plain', session, async (request) => ({ username: request.account?.username ?? null }));
      scope.get('/landing', routeAccess(sectionAccess('landing')), async () => ({ ok: true }));
      scope.get('/project-search', routeAccess(sectionAccess('project-search')), async () => ({ ok: true }));
      scope.get('/property-sales', routeAccess(sectionAccess('property-sales')), async () => ({ ok: true }));
      scope.get('/rental-search', routeAccess(sectionAccess('rental-search')), async () => ({ ok: true }));
      scope.get('/rental-history', routeAccess(rentalHistoryAccess('rental-search')), async () => ({
        ok: true,
      }));
      scope.get('/validated', session, async (request) =>
        parseQuery(z.object({ year: wholeNumber(), regionId: idList().optional() }), request),
      );
      scope.get('/teapot', session, async () => {
        throw new HttpError(418, 'Short and stout');
      });
      scope.get('/crash', session, async () => {
        throw new Error('secret connection string postgres://admin:hunter2@db');
      });
      scope.post('/echo', session, async (request) => request.body);
    },
    { prefix: PROBE },
  );
}
