import { threadId, workerData } from 'node:worker_threads';
import { connectSearchThread } from './search-connection';
import type { ActivityWarmUpTask, SearchDatabase, SearchOutcome, SearchTask } from './search-task';
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
import { warmUpFilteredHistory, warmUpSearches } from './warm-up';

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

/**
 * How long a thread of an activity store's warm-up waits for the others to take theirs: a thread
 * busy with a long search meanwhile is not waited for (the warm-up then runs where piscina puts it).
 */
const WARM_UP_GATHER_MS = 5_000;

/**
 * A new rental activity store's warm-up (search-runner.ts hands one to each thread): the thread
 * counts itself in `task.arrived` and waits until every thread of the pool has taken one, so no
 * thread takes two while another takes none (piscina gives a task to any idle thread), then runs
 * the filtered history on the store (warm-up.ts). Answers this thread's id.
 */
export async function warmUpActivityStore(task: ActivityWarmUpTask): Promise<number> {
  setThreadActivityStore(task.activity);
  Atomics.add(task.arrived, 0, 1);
  Atomics.notify(task.arrived, 0);
  const until = performance.now() + WARM_UP_GATHER_MS;
  for (let seen = Atomics.load(task.arrived, 0); seen < task.threads; seen = Atomics.load(task.arrived, 0)) {
    const left = until - performance.now();
    if (left <= 0) break;
    // Blocking is fine: the thread has nothing else to run until this task ends.
    Atomics.wait(task.arrived, 0, seen, left);
  }
  await warmUpFilteredHistory(db);
  return threadId;
}
