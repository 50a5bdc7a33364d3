import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, HttpError } from './http-error';

/**
 * Every error leaves as JSON `{ statusCode, error, message }` without a stack trace. Client
 * errors keep their own message (ours are written for the client; Fastify's name the problem,
 * e.g. an unsupported content type). Anything else is logged and answered with a generic message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ statusCode: status, message: error.message }, 'request rejected');
      return reply
        .code(status)
        .type('application/json')
        .send(errorBody(status, error.message, error instanceof HttpError ? error.reason : undefined));
    }
    const serverStatus = status >= 500 && status < 600 ? status : 500;
    request.log.error({ err: error }, 'request failed');
    return reply.code(serverStatus).type('application/json').send(errorBody(serverStatus, 'Internal Server Error'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply
      .code(404)
      .type('application/json')
      .send(errorBody(404, `Route ${request.method} ${path} not found`));
  });
}
