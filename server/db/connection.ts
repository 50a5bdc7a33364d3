import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Compilable, Kysely, PostgresAdapter, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import type { Database } from './database';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data live, for the start-up log (never includes a password). */
  location: string;
}

export const SQLITE_FILE_NAME = 'marketview.sqlite';

/** SQLite file in `dataDir` by default; PostgreSQL when `databaseUrl` is set. */
export function connectDatabase(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): DatabaseConnection {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return connectSqlite(path.join(config.dataDir, SQLITE_FILE_NAME));
}

/** The database could not be opened or reached at start: the message says which and what to check. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Connects and proves the database answers (`select 1`) before anything else runs, so a folder
 * that cannot be written or a PostgreSQL server that cannot be reached stops the start with one
 * clear message instead of a stack trace from the first migration.
 */
export async function openDatabase(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): Promise<DatabaseConnection> {
  let connection: DatabaseConnection | null = null;
  try {
    connection = connectDatabase(config);
    await sql`select 1`.execute(connection.db);
    return connection;
  } catch (error) {
    await connection?.db.destroy().catch(() => undefined);
    throw new DatabaseUnavailableError(unavailableMessage(config, error));
  }
}

function unavailableMessage(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>, error: unknown): string {
  const reason = errorReason(error);
  if (config.databaseUrl) {
    const { host, pathname } = new URL(config.databaseUrl);
    return `cannot reach the PostgreSQL database postgres://${host}${pathname} (${reason}). Check DATABASE_URL and that the database server is running.`;
  }
  return `cannot open the SQLite database in ${config.dataDir} (${reason}). Check that DATA_DIR is a folder this user can create and write to.`;
}

/** The code and message of an error; a failed connection to every address of a host is an AggregateError with an empty message. */
function errorReason(error: unknown): string {
  const first = error instanceof AggregateError && error.errors.length > 0 ? (error.errors[0] as unknown) : error;
  if (!(first instanceof Error)) return String(first);
  const code = (first as { code?: unknown }).code;
  const message = first.message || (typeof code === 'string' ? code : first.name);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** The SQLite handle under each Kysely instance this module made, for valueRows. */
const SQLITE_HANDLES = new WeakMap<Kysely<Database>, SqliteDatabase.Database>();

function sqliteKysely(sqlite: SqliteDatabase.Database): Kysely<Database> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  SQLITE_HANDLES.set(db, sqlite);
  return db;
}

/**
 * A select's rows as arrays of its values in the select list's order. On SQLite they are read in
 * better-sqlite3's raw mode: building one object per row cost more than reading the rows (the
 * widest old-stock search's 75,000 rollup rows: about 250 ms of CPU, bench/RESULTS.md). Through the
 * driver's connection, so the read waits for a transaction another request holds open, as Kysely's
 * own queries do. Elsewhere (PostgreSQL, an instance made by withPlugin or a transaction) the
 * rows Kysely returns, in their columns' order.
 */
export async function valueRows(db: Kysely<Database>, query: Compilable): Promise<unknown[][]> {
  const compiled = query.compile();
  const sqlite = SQLITE_HANDLES.get(db);
  if (!sqlite) return (await db.executeQuery<Record<string, unknown>>(compiled)).rows.map((row) => Object.values(row));
  return db
    .connection()
    .execute(async () => sqlite.prepare(compiled.sql).raw().all(compiled.parameters) as unknown[][]);
}

export function connectSqlite(file: string): DatabaseConnection {
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers continue while a request writes (sessions, login attempts).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: sqliteKysely(sqlite), dialect: 'sqlite', location: file };
}

/**
 * A search thread reads the file through a memory map: a page is read in place instead of copied
 * from the operating system's cache into the connection's 16 MB page cache, which a wide search
 * overflows. The rental market history narrowed by Year Built From 1970 at SEED_SCALE=10 reads its
 * kept buildings (every building's row, about 52 MB of pages) in 60-70 ms of CPU with copies and
 * 16-18 ms mapped (bench/rental-history-store.ts). better-sqlite3's SQLite caps the map at 2 GB
 * (SQLITE_MAX_MMAP_SIZE); pages past it are read as before. Only read-only connections map: the
 * app never shrinks the file (no VACUUM, no auto_vacuum), the case SQLite's documentation warns of.
 */
const SEARCH_MMAP_BYTES = 2 ** 31;

/**
 * A search thread's connection: read-only, so only the request thread's connection ever writes
 * (sessions, login attempts). That connection set WAL mode, which lets this one read meanwhile.
 */
export function connectSqliteReadOnly(file: string): DatabaseConnection {
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`mmap_size = ${SEARCH_MMAP_BYTES}`);
  return { db: sqliteKysely(sqlite), dialect: 'sqlite', location: file };
}

const PG_INT8_OID = 20;
const PG_NUMERIC_OID = 1700;

/**
 * pg returns BIGINT (count(*), epoch milliseconds) and NUMERIC (avg(), sum of decimals) as strings;
 * SQLite returns numbers. Parsing them as numbers makes every query read the same on both.
 * Our values stay far below 2^53, so no precision is lost.
 */
const sameAsSqliteTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_INT8_OID || oid === PG_NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/**
 * `searchPath` confines every unqualified table to one schema (tests use a schema per app);
 * `maxConnections` keeps each search thread's pool small (pg's default is 10).
 */
export function connectPostgres(
  url: string,
  options: { searchPath?: string; maxConnections?: number } = {},
): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    types: sameAsSqliteTypes,
    ...(options.maxConnections ? { max: options.maxConnections } : {}),
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const { host, pathname } = new URL(url);
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
    location: `postgres://${host}${pathname}${options.searchPath ? ` (schema ${options.searchPath})` : ''}`,
  };
}

/** For the few statements that differ between the two databases (DDL mostly). */
export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
