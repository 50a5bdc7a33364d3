import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'marketview_session';

/** HttpOnly and SameSite=Lax always; Secure when the request came over https (issue 2). */
export function sessionCookieOptions(request: FastifyRequest, expiresAt?: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(expiresAt === undefined ? {} : { expires: new Date(expiresAt) }),
  };
}
