import { workerData } from 'node:worker_threads';
import { connectPostgres, connectSqliteReadOnly } from '../db/connection';
import type { SearchDatabase, SearchOutcome, SearchTask } from './search-task';
import { runTask } from './run-task';
import { savedViewsNow, type SavedViewNow, type SavedViewsTask } from '../queries/visits/saved-views-now';
import { lowerThisThreadPriority } from './thread-priority';
import { warmUpSearches } from './warm-up';

/**
 * A search thread of the pool (piscina): one connection of its own for its lifetime, read-only
 * on SQLite (the request thread's connection is the only writer; WAL lets both read at once).
 */
lowerThisThreadPriority();
const database = workerData as SearchDatabase;
const { db } =
  database.kind === 'sqlite'
    ? connectSqliteReadOnly(database.file)
    : connectPostgres(database.url, { searchPath: database.searchPath, maxConnections: 2 });
// Piscina sends the first task once this module has loaded, so the warm-up runs before it.
await warmUpSearches(db);

export default async function search(task: SearchTask): Promise<SearchOutcome> {
  const { heads } = task;
  // The request thread closes the channel once it has the answer (search-runner.ts).
  return runTask(db, task, heads === undefined ? undefined : (head) => heads.postMessage(head));
}

/** What's new's saved views' searches (server/queries/visits/saved-views-now.ts), on this thread's connection. */
export async function savedViews(task: SavedViewsTask): Promise<SavedViewNow[]> {
  return savedViewsNow(db, task);
}
