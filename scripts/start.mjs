#!/usr/bin/env node
// `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
// server, forwarding signals so the server can shut down gracefully, and its exit code.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAppBuilt } from './app-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!ensureAppBuilt()) {
  console.error('The app build failed; not starting the server.');
  process.exit(1);
}

// tsx as a loader inside one node process (not the tsx CLI): the CLI relays signals to a child
// and SIGKILLs it when the child does not answer within 30 ms, which a busy machine misses.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
// A server killed by a signal exits like a shell reports it: 128 + the signal number.
server.on('exit', (code, signal) => process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 0)));
