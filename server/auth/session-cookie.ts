import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'marketview_session';

/** HttpOnly and SameSite=Lax always; Secure when the request came over https, so a
 * session cookie never travels in clear text and is not sent on cross-site requests. */
export function sessionCookieOptions(request: FastifyRequest, expiresAt?: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(expiresAt === undefined ? {} : { expires: new Date(expiresAt) }),
  };
}
