#!/usr/bin/env node
// The benchmarks' Chromium: Playwright starts this file as its browser executable, with the
// DevTools pipe on file descriptors 3 (commands in) and 4 (replies and events out). It runs the
// real Chromium with the same arguments and passes the pipe through, with every Network.enable
// asking Chromium to keep no copies of response bodies (why: devtools-pipe-filter.ts).
import { spawn } from 'node:child_process';
import net from 'node:net';
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../tsconfig.node.json', import.meta.url).pathname });
const { devtoolsCommandFilter } = await import('./devtools-pipe-filter.ts');
const { chromiumPath } = await import('../../scripts/chromium.ts');

const chromium = spawn(chromiumPath(), process.argv.slice(2), {
  stdio: ['inherit', 'inherit', 'inherit', 'pipe', 'pipe'],
});
const commandsIn = new net.Socket({ fd: 3, readable: true, writable: false });
const repliesOut = new net.Socket({ fd: 4, readable: false, writable: true });
const [commandsToChromium, repliesFromChromium] = [chromium.stdio[3], chromium.stdio[4]];
const filter = devtoolsCommandFilter();
commandsIn.on('data', (chunk) => {
  const bytes = filter(chunk);
  if (bytes.length > 0) commandsToChromium.write(bytes);
});
commandsIn.on('end', () => commandsToChromium.end());
repliesFromChromium.pipe(repliesOut);

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => chromium.kill(signal));
chromium.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
