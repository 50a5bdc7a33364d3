/**
 * The Vite configuration of the benchmarks' pages: the project's own `vite.config.ts` (the
 * `@contract/*` aliases from tsconfig's paths, the router plugin that generates the git-ignored
 * route tree, React), so a page resolves every import exactly as the app does, on a fresh clone
 * too. The pages live in the repository (bench/browser/*.html), so they are served from its root at
 * `/` rather than under the app's `/database/` base.
 */
import { fileURLToPath } from 'node:url';
import { mergeConfig, type InlineConfig } from 'vite';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function benchPageConfig(overrides: InlineConfig = {}): InlineConfig {
  return mergeConfig(
    {
      root: REPO_ROOT,
      configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
      base: '/',
      logLevel: 'error',
      // The benchmarks' servers listen on a free port of their own, never the app's 5173.
      server: { host: '127.0.0.1', port: 0, strictPort: false },
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
    } satisfies InlineConfig,
    overrides,
  );
}
