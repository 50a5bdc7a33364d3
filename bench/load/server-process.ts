import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The server under test: its own process, as `npm run serve` starts it, on loopback only. */
export interface ServerUnderTest {
  origin: string;
  pid: number;
  /** Resident memory of the server process, read from /proc (Linux). */
  rssBytes(): number;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 180_000;

/**
 * Starts `node --import tsx server/main.ts` with PORT=0 on 127.0.0.1 and waits for its banner,
 * which names the port it bound. On a fresh data folder the server seeds itself first.
 */
export async function startServer(repoRoot: string, env: Record<string, string>): Promise<ServerUnderTest> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
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
  // Keep draining its output, so a chatty server never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    rssBytes: () => residentBytes(child),
    stop: () => stopChild(child),
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
