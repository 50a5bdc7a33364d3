import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureAppBuilt } from '../../scripts/app-build.mjs';

/** The server under test: its own process, as `npm run serve` starts it, on loopback only. */
export interface ServerUnderTest {
  origin: string;
  pid: number;
  /** Resident memory of the server process, read from /proc (Linux). */
  rssBytes(): number;
  stop(): Promise<void>;
  /** Resolves once the server has printed a line matching `pattern` (its start-up's background work). */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void>;
}

const START_TIMEOUT_MS = 180_000;
/** The server output kept for waitForOutput. */
const RECENT_OUTPUT_CHARS = 64_000;

/**
 * What a benchmark's server inherits from the shell that runs the benchmark: enough to run Node
 * and find the temporary folder, and none of the settings the server reads (server/config.ts):
 * a DATABASE_URL, DEMO_PASSWORD, NODE_ENV=production, SEARCH_THREADS or SEED_SCALE left in a
 * developer's shell would change what is measured, or stop the login. A benchmark passes the
 * settings it runs with.
 */
const INHERITED = ['PATH', 'HOME', 'USER', 'TMPDIR', 'LANG', 'LC_ALL'] as const;

/** The server's whole environment: INHERITED from `from`, the benchmark's `settings`, loopback on a free port. */
export function benchServerEnvironment(
  settings: Record<string, string>,
  from: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = from[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, DEMO_PASSWORD: 'demo', ...settings, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
}

/**
 * Starts `node --import tsx server/main.ts` with PORT=0 on 127.0.0.1 and waits for its banner,
 * which names the port it bound. On a fresh data folder the server seeds itself first. With
 * `app`, the SPA is built first when dist/ is missing or older than its sources (as `npm start`
 * does); without it, pass a DIST_DIR.
 */
export async function startServer(
  repoRoot: string,
  settings: Record<string, string>,
  options: { app?: boolean } = {},
): Promise<ServerUnderTest> {
  if (options.app && !ensureAppBuilt()) throw new Error('the app build failed');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: benchServerEnvironment(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error('the server did not start within 3 minutes')), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${output.slice(-4000)}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`the server exited with code ${code} before listening`)));
  });
  // Keep draining its output, so a chatty server never blocks on a full pipe; its last lines are
  // kept for waitForOutput.
  let recent = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    recent = (recent + chunk.toString()).slice(-RECENT_OUTPUT_CHARS);
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    rssBytes: () => residentBytes(child),
    stop: () => stopChild(child),
    waitForOutput: (pattern, timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        if (pattern.test(recent)) return resolve();
        const timer = setTimeout(() => {
          child.stdout?.off('data', check);
          reject(new Error(`the server printed no line matching ${pattern} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (!pattern.test(recent)) return;
          clearTimeout(timer);
          child.stdout?.off('data', check);
          resolve();
        };
        child.stdout?.on('data', check);
      }),
  };
}

function residentBytes(child: ChildProcess): number {
  const status = fs.readFileSync(path.join('/proc', String(child.pid), 'status'), 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
