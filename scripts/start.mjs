#!/usr/bin/env node
// `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
// server, forwarding signals so the server can shut down gracefully, and its exit code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const builtIndex = join(root, 'dist', 'index.html');
const buildInputs = ['src', 'workers', 'public', 'index.html', 'vite.config.ts'].map((path) => join(root, path));

/** Newest modification time under a file or folder (0 when it does not exist). */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function buildReason() {
  if (!existsSync(builtIndex)) return 'dist/index.html is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = buildInputs.find((path) => newestChange(path) > builtAt);
  return changed ? `${changed.slice(root.length + 1)} changed since the last build` : null;
}

const reason = buildReason();
if (reason) {
  console.log(`Building the app (${reason})...`);
  // Build-time settings of the page come from the same variables the server reads.
  const buildEnv = { ...process.env };
  if (process.env.PROVIDER_SITE_URL) buildEnv.VITE_PROVIDER_SITE_URL = process.env.PROVIDER_SITE_URL;
  if (process.env.MAP_STYLE_URL) buildEnv.VITE_MAP_STYLE_URL = process.env.MAP_STYLE_URL;
  const build = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit', env: buildEnv });
  if (build.status !== 0) {
    console.error('The app build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

// tsx as a loader inside one node process (not the tsx CLI): the CLI relays signals to a child
// and SIGKILLs it when the child does not answer within 30 ms, which a busy machine misses.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
// A server killed by a signal exits like a shell reports it: 128 + the signal number.
server.on('exit', (code, signal) => process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 0)));
