import { workerData } from 'node:worker_threads';
import { connectSearchThread } from './search-connection';
import type { SearchDatabase, SearchOutcome, SearchTask } from './search-task';
import { runTask } from './run-task';
import type { BodyHead } from './built-body';
import { activityStoreWanted, setThreadActivityStore } from '../queries/rental/activity-store';
import type { SavedViewTotals } from '../queries/visits/saved-view-rows';
import {
  savedViewChanges as changesOf,
  savedViewTotalsNow,
  type SavedViewChanges,
  type SavedViewChangesTask,
  type SavedViewTotalsTask,
} from '../queries/visits/visit-changes';
import { lowerThisThreadPriority } from './thread-priority';
import { warmUpSearches } from './warm-up';

/** A search thread's pg connections (README "Several processes behind a load balancer": 2 each). */
const SEARCH_THREAD_CONNECTIONS = 2;

/** A search thread of the pool (piscina): one connection of its own for its lifetime (search-connection.ts). */
lowerThisThreadPriority();
const database = workerData as SearchDatabase;
const { db } = connectSearchThread(database, SEARCH_THREAD_CONNECTIONS);
// Piscina sends the first task once this module has loaded, so the warm-up runs before it.
await warmUpSearches(db);

export default async function search(task: SearchTask): Promise<SearchOutcome> {
  const { heads } = task;
  // Piscina gives a thread one task at a time: the store is this task's until the next one.
  setThreadActivityStore(task.activity ?? null);
  // The request thread closes the channel once it has the answer (search-runner.ts).
  let headSent = false;
  const onHead =
    heads === undefined
      ? undefined
      : (head: BodyHead) => {
          heads.postMessage(head);
          headSent = true;
        };
  const outcome = await runTask(db, task, onHead);
  return { ...outcome, ...(activityStoreWanted() ? { activityWanted: true } : {}), ...(headSent ? { headSent } : {}) };
}

/** A market totals view's rows now, for its visit (server/queries/visits/visit-changes.ts), on this thread's connection. */
export async function savedViewTotals(task: SavedViewTotalsTask): Promise<SavedViewTotals | null> {
  return savedViewTotalsNow(db, task);
}

/** What's new's comparison of saved views' visits (server/queries/visits/visit-changes.ts), on this thread's connection. */
export async function savedViewChanges(task: SavedViewChangesTask): Promise<Array<SavedViewChanges | null>> {
  return changesOf(db, task);
}
