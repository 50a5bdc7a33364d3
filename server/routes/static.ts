import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../http/http-error';

export const APP_PREFIX = '/database';

export const NOT_BUILT_MESSAGE =
  'The Marketview app has not been built yet: run "npm run build" (or start the server with "npm start", which builds it).';

/**
 * The built SPA under /database/ (part 1 §9). Client routes (no file extension) fall back to
 * index.html; a missing asset is a real 404. Hashed assets are immutable; index.html and
 * version.json are revalidated every time so the new-release check sees a new build at once.
 */
export async function staticRoutes(app: FastifyInstance, { distDir }: { distDir: string }): Promise<void> {
  app.get('/', async (_request, reply) => reply.redirect(`${APP_PREFIX}/`, 302));
  app.get(APP_PREFIX, async (_request, reply) => reply.redirect(`${APP_PREFIX}/`, 302));

  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, NOT_BUILT_MESSAGE);
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_MESSAGE);
    app.get(`${APP_PREFIX}/`, notBuilt);
    app.get(`${APP_PREFIX}/*`, notBuilt);
    return;
  }

  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: true,
        index: ['index.html'],
        cacheControl: false,
        setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(distDir, filePath)),
      });
      scope.setNotFoundHandler(async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '';
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return reply.code(404).send(errorBody(404, `Route ${request.method} ${pathname} not found`));
        }
        if (looksLikeFile(pathname)) {
          return reply.code(404).type('text/plain; charset=utf-8').send(`File ${pathname} not found`);
        }
        return reply.sendFile('index.html');
      });
    },
    { prefix: APP_PREFIX },
  );
}

function cacheControlFor(distDir: string, filePath: string): string {
  const relative = path.relative(distDir, filePath).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function looksLikeFile(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(lastSegment);
}
