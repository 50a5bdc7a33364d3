import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SALES_QUERY } from '@contract/sales-search';
import type { RegionsResponse } from '@contract/geography';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import { killed, privatePostgresSchema, serverEnv, startServer, type SpawnedServer } from './spawned-server';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer (README "Several
 * processes"): started together on an empty database (one seeds, the other waits for it), they
 * serve one subscriber's session interchangeably, share the login throttle, and when one is
 * killed in the middle of use the other loses no session and answers every request. Runs where
 * DATABASE_URL is set (scripts/ci-postgres.sh), in a private schema of that database.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketview-two-processes-'));
const postgres = privatePostgresSchema('mv_two');
const MAX_FAILURES = 3;

function env(url: string): NodeJS.ProcessEnv {
  return serverEnv({
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    DATABASE_URL: url,
    LOGIN_MAX_FAILURES: String(MAX_FAILURES),
    // Each process searches on its request thread: two processes of search threads would
    // oversubscribe the CI machine's two cores.
    SEARCH_THREADS: '0',
  });
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function logIn(server: SpawnedServer, password: string): Promise<Response> {
  return fetch(`${server.origin}/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'demo', password }),
    redirect: 'manual',
  });
}

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

async function getJson<T>(server: SpawnedServer, url: string, cookie: string): Promise<T> {
  const response = await fetch(`${server.origin}${url}`, { headers: { cookie } });
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

async function loggedIn(server: SpawnedServer, cookie: string): Promise<boolean> {
  return (await getJson<{ logged_in: boolean }>(server, '/api/v1/urban/options/whoami', cookie)).logged_in;
}

/** Every sub-type over every region and the whole range of sale dates: the widest sales search. */
async function widestSalesSearch(server: SpawnedServer, cookie: string): Promise<string> {
  const options = await getJson<SalesOptionsBasicResponse>(server, '/api/v1/sales/options/basic', cookie);
  const { regions } = await getJson<RegionsResponse>(server, '/api/v1/urban/options/regions', cookie);
  const params = new URLSearchParams({
    [SALES_QUERY.from]: options.saleDateRange.min,
    [SALES_QUERY.to]: options.saleDateRange.max,
  });
  for (const type of options.propertyTypes)
    for (const sub of type.sub_property_types) params.append(`${SALES_QUERY.subPropertyType}[]`, String(sub.id));
  for (const region of regions) params.append(`${SALES_QUERY.regionId}[]`, String(region.id));
  return `/api/v1/sales/sales?${params}`;
}

describe.skipIf(postgres === null)('two server processes on one PostgreSQL database', () => {
  it('serve one session interchangeably, share the login throttle, and the survivor of a kill answers everything', async () => {
    // Started together on the empty schema: both migrate and seed unless one waits for the other.
    const url = postgres!.url;
    const [first, second] = await Promise.all([startServer(env(url)), startServer(env(url))]);
    try {
      // The demo accounts were created once, by whichever process seeded.
      expect([first, second].filter((server) => server.output().includes('Demo accounts'))).toHaveLength(1);

      // Logged in through one, the same cookie searches through the other.
      const login = await logIn(first, 'demo');
      expect(login.status).toBe(303);
      const cookie = cookieOf(login);
      expect(await loggedIn(second, cookie)).toBe(true);
      const search = await widestSalesSearch(second, cookie);
      const rows = await getJson<{ data: Array<{ data: unknown[] }> }>(second, search, cookie);
      expect(rows.data[0]?.data.length).toBeGreaterThan(0);
      // The same answer from either process (per-process caches hold only what the data decide).
      const fromFirst = await fetch(`${first.origin}${search}`, { headers: { cookie } });
      expect(await fromFirst.json()).toEqual(rows);

      // The login throttle counts the failures seen by both: a guesser gains nothing by
      // spreading attempts over the processes.
      for (let attempt = 0; attempt < MAX_FAILURES; attempt++) {
        expect((await logIn(attempt % 2 === 0 ? first : second, 'wrong-password')).status).toBe(401);
      }
      expect((await logIn(first, 'wrong-password')).status).toBe(429);
      expect((await logIn(second, 'demo')).status).toBe(429);

      // Both under load; the first is killed in the middle of it.
      const statuses: number[] = [];
      let stop = false;
      const loop = async (server: SpawnedServer, record: boolean) => {
        for (let index = 0; !stop; index++) {
          const url = index % 2 === 0 ? search : '/api/v1/urban/options/whoami';
          try {
            const response = await fetch(`${server.origin}${url}`, { headers: { cookie } });
            const body = (await response.json()) as { logged_in?: boolean };
            if (record) statuses.push(body.logged_in === false ? 401 : response.status);
          } catch (error) {
            if (record) throw error;
          }
        }
      };
      const loops = [loop(first, false), loop(first, false), loop(second, true), loop(second, true)];
      await new Promise((done) => setTimeout(done, 500));
      expect(await killed(first, 'SIGKILL')).toBe('SIGKILL');
      await new Promise((done) => setTimeout(done, 1_500));
      stop = true;
      await Promise.all(loops);
      expect(statuses.length).toBeGreaterThan(4);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      // The session begun on the dead process lives on.
      expect(await loggedIn(second, cookie)).toBe(true);
    } finally {
      for (const server of [first, second]) {
        if (server.child.exitCode === null && server.child.signalCode === null) await killed(server, 'SIGTERM');
      }
    }
  }, 300_000);
});
