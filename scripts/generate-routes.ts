import { Generator, getConfig } from '@tanstack/router-generator';

/**
 * Writes src/routeTree.gen.ts (git-ignored) from the file routes, so type-checking and tests work
 * on a fresh clone before Vite has ever run. Same settings as the router plugin in vite.config.ts.
 */
const root = process.cwd();
const config = getConfig(
  { target: 'react', routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' },
  root,
);
await new Generator({ config, root }).run();
