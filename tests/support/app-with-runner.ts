import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '@server/app';
import { SESSION_COOKIE } from '@server/auth/session-cookie';
import type { ServerConfig } from '@server/config';
import type { Database } from '@server/db/database';
import type { SearchRunner } from '@server/search-pool/search-runner';
import type { SearchDatabase } from '@server/search-pool/search-task';
import { TEST_DEMO_PASSWORD } from '@test-support/test-app';

/** A second app on a test app's database, with the given search runner. */
export async function appWithRunner(
  db: Kysely<Database>,
  config: ServerConfig,
  searchRunner: SearchRunner,
): Promise<FastifyInstance> {
  return buildApp({ db, config, searchRunner });
}

export async function login(app: FastifyInstance, username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/user/login',
    payload: new URLSearchParams({ username, password: TEST_DEMO_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`login as ${username} failed: HTTP ${response.statusCode}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Where a search thread finds the test app's data: its SQLite file, or its PostgreSQL schema. */
export async function searchDatabaseOf(db: Kysely<Database>): Promise<SearchDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return { kind: 'postgres', url, searchPath: rows[0]?.schema ?? 'public' };
  }
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  const file = rows.find((row) => row.name === 'main')?.file;
  if (!file) throw new Error('the test database has no file');
  return { kind: 'sqlite', file };
}
