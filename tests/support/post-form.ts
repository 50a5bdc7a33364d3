import type { FastifyInstance } from 'fastify';

/** Posts an HTML form the way a browser does (url-encoded), with optional extra headers. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}
