import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { killed, privatePostgresSchema, serverEnv, startServer, type SpawnedServer } from './spawned-server';

/**
 * The server killed with SIGKILL in the middle of use and started again loses no session and no
 * data. On SQLite (a private DATA_DIR) and, when DATABASE_URL is set (scripts/ci-postgres.sh),
 * on PostgreSQL in a private schema of that database.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketview-sigkill-'));
const postgres = privatePostgresSchema('mv_sigkill');
const databaseUrl = postgres?.url;

function env(): NodeJS.ProcessEnv {
  const settings: Record<string, string | undefined> = {
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
  };
  if (databaseUrl) settings.DATABASE_URL = databaseUrl;
  return serverEnv(settings);
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function logIn(server: SpawnedServer, password: string): Promise<Response> {
  return fetch(`${server.origin}/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'demo', password }),
    redirect: 'manual',
  });
}

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

async function loggedIn(server: SpawnedServer, cookie: string): Promise<boolean> {
  const response = await fetch(`${server.origin}/api/v1/urban/options/whoami`, { headers: { cookie } });
  return ((await response.json()) as { logged_in: boolean }).logged_in;
}

describe(`SIGKILL in the middle of use (${databaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('loses no session and no data, and the database is intact', async () => {
    const first = await startServer(env());
    let sessionCookie = '';
    try {
      const login = await logIn(first, 'demo');
      expect(login.status).toBe(303);
      sessionCookie = cookieOf(login);
      // A written change: the password (and the sessions it ends).
      const change = await fetch(`${first.origin}/user/password`, {
        method: 'POST',
        headers: { cookie: sessionCookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          current_password: 'demo',
          new_password: 'after-the-crash',
          confirm_password: 'after-the-crash',
        }).toString(),
      });
      expect(change.status).toBe(200);
      // Killed while requests are in flight: searches, whoami calls and logins writing sessions.
      const inFlight = [
        ...Array.from({ length: 6 }, () =>
          fetch(`${first.origin}/api/v1/urban/project/byregionlanding?regionId[]=1`, {
            headers: { cookie: sessionCookie },
          }),
        ),
        ...Array.from({ length: 6 }, () => logIn(first, 'after-the-crash')),
      ].map((request) => request.then(() => 'answered').catch(() => 'cut'));
      await new Promise((done) => setTimeout(done, 50));
      expect(await killed(first, 'SIGKILL')).toBe('SIGKILL');
      await Promise.all(inFlight);
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
    }

    if (!databaseUrl) {
      const check = new Database(path.join(dataDir, 'marketview.sqlite'));
      try {
        expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        check.close();
      }
    }

    const second = await startServer(env());
    try {
      // No second seed and no new demo accounts: the data of the first start are all there.
      expect(second.output()).not.toContain('Demo accounts');
      expect(await loggedIn(second, sessionCookie)).toBe(true);
      expect((await logIn(second, 'demo')).status).toBe(401);
      const again = await logIn(second, 'after-the-crash');
      expect(again.status).toBe(303);
      expect(await loggedIn(second, cookieOf(again))).toBe(true);
      const landing = await fetch(`${second.origin}/api/v1/urban/project/byregionlanding?regionId[]=1`, {
        headers: { cookie: sessionCookie },
      });
      expect(landing.status).toBe(200);
    } finally {
      await killed(second, 'SIGTERM');
    }
  }, 300_000);
});
