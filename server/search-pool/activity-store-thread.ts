import { parentPort, workerData } from 'node:worker_threads';
import { connectSearchThread } from './search-connection';
import { buildActivityStore } from '../queries/rental/activity-store';
import type { SearchDatabase } from './search-task';
import { ACTIVITY_BUILD_NICENESS, lowerThisThreadPriority } from './thread-priority';

/**
 * The rental activity store's build (server/queries/rental/activity-store.ts) on a thread of its
 * own at the lowest priority (ACTIVITY_BUILD_NICENESS), which ends once it has posted the store
 * to the pool (search-runner.ts).
 */
lowerThisThreadPriority(ACTIVITY_BUILD_NICENESS);
const database = workerData as SearchDatabase;
const { db } = connectSearchThread(database, 1);
try {
  parentPort?.postMessage(await buildActivityStore(db));
} finally {
  await db.destroy();
}
