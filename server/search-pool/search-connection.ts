import { connectPostgres, connectSqliteReadOnly, type DatabaseConnection } from '../db/connection';
import type { SearchDatabase } from './search-task';

/**
 * A thread's own connection to the data (a search thread, the activity store's build thread):
 * read-only on SQLite (the request thread's connection is the only writer; WAL lets both read at
 * once), a small pg pool of its own on PostgreSQL.
 */
export function connectSearchThread(database: SearchDatabase, maxConnections: number): DatabaseConnection {
  return database.kind === 'sqlite'
    ? connectSqliteReadOnly(database.file)
    : connectPostgres(database.url, { searchPath: database.searchPath, maxConnections });
}
