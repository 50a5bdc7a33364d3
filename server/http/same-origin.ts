import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './http-error';

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin form posts are not accepted.';

/** Methods that never change state; every other method is refused from a foreign origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request (login, logout, password change) comes from our own pages.
 * Browsers send `Origin` on every POST and `Sec-Fetch-Site` on all requests, so a cross-site
 * form or fetch is recognised by either. Clients sending neither (curl, tests) are not
 * browsers carrying a victim's cookie, so they are allowed.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * Refuses every state-changing request from a foreign origin with 403, whatever the route (the
 * provider pages' posts today, any route added later), before the route or its body parser runs.
 */
export function registerSameOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method) && !isSameOriginRequest(request))
      throw forbidden(CROSS_ORIGIN_MESSAGE, 'origin');
  });
}
