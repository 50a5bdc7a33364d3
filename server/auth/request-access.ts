import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import type { LinkName } from '@contract/session';
import type { Database } from '../db/database';
import { forbidden } from '../http/http-error';
import type { SessionAccount } from './accounts';
import { SESSION_COOKIE } from './session-cookie';
import { findSessionAccount } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The section the route belongs to; an account without this landing link gets 403. */
    link?: LinkName;
    /** Rental history data: an account without rental expansion gets 403. */
    rentalExpansion?: boolean;
    /** Answers without a session (only whoami). */
    anonymous?: boolean;
  }
  interface FastifyRequest {
    /** The logged-in account, resolved from the session cookie for /api/ and /user/ requests. */
    account: SessionAccount | null;
    /** The raw cookie token of that session (to end it on logout). */
    sessionToken: string | null;
  }
}

const API_PREFIX = '/api/v1/';
const SESSION_PATHS = [API_PREFIX, '/user/'];

export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in.';

export function sectionNotIncludedMessage(link: LinkName): string {
  return `Your account does not include the ${link} section.`;
}

/**
 * Resolves the session for API and provider requests, then enforces the access rules (part 1 §6, part 2 §6) on every
 * matched /api/v1/ route: no session -> 403 (except anonymous routes), a `link` the account
 * lacks -> 403, `rentalExpansion` without the flag -> 403. Registered on the root instance so
 * it applies to routes of every plugin, whatever the client does.
 */
export function registerRequestAccess(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    // Decide by the matched route, never by the raw URL: the router decodes the path, so
    // `/%61pi/v1/...` reaches an /api/v1/ route while its URL does not start with /api/.
    const route = request.routeOptions.url;
    if (route === undefined || !SESSION_PATHS.some((prefix) => route.startsWith(prefix))) return;
    await resolveSession(request, db);
    if (route.startsWith(API_PREFIX)) enforceRouteAccess(request);
  });
}

async function resolveSession(request: FastifyRequest, db: Kysely<Database>): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const account = await findSessionAccount(db, token);
  if (!account) return;
  request.account = account;
  request.sessionToken = token;
}

function enforceRouteAccess(request: FastifyRequest): void {
  const { link, rentalExpansion, anonymous } = request.routeOptions.config;
  if (anonymous) return;
  const account = request.account;
  if (!account) throw forbidden(NOT_LOGGED_IN_MESSAGE, 'session');
  if (link && !account.links.includes(link)) throw forbidden(sectionNotIncludedMessage(link), 'section');
  if (rentalExpansion && !account.rentalExpansion) throw forbidden(RENTAL_EXPANSION_MESSAGE, 'subscription');
}
