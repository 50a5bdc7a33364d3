// When the built SPA in dist/ has to be built (again): missing, or older than one of its sources.
// `npm start` (scripts/start.mjs) and the benchmarks that serve the app (bench/load/server-process.ts)
// build it the same way, so neither serves an app older than the code beside it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'dist', 'index.html');
const buildInputs = ['src', 'workers', 'contract', 'public', 'index.html', 'vite.config.ts'].map((path) =>
  join(root, path),
);

/** Newest modification time under a file or folder (0 when it does not exist). */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** Why dist/ must be built, or null when it is up to date. */
export function buildReason() {
  if (!existsSync(builtIndex)) return 'dist/index.html is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = buildInputs.find((path) => newestChange(path) > builtAt);
  return changed ? `${changed.slice(root.length + 1)} changed since the last build` : null;
}

/** Builds dist/ with `vite build` when buildReason() says so; false when the build failed. */
export function ensureAppBuilt() {
  const reason = buildReason();
  if (!reason) return true;
  console.log(`Building the app (${reason})...`);
  // Build-time settings of the page come from the same variables the server reads.
  const buildEnv = { ...process.env };
  if (process.env.PROVIDER_SITE_URL) buildEnv.VITE_PROVIDER_SITE_URL = process.env.PROVIDER_SITE_URL;
  if (process.env.MAP_STYLE_URL) buildEnv.VITE_MAP_STYLE_URL = process.env.MAP_STYLE_URL;
  const build = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: buildEnv,
  });
  return build.status === 0;
}
