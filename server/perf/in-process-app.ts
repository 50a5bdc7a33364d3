/**
 * The server's app built in this process on a copy of a seeded SQLite file, logged in as the demo
 * account, for the benchmarks that measure the server's answers without a network
 * (measure-payloads.ts, bench/sales-answers.ts). The file is copied first: the demo accounts and
 * sessions are written to the copy. The search cache is off, so every call reads the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { ensureDemoAccounts } from '../auth/demo-accounts';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { loadConfig, type ServerConfig } from '../config';
import { connectSqlite } from '../db/connection';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ensureSaleRowTexts } from '../queries/sales/sale-row-texts';

export interface InProcessApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The app's configuration (the search cache off), for another app on the same copy. */
  config: ServerConfig;
  /** The demo account's session cookie, `name=value`. */
  cookie: string;
  /** Closes the app and the database and removes the copy. */
  close(): Promise<void>;
}

/** `tag` names the copy in the temp folder (one per process). */
export async function inProcessApp(seeded: string, tag: string): Promise<InProcessApp> {
  const copy = path.join(os.tmpdir(), `marketview-${tag}-${process.pid}.sqlite`);
  fs.copyFileSync(path.resolve(seeded), copy);
  const { db } = connectSqlite(copy);
  const removeCopy = async () => {
    await db.destroy();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${copy}${suffix}`, { force: true });
  };
  try {
    await migrateToLatest(db);
    // As the server does at start: the sales search reads each sale's stored row text.
    await ensureSaleRowTexts(db);
    await ensureDemoAccounts(db, 'demo');
    const config: ServerConfig = {
      ...loadConfig({}),
      logLevel: false as const,
      distDir: path.join(os.tmpdir(), 'marketview-no-dist'),
      searchCacheBytes: 0,
    };
    const app = await buildApp({ db, config });
    const login = await app.inject({
      method: 'POST',
      url: '/user/login',
      payload: 'username=demo&password=demo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const session = login.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    if (!session) {
      await app.close();
      throw new Error(`login failed: HTTP ${login.statusCode}`);
    }
    return {
      app,
      db,
      config,
      cookie: `${SESSION_COOKIE}=${session.value}`,
      close: async () => {
        await app.close();
        await removeCopy();
      },
    };
  } catch (error) {
    await removeCopy();
    throw error;
  }
}
