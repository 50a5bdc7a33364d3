import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app's route table as the router has it: the full paths of src/routeTree.gen.ts, which the
 * router plugin writes from src/routes whenever the app is built (the e2e server builds it before
 * any test runs). A route added to src/routes is crawled and checked without a change here.
 */
export interface AppRoute {
  /** The router's full path, e.g. `/project/$projectId` or `/project/` for an index route. */
  pattern: string;
  /** Path segments; a `$name` segment stands for any one segment. */
  segments: string[];
  /** Dynamic (`$name`) segments. */
  params: number;
}

const ROUTE_TREE = join(process.cwd(), 'src', 'routeTree.gen.ts');

export function appRoutes(): AppRoute[] {
  if (!existsSync(ROUTE_TREE)) {
    throw new Error(`${ROUTE_TREE} is missing: build the app or run "npm run routes" first`);
  }
  const source = readFileSync(ROUTE_TREE, 'utf8');
  const block = /fullPaths:((?:\s*\|\s*'[^']*')+)/.exec(source)?.[1];
  if (block === undefined) throw new Error(`No fullPaths union in ${ROUTE_TREE}`);
  return [...block.matchAll(/'([^']*)'/g)].map((match) => appRoute(match[1]!));
}

/** A route of the table by its full path. */
export function appRoute(pattern: string): AppRoute {
  const segments = pattern.split('/').filter((segment) => segment !== '');
  return { pattern, segments, params: segments.filter((segment) => segment.startsWith('$')).length };
}

/**
 * The route an app path (without the base path and query) renders, as the router picks it: of
 * the patterns that match, the one with the fewest dynamic segments (`/project/compare` before
 * `/project/$projectId`). Null for a path no route matches (the not-found page).
 */
export function routeOf(routes: readonly AppRoute[], path: string): AppRoute | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  const matches = routes.filter(
    (route) =>
      route.segments.length === segments.length &&
      route.segments.every((segment, index) => segment.startsWith('$') || segment === segments[index]),
  );
  matches.sort((a, b) => a.params - b.params);
  return matches[0] ?? null;
}

/** A concrete path for a route without dynamic segments. */
export function staticPath(route: AppRoute): string | null {
  return route.params > 0 ? null : `/${route.segments.join('/')}`;
}
