import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
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

export function connectSqlite(file: string): DatabaseConnection {
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers continue while a request writes (sessions, login attempts).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
    location: file,
  };
}

/**
 * A search thread's connection: read-only, so only the request thread's connection ever writes
 * (sessions, login attempts). That connection set WAL mode, which lets this one read meanwhile.
 */
export function connectSqliteReadOnly(file: string): DatabaseConnection {
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
    location: file,
  };
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
