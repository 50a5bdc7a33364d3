import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../../../server/http/http-error';
import { idList, parseQuery, wholeNumber } from '../../../../server/http/validate';

/**
 * Routes declared the way the API engineers declare theirs, so the access rules and the error
 * handling are tested on their own, whatever the real API routes look like today.
 */
export const PROBE = '/api/v1/test-probe';

export function addProbeRoutes(app: FastifyInstance): void {
  app.register(
    async (scope) => {
      scope.get('/plain', async (request) => ({ username: request.account?.username ?? null }));
      scope.get('/landing', { config: { link: 'landing' } }, async () => ({ ok: true }));
      scope.get('/project-search', { config: { link: 'project-search' } }, async () => ({ ok: true }));
      scope.get('/property-sales', { config: { link: 'property-sales' } }, async () => ({ ok: true }));
      scope.get('/rental-search', { config: { link: 'rental-search' } }, async () => ({ ok: true }));
      scope.get('/rental-history', { config: { link: 'rental-search', rentalExpansion: true } }, async () => ({
        ok: true,
      }));
      scope.get('/validated', async (request) =>
        parseQuery(z.object({ year: wholeNumber(), regionId: idList().optional() }), request),
      );
      scope.get('/teapot', async () => {
        throw new HttpError(418, 'Short and stout');
      });
      scope.get('/crash', async () => {
        throw new Error('secret connection string postgres://admin:hunter2@db');
      });
      scope.post('/echo', async (request) => request.body);
    },
    { prefix: PROBE },
  );
}
