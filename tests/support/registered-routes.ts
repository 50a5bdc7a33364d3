import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  /** The route's URL pattern, e.g. `/api/v1/urban/project/:id/display`. */
  path: string;
  methods: string[];
}

/**
 * Every registered route, read from Fastify's route tree (each level is indented by four
 * characters and continues its parent's path). Where routes share a segment under different
 * parameter names the tree writes them as one node (`:projectType|:id`); each spelling the app
 * really has is listed on its own.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const parents: string[] = [];
  const nodes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    const path = `${parents.join('')}${match[2]}`;
    parents.push(path === '/' ? '/' : path.slice(parents.join('').length));
    // HEAD is Fastify's own twin of each GET.
    nodes.push({ path, methods: (match[3] ?? '').split(', ').filter((method) => method !== 'HEAD') });
  }
  return nodes.flatMap((node) =>
    spellings(node.path.startsWith('/') ? node.path : `/${node.path}`).flatMap((path) => {
      const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      // findRoute matches a pattern whatever its parameter names: the route's own names tell.
      const methods = node.methods.filter((method) => {
        const found: { params?: Record<string, unknown> } | null = app.findRoute({
          method: method as HTTPMethods,
          url: path,
        });
        return found !== null && JSON.stringify(Object.keys(found.params ?? {})) === JSON.stringify(names);
      });
      return methods.length > 0 ? [{ path, methods }] : [];
    }),
  );
}

/** `/a/:x|:y/b` -> `/a/:x/b`, `/a/:y/b`. */
function spellings(path: string): string[] {
  return path
    .split('/')
    .reduce<string[]>(
      (prefixes, segment, index) =>
        segment
          .split('|')
          .flatMap((choice) => prefixes.map((prefix) => (index === 0 ? choice : `${prefix}/${choice}`))),
      [''],
    );
}
