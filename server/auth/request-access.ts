import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { accessRefusal, type Access, type AccessRefusal } from '@contract/access';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import type { LinkName } from '@contract/session';
import type { Database } from '../db/database';
import { forbidden } from '../http/http-error';
import type { SessionAccount } from './accounts';
import { SESSION_COOKIE } from './session-cookie';
import { findSessionAccount } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route (contract/access.ts). Every /api/v1/ and /user/ route must declare
     * it: the app does not build with one that does not (registerRequestAccess).
     */
    access?: Access;
  }
  interface FastifyRequest {
    /** The logged-in account, resolved from the session cookie for /api/ and /user/ requests. */
    account: SessionAccount | null;
    /** The raw cookie token of that session (to end it on logout). */
    sessionToken: string | null;
  }
}

const API_PREFIX = '/api/v1/';
const PROVIDER_PREFIX = '/user/';
const SESSION_PATHS = [API_PREFIX, PROVIDER_PREFIX];

export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in.';

export function sectionNotIncludedMessage(link: LinkName): string {
  return `Your account does not include the ${link} section.`;
}

/** The 403 message of each refusal; the body's `reason` says which it is. */
function refusalMessage(refusal: AccessRefusal, access: Access): string {
  if (refusal === 'session') return NOT_LOGGED_IN_MESSAGE;
  if (refusal === 'subscription') return RENTAL_EXPANSION_MESSAGE;
  return sectionNotIncludedMessage('link' in access ? access.link : 'landing');
}

/** Whether a route path is one whose access must be declared (and is enforced). */
export function needsAccessDecision(url: string): boolean {
  return SESSION_PATHS.some((prefix) => url.startsWith(prefix));
}

/**
 * The access rules (part 1 §6, part 2 §2.1, §6), decided once: every /api/v1/ and /user/ route
 * declares its `config.access` (contract/access.ts) and a route registered without one throws
 * when the app is built, so a new route cannot be open by omission. Each request to such a route
 * resolves its session, then `accessRefusal` decides: a refused API call answers 403 with the
 * refusal as the body's `reason`; a provider page that needs a session sends the browser to the
 * login page instead. Registered on the root instance before any route, so it covers the routes
 * of every plugin.
 */
export function registerRequestAccess(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (needsAccessDecision(route.url) && route.config?.access === undefined) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access (config.access, contract/access.ts): ` +
          'every /api/v1/ and /user/ route says who may call it',
      );
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    // Decide by the matched route, never by the raw URL: the router decodes the path, so
    // `/%61pi/v1/...` reaches an /api/v1/ route while its URL does not start with /api/.
    const route = request.routeOptions.url;
    if (route === undefined || !needsAccessDecision(route)) return;
    await resolveSession(request, db);
    return enforceRouteAccess(request, reply, route);
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

/** Returns the reply when it answered (a provider page's login redirect); throws a 403 otherwise refused. */
function enforceRouteAccess(request: FastifyRequest, reply: FastifyReply, route: string): FastifyReply | undefined {
  const access = request.routeOptions.config.access;
  // Every such route declares one (the onRoute hook); a route that somehow has none is refused.
  if (access === undefined) throw forbidden(NOT_LOGGED_IN_MESSAGE, 'session');
  const refusal = accessRefusal(access, request.account);
  if (refusal === null) return undefined;
  if (route.startsWith(PROVIDER_PREFIX) && refusal === 'session') {
    // The provider's pages are pages: without a session the browser goes to log in first.
    return reply.redirect(`/user/login?destination=${encodeURIComponent(route)}`, 303);
  }
  throw forbidden(refusalMessage(refusal, access), refusal);
}

/** A route's options declaring who may call it: `app.get(path, routeAccess(ANY_SESSION), handler)`. */
export function routeAccess(access: Access): { config: { access: Access } } {
  return { config: { access } };
}

/** Whether the request's account may read what `access` guards (for data inside an answer, e.g. one chart). */
export function mayRead(request: FastifyRequest, access: Access): boolean {
  return accessRefusal(access, request.account) === null;
}
