import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../../server/app';
import { ensureDemoAccounts } from '../../../server/auth/demo-accounts';
import { SESSION_COOKIE } from '../../../server/auth/session-cookie';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { connectPostgres, connectSqlite } from '../../../server/db/connection';
import type { Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/seed';

/** The seed's "today" in every test, so the data (and the expected numbers) never move. */
export const TEST_AS_OF = new Date('2026-09-30T00:00:00Z');
export const TEST_DEMO_PASSWORD = 'demo';

export interface TestAppOptions {
  scale?: number;
  seed?: number;
  /** Settings a test needs to differ (e.g. a short throttle window). */
  config?: Partial<ServerConfig>;
  /** Receives the server's log lines (set `config.logLevel` too; tests log nothing by default). */
  logStream?: { write(line: string): void };
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: ServerConfig;
  /** Logs in through POST /user/login and returns the `Cookie` header value for inject(). */
  loginAs(username: string): Promise<string>;
  close(): Promise<void>;
}

const DEFAULT_SCALE = 0.05;
const DEFAULT_SEED = 2026;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A migrated, seeded server with the demo accounts, on a private database: a copy of a cached
 * SQLite template, or a fresh PostgreSQL schema when DATABASE_URL is set (dropped on close).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = options.scale ?? DEFAULT_SCALE;
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir: os.tmpdir(),
    distDir: path.join(os.tmpdir(), 'marketview-test-no-dist'),
    demoPassword: TEST_DEMO_PASSWORD,
    seed,
    seedScale: scale,
    seedAsOf: TEST_AS_OF,
    logLevel: false,
    ...options.config,
  };
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl
    ? await createPostgresSchema(databaseUrl, seed, scale)
    : await copySqliteTemplate(seed, scale);
  // Not readied here: a test may still add probe routes; the first inject() readies it.
  const app = await buildApp({ db: database.db, config, logStream: options.logStream });

  return {
    app,
    db: database.db,
    config,
    loginAs: (username) => loginAs(app, username, config.demoPassword),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function loginAs(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/user/login',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (response.statusCode !== 303 || !cookie) {
    throw new Error(`Login as ${username} failed with HTTP ${response.statusCode}`);
  }
  return `${SESSION_COOKIE}=${cookie.value}`;
}

interface TestDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

async function prepare(db: Kysely<Database>, seed: number, scale: number): Promise<void> {
  await migrateToLatest(db);
  await seedDatabase(db, { seed, scale, asOf: TEST_AS_OF });
  await ensureDemoAccounts(db, TEST_DEMO_PASSWORD);
}

async function createPostgresSchema(url: string, seed: number, scale: number): Promise<TestDatabase> {
  const schema = `mv_test_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(url).db;
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const { db } = connectPostgres(url, { searchPath: schema });
  const close = async () => {
    await db.destroy();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
  };
  try {
    await prepare(db, seed, scale);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close };
}

const TEMPLATE_DIR = path.join(os.tmpdir(), 'marketview-test-templates');
/** Whatever shapes the template's contents: a change to any of these builds a new one. */
const TEMPLATE_SOURCES = ['server/db', 'server/seed', 'server/auth/demo-accounts.ts', 'server/auth/accounts.ts'];
const LOCK_STALE_MS = 5 * 60 * 1000;

async function copySqliteTemplate(seed: number, scale: number): Promise<TestDatabase> {
  const template = await sqliteTemplate(seed, scale);
  const file = path.join(os.tmpdir(), `marketview-test-${randomBytes(6).toString('hex')}.sqlite`);
  fs.copyFileSync(template, file);
  const { db } = connectSqlite(file);
  return {
    db,
    close: async () => {
      await db.destroy();
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

/**
 * Seeding once per (seed, scale, sources) and copying the file keeps every test file fast.
 * Test files run in parallel workers, so one builds while the others wait on a lock file.
 */
async function sqliteTemplate(seed: number, scale: number): Promise<string> {
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const key = createHash('sha256')
    .update(JSON.stringify({ seed, scale, asOf: TEST_AS_OF.toISOString() }))
    .update(sourcesFingerprint())
    .digest('hex')
    .slice(0, 16);
  const template = path.join(TEMPLATE_DIR, `${key}.sqlite`);
  const lock = `${template}.lock`;
  while (!fs.existsSync(template)) {
    if (takeLock(lock)) {
      try {
        if (!fs.existsSync(template)) await buildSqliteTemplate(template, seed, scale);
      } finally {
        fs.rmSync(lock, { force: true });
      }
    } else {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return template;
}

function takeLock(lock: string): boolean {
  try {
    fs.closeSync(fs.openSync(lock, 'wx'));
    return true;
  } catch {
    // A builder that crashed leaves its lock behind; take over once it is clearly abandoned.
    const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
    return false;
  }
}

async function buildSqliteTemplate(template: string, seed: number, scale: number): Promise<void> {
  const building = `${template}.${process.pid}.building`;
  const { db } = connectSqlite(building);
  try {
    await prepare(db, seed, scale);
    // A single self-contained file: fold the write-ahead log in before copying it around.
    await sql`pragma journal_mode = delete`.execute(db);
  } finally {
    await db.destroy();
  }
  fs.renameSync(building, template);
}

function sourcesFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of TEMPLATE_SOURCES.flatMap((source) => listFiles(path.join(REPO_ROOT, source))).sort()) {
    hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

function listFiles(entry: string): string[] {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [entry];
  return fs.readdirSync(entry).flatMap((name) => listFiles(path.join(entry, name)));
}
