import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { ANONYMOUS, ANY_SESSION } from '@contract/access';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { findAccountByUsername, setPassword } from './accounts';
import { clearUsernameFailures, loginRetryDelay, recordLoginFailure } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hash';
import { PROVIDER_PAGE_CSP, renderLoginPage, renderPasswordPage } from './provider-pages';
import { DEFAULT_DESTINATION, destinationWithQuery, safeDestination } from './safe-destination';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie';
import { routeAccess } from './request-access';
import { deleteExpiredSessions, endOtherSessions, endSession, startSession } from './sessions';

export const LOGIN_FAILED_MESSAGE = 'The username or password is incorrect.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is incorrect.';
export const PASSWORDS_DIFFER_MESSAGE = 'The new password and its confirmation do not match.';
export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one.';

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function passwordTooShortMessage(minLength: number): string {
  return `The new password must be at least ${minLength} characters long.`;
}

const PASSWORD_PAGE = '/user/password';

/** A form or query field as text: missing, repeated or non-text fields read as empty. */
function textField(fields: unknown, name: string): string {
  if (typeof fields !== 'object' || fields === null) return '';
  const value: unknown = (fields as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PROVIDER_PAGE_CSP)
    .header('x-frame-options', 'DENY')
    .send(html);
}

/** GET/POST /user/login, POST /user/logout, GET/POST /user/password (the provider's own pages behind part 2 §2.1's login redirect). */
export async function providerRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: ServerConfig },
): Promise<void> {
  // Unknown usernames are checked against a real hash too, so response time does not reveal
  // which usernames exist.
  const unknownUserHash = hashPassword('not a real password');
  // Logging in and out need no session; the password page needs one (without it the browser is
  // sent to log in first, server/auth/request-access.ts).
  const open = routeAccess(ANONYMOUS);
  const session = routeAccess(ANY_SESSION);

  app.get('/user/login', open, async (request, reply) =>
    sendPage(
      reply,
      200,
      renderLoginPage({
        destination: safeDestination(textField(request.query, 'destination') || DEFAULT_DESTINATION),
        q: textField(request.query, 'q'),
      }),
    ),
  );

  app.post('/user/login', open, async (request, reply) => {
    const username = textField(request.body, 'username').trim();
    const password = textField(request.body, 'password');
    const destination = safeDestination(textField(request.body, 'destination') || DEFAULT_DESTINATION);
    const q = textField(request.body, 'q');
    const showForm = (status: number, error: string) =>
      sendPage(reply, status, renderLoginPage({ destination, q, username, error }));

    const attempt = { username, clientAddress: request.ip };
    const retryAfterMs = await loginRetryDelay(db, attempt, config.loginThrottle);
    if (retryAfterMs > 0) {
      reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
      return showForm(429, tooManyAttemptsMessage(retryAfterMs));
    }

    const account = username ? await findAccountByUsername(db, username) : undefined;
    const valid = await verifyPassword(password, account?.password_hash ?? (await unknownUserHash));
    if (!account || !valid) {
      await recordLoginFailure(db, attempt, config.loginThrottle);
      request.log.info({ username }, 'login failed');
      return showForm(401, LOGIN_FAILED_MESSAGE);
    }

    await clearUsernameFailures(db, username);
    // Logins are rare enough to carry the clean-up, so expired rows never pile up.
    await deleteExpiredSessions(db);
    // A new session id at every login, and the one the browser came with ends: an id planted
    // or read before login (session fixation) is worth nothing afterwards.
    const previousToken = request.cookies[SESSION_COOKIE];
    if (previousToken) await endSession(db, previousToken);
    const session = await startSession(db, account.id, config.sessionLifetimeMs);
    request.log.info({ username: account.username }, 'logged in');
    return reply
      .setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(request, session.expiresAt))
      .redirect(destinationWithQuery(destination, q), 303);
  });

  app.post('/user/logout', open, async (request, reply) => {
    if (request.sessionToken) await endSession(db, request.sessionToken);
    return reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request)).redirect('/user/login', 303);
  });

  const loginFirst = (reply: FastifyReply) =>
    reply.redirect(`/user/login?destination=${encodeURIComponent(PASSWORD_PAGE)}`, 303);

  app.get(PASSWORD_PAGE, session, async (request, reply) => {
    if (!request.account) return loginFirst(reply);
    return sendPage(
      reply,
      200,
      renderPasswordPage({ username: request.account.username, minLength: config.passwordMinLength }),
    );
  });

  app.post(PASSWORD_PAGE, session, async (request, reply) => {
    const account = request.account;
    const token = request.sessionToken;
    if (!account || !token) return loginFirst(reply);
    const showPage = (status: number, outcome: { error?: string; success?: string }) =>
      sendPage(
        reply,
        status,
        renderPasswordPage({ username: account.username, minLength: config.passwordMinLength, ...outcome }),
      );

    const current = textField(request.body, 'current_password');
    const next = textField(request.body, 'new_password');
    const confirmation = textField(request.body, 'confirm_password');

    // Guessing the current password through this form is throttled like the login form.
    const attempt = { username: account.username, clientAddress: request.ip };
    const retryAfterMs = await loginRetryDelay(db, attempt, config.loginThrottle);
    if (retryAfterMs > 0) {
      reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
      return showPage(429, { error: tooManyAttemptsMessage(retryAfterMs) });
    }
    const stored = await findAccountByUsername(db, account.username);
    if (!stored || !(await verifyPassword(current, stored.password_hash))) {
      await recordLoginFailure(db, attempt, config.loginThrottle);
      return showPage(400, { error: WRONG_CURRENT_PASSWORD_MESSAGE });
    }
    if (next === current) return showPage(400, { error: SAME_PASSWORD_MESSAGE });
    if ([...next].length < config.passwordMinLength) {
      return showPage(400, { error: passwordTooShortMessage(config.passwordMinLength) });
    }
    if (next !== confirmation) return showPage(400, { error: PASSWORDS_DIFFER_MESSAGE });

    await setPassword(db, account.id, next);
    await endOtherSessions(db, account.id, token);
    request.log.info({ username: account.username }, 'password changed');
    return showPage(200, { success: PASSWORD_CHANGED_MESSAGE });
  });
}
