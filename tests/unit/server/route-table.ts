import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  /** Fastify's path pattern, e.g. /api/v1/urban/project/:id/display. */
  path: string;
  /** Its methods, HEAD (Fastify's own twin of each GET) left out. */
  methods: string[];
}

/**
 * Every route the app registers, read from Fastify's route tree (`printRoutes`: each level is
 * indented by four characters and continues its parent's path), so a test over it covers a route
 * added later without being told.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const parents: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    const path = `${parents.join('')}${match[2]}`;
    parents.push(path === '/' ? '/' : path.slice(parents.join('').length));
    routes.push({ path, methods: (match[3] ?? '').split(', ').filter((method) => method !== 'HEAD') });
  }
  return routes;
}
