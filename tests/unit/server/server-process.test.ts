import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketview-process-'));

interface RunningServer {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

/** `node --import tsx server/main.ts` as `npm run serve` runs it, on a free port and a private SQLite folder. */
function startServer(): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    SEED_SCALE: '0.02',
    SEED_AS_OF: '2026-09-30',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Marketview is running at (http:\/\/localhost:\d+)\/database\//.exec(output);
      if (match?.[1]) resolve({ child, origin: match[1].replace('localhost', '127.0.0.1'), output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

/** How the process ended: its exit code, or the signal that ended it (a crash on the way out). */
function stop(server: RunningServer, signal: NodeJS.Signals): Promise<string> {
  return new Promise((resolve) => {
    server.child.on('exit', (code, endedBy) =>
      resolve(endedBy === null ? `exit code ${code}` : `ended by ${endedBy}:\n${server.output()}`),
    );
    server.child.kill(signal);
  });
}

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The default start, on SQLite: the PostgreSQL pass (scripts/ci-postgres.sh) would run the same
// SQLite start again. Starting on PostgreSQL is sigkill-restart.test.ts's and the load bench's.
describe.skipIf(process.env.DATABASE_URL !== undefined)('the server process', () => {
  it('seeds on first start, prints the address and the demo accounts, serves, and stops cleanly', async () => {
    const server = await startServer();
    try {
      expect(server.output()).toContain('Demo accounts (password: demo):');
      for (const username of ['demo', 'sales-only', 'no-rental'])
        expect(server.output()).toMatch(new RegExp(`^  ${username} `, 'm'));
      expect(fs.existsSync(path.join(dataDir, 'marketview.sqlite'))).toBe(true);

      const whoami = await fetch(`${server.origin}/api/v1/urban/options/whoami`);
      expect(await whoami.json()).toEqual({ logged_in: false });
      const login = await fetch(`${server.origin}/user/login`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'demo', password: 'demo' }),
        redirect: 'manual',
      });
      expect(login.status).toBe(303);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const me = await fetch(`${server.origin}/api/v1/urban/options/whoami`, { headers: { cookie } });
      expect(((await me.json()) as { logged_in: boolean }).logged_in).toBe(true);
    } finally {
      expect(await stop(server, 'SIGTERM')).toBe('exit code 0');
    }
  }, 180_000);

  it('keeps the data of an earlier start: no second seed, no new demo accounts', async () => {
    const server = await startServer();
    try {
      expect(server.output()).not.toContain('Demo accounts');
      const login = await fetch(`${server.origin}/user/login`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'demo', password: 'demo' }),
        redirect: 'manual',
      });
      expect(login.status).toBe(303);
    } finally {
      expect(await stop(server, 'SIGINT')).toBe('exit code 0');
    }
  }, 180_000);
});
