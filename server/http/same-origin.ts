import type { FastifyRequest } from 'fastify';

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
