import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '@server/app';
import { ensureDemoAccounts } from '@server/auth/demo-accounts';
import { SESSION_COOKIE } from '@server/auth/session-cookie';
import { loadConfig, type ServerConfig } from '@server/config';
import { connectPostgres, connectSqlite } from '@server/db/connection';
import type { Database } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import { seedDatabase } from '@server/seed';

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
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
    ? await copyPostgresTemplate(databaseUrl, seed, scale)
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

/**
 * PostgreSQL: one seeded template schema per (seed, scale, sources), built once under an
 * advisory lock; each test app gets a fresh schema copied from it (tables, indexes, rows and
 * foreign keys), dropped on close. Copying takes a fraction of a second; seeding takes seconds.
 */
async function copyPostgresTemplate(url: string, seed: number, scale: number): Promise<TestDatabase> {
  const admin = connectPostgres(url).db;
  const schema = `mv_test_${randomBytes(6).toString('hex')}`;
  try {
    const template = await postgresTemplate(admin, url, seed, scale);
    await copySchema(admin, template, schema);
  } catch (error) {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
    throw error;
  }
  const { db } = connectPostgres(url, { searchPath: schema });
  return {
    db,
    close: async () => {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

async function postgresTemplate(admin: Kysely<Database>, url: string, seed: number, scale: number): Promise<string> {
  const family = `mv_tpl_${seed}_${String(scale).replace(/\W/g, '_')}_`;
  const template = `${family}${templateKey()}`;
  return admin.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${template}))`.execute(connection);
    try {
      if (!(await schemaExists(connection, template))) {
        // Built under another name and renamed, so a template that exists is always complete.
        const building = `${template}_building`;
        await sql`drop schema if exists ${sql.id(building)} cascade`.execute(connection);
        await sql`create schema ${sql.id(building)}`.execute(connection);
        const { db } = connectPostgres(url, { searchPath: building });
        try {
          await prepare(db, seed, scale);
        } finally {
          await db.destroy();
        }
        await sql`alter schema ${sql.id(building)} rename to ${sql.id(template)}`.execute(connection);
        await dropOutdatedTemplates(connection, family, template);
      }
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${template}))`.execute(connection);
    }
    return template;
  });
}

/** Templates of the same seed and scale built from older sources are never used again. */
async function dropOutdatedTemplates(db: Kysely<Database>, family: string, current: string): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select nspname as name from pg_namespace where starts_with(nspname, ${family}) and nspname <> ${current}`.execute(
    db,
  );
  for (const { name } of rows) await sql`drop schema ${sql.id(name)} cascade`.execute(db);
}

async function schemaExists(db: Kysely<Database>, schema: string): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_namespace where nspname = ${schema}`.execute(db);
  return rows.length > 0;
}

async function copySchema(admin: Kysely<Database>, template: string, schema: string): Promise<void> {
  // One transaction: one commit (and one disk flush) instead of one per statement.
  await admin.transaction().execute(async (connection) => {
    await sql`create schema ${sql.id(schema)}`.execute(connection);
    const { rows: tables } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = ${template} and table_type = 'BASE TABLE'`.execute(connection);
    for (const { name } of tables) {
      // Serial columns keep drawing from the template's sequences, which are already past its rows.
      await sql`create table ${sql.id(schema, name)} (like ${sql.id(template, name)} including all)`.execute(
        connection,
      );
      await sql`insert into ${sql.id(schema, name)} select * from ${sql.id(template, name)}`.execute(connection);
    }
    // LIKE does not copy foreign keys. Read their definitions unqualified (the template first on
    // the search path) and add them again inside the copy.
    await sql`set local search_path to ${sql.id(template)}`.execute(connection);
    const { rows: foreignKeys } = await sql<{ tableName: string; name: string; definition: string }>`
      select c.conrelid::regclass::text as "tableName", c.conname as name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = ${template} and c.contype = 'f'`.execute(connection);
    // Nor functions and triggers (the data revision's, migration 012): their definitions too, the
    // template's schema named in them (pg_get_functiondef and pg_get_triggerdef qualify) renamed.
    const { rows: functions } = await sql<{ definition: string }>`
      select pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = ${template}`.execute(connection);
    const { rows: triggers } = await sql<{ definition: string }>`
      select pg_get_triggerdef(t.oid) as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${template} and not t.tgisinternal`.execute(connection);
    await sql`set local search_path to ${sql.id(schema)}`.execute(connection);
    for (const key of foreignKeys) {
      await sql`alter table ${sql.id(key.tableName)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
        connection,
      );
    }
    // Schema names here are plain lower-case identifiers, written unquoted.
    for (const { definition } of functions)
      await sql.raw(definition.replaceAll(`${template}.`, `${schema}.`)).execute(connection);
    for (const { definition } of triggers)
      await sql.raw(definition.replaceAll(`${template}.`, `${schema}.`)).execute(connection);
  });
}

const TEMPLATE_DIR = path.join(os.tmpdir(), 'marketview-test-templates');
/** Whatever shapes the template's contents: a change to any of these builds a new one. */
const TEMPLATE_SOURCES = [
  'server/db',
  'server/seed',
  // The seed labels each version's comparison entries by the measure catalogue.
  'server/columns',
  // The seed writes each sale's search row as text (sale-row-texts.ts).
  'server/queries/sales',
  // The seed writes the rental rollups (activity-rollups.ts, from the sums of activity-figures.ts).
  'server/queries/rental/activity-rollups.ts',
  'server/queries/rental/activity-figures.ts',
  'contract/months.ts',
  'server/auth/demo-accounts.ts',
  'server/auth/accounts.ts',
  // The record page paths the seed stores (transaction actions).
  'contract/app-paths.ts',
];
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
  const family = `seed-${seed}-scale-${scale}-`;
  const template = path.join(TEMPLATE_DIR, `${family}${templateKey()}.sqlite`);
  const lock = `${template}.lock`;
  while (!fs.existsSync(template)) {
    if (takeLock(lock)) {
      try {
        if (!fs.existsSync(template)) {
          await buildSqliteTemplate(template, seed, scale);
          removeOutdatedTemplates(family, template);
        }
      } finally {
        fs.rmSync(lock, { force: true });
      }
    } else {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return template;
}

/** Templates of the same seed and scale built from older sources are never used again. */
function removeOutdatedTemplates(family: string, current: string): void {
  for (const name of fs.readdirSync(TEMPLATE_DIR)) {
    const file = path.join(TEMPLATE_DIR, name);
    if (name.startsWith(family) && name.endsWith('.sqlite') && file !== current) fs.rmSync(file, { force: true });
  }
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

/** Changes whenever the sources that shape a template's contents change. */
function templateKey(): string {
  return createHash('sha256').update(TEST_AS_OF.toISOString()).update(sourcesFingerprint()).digest('hex').slice(0, 16);
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
