import { MessageChannel, Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { SavedViewTotals } from '../queries/visits/saved-view-rows';
import {
  savedViewChanges,
  savedViewTotalsNow,
  type SavedViewChanges,
  type SavedViewChangesTask,
  type SavedViewTotalsTask,
} from '../queries/visits/visit-changes';
import { runTask } from './run-task';
import type { BodyHead } from './built-body';
import type { ActivityWarmUpTask, SearchDatabase, SearchOutcome, SearchTask } from './search-task';
import type { ActivityStore } from '../queries/rental/activity-store';

/** Runs searches: on a pool of search threads, or (SEARCH_THREADS=0, tests) in the request thread. */
export interface SearchRunner {
  readonly threads: number;
  /** `onHead` gets the head of an answer sent in parts before the outcome (buildArrowBody). */
  run(task: SearchTask, onHead?: (head: BodyHead) => void): Promise<SearchOutcome>;
  /**
   * What moved in an account's saved views' visits, by the views' own searches (What's new,
   * server/queries/visits/visit-changes.ts); a runner without it leaves them to the request thread.
   */
  savedViewChanges?(task: SavedViewChangesTask): Promise<Array<SavedViewChanges | null>>;
  /** A market totals view's rows now, by its own search (its visit); likewise. */
  savedViewTotals?(task: SavedViewTotalsTask): Promise<SavedViewTotals | null>;
  /** Whether the pool holds a rental activity store, once any build under way has ended (tests). */
  hasActivityStore?(): Promise<boolean>;
  /** The threads (ids) that warmed up on the pool's store, once any build under way has ended (tests). */
  activityWarmedThreads?(): Promise<number[]>;
  close(): Promise<void>;
}

export function inProcessRunner(db: Kysely<Database>): SearchRunner {
  return {
    threads: 0,
    run: (task, onHead) => runTask(db, task, onHead),
    savedViewChanges: (task) => savedViewChanges(db, task),
    savedViewTotals: (task) => savedViewTotalsNow(db, task),
    close: async () => undefined,
  };
}

/** How the server's line about its rental activity store starts, built or not (server/main.ts; the benches wait for it). */
export const ACTIVITY_STORE_LINE = 'Rental activity store';

const THREAD_ENTRY = new URL('./search-thread-entry.mjs', import.meta.url).href;
const ACTIVITY_THREAD_ENTRY = new URL('./activity-store-thread-entry.mjs', import.meta.url);

/**
 * Builds a rental activity store on a thread of its own (activity-store-thread.ts), at the lowest
 * priority, so the searches keep their threads and cores meanwhile. `stop` ends the build.
 */
function buildOnOwnThread(database: SearchDatabase): { store: Promise<ActivityStore | null>; stop(): void } {
  const thread = new Worker(ACTIVITY_THREAD_ENTRY, { workerData: database, execArgv: [] });
  const store = new Promise<ActivityStore | null>((resolve, reject) => {
    thread.once('message', (built: ActivityStore | null) => resolve(built));
    thread.once('error', reject);
    thread.once('exit', (code) =>
      reject(new Error(`the rental activity store's build thread exited with code ${code}`)),
    );
  });
  return { store, stop: () => void thread.terminate() };
}

/**
 * A fixed pool of worker threads (piscina), each with its own connection: the database read,
 * the response's JSON and its compression happen there, so the request thread only checks the
 * session, validates the parameters and writes bytes. Threads start with the server and stay.
 */
export function pooledRunner(database: SearchDatabase, threads: number): Required<SearchRunner> {
  const pool = new Piscina({
    filename: THREAD_ENTRY,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: database,
    // The entry registers tsx itself; inheriting `--import tsx` (or a test runner's flags) would add a second loader.
    execArgv: [],
  });
  /*
   * The rental activity store (server/queries/rental/activity-store.ts): one copy for every
   * thread, built on a thread of its own at the lowest priority (buildOnOwnThread) and handed to
   * the search threads with each task. Built in the background at start rather than on first use,
   * since the first filtered market history would otherwise read SQL (7.1 s at SEED_SCALE=10) and
   * the build takes longer still (about 11 s of one thread's CPU at SEED_SCALE=10); built again
   * when a thread finds it of an older generation (the rental activity was written), meanwhile
   * the history reads SQL.
   */
  let activity: ActivityStore | null = null;
  let warmed: number[] = [];
  let building: Promise<void> | null = null;
  let stopBuild = () => undefined as void;
  let closed = false;
  const buildActivity = () => {
    if (closed || building !== null) return;
    const build = buildOnOwnThread(database);
    stopBuild = build.stop;
    building = build.store
      .then(
        async (store) => {
          activity = store;
          warmed = store === null ? [] : await warmUpThreads(store);
        },
        (error: unknown) => {
          if (!closed) console.warn('Rental activity store build failed', error);
        },
      )
      .finally(() => {
        building = null;
      });
  };
  /*
   * Each thread runs filtered histories on a new store before the build counts as done (warm-up.ts
   * warmUpFilteredHistory): a thread's first ones took twice a warm one's time. The searches read
   * the store meanwhile.
   */
  const warmUpThreads = async (store: ActivityStore): Promise<number[]> => {
    const arrived = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const task: ActivityWarmUpTask = { activity: store, arrived, threads };
    try {
      return await Promise.all(
        Array.from({ length: threads }, async () => (await pool.run(task, { name: 'warmUpActivityStore' })) as number),
      );
    } catch (error) {
      // Only slower first searches: the store is in either way.
      if (!closed) console.warn('Rental activity store warm-up failed', error);
      return [];
    }
  };
  buildActivity();
  const withActivity = (task: SearchTask): SearchTask => (activity === null ? task : { ...task, activity });
  const outcomeOf = (outcome: SearchOutcome) => {
    if (outcome.activityWanted === true) buildActivity();
    return outcome;
  };
  return {
    threads,
    run: async (task, onHead) => {
      if (onHead === undefined) return outcomeOf((await pool.run(withActivity(task))) as SearchOutcome);
      // The head comes on a port of its own, posted before the thread's answer but not ordered
      // with it (another port): an answer whose head was sent waits for it.
      const { port1, port2 } = new MessageChannel();
      let headArrived = () => undefined as void;
      const head = new Promise<void>((resolve) => (headArrived = resolve));
      port1.on('message', (body: BodyHead) => {
        onHead(body);
        headArrived();
      });
      try {
        const outcome = (await pool.run(
          { ...withActivity(task), heads: port2 },
          { transferList: [port2] },
        )) as SearchOutcome;
        if (outcome.headSent === true) await head;
        return outcomeOf(outcome);
      } finally {
        port1.close();
      }
    },
    // The thread module's exports of those names (search-thread.ts).
    savedViewChanges: async (task) =>
      (await pool.run(task, { name: 'savedViewChanges' })) as Array<SavedViewChanges | null>,
    savedViewTotals: async (task) => (await pool.run(task, { name: 'savedViewTotals' })) as SavedViewTotals | null,
    hasActivityStore: async () => {
      await building;
      return activity !== null;
    },
    activityWarmedThreads: async () => {
      await building;
      return warmed;
    },
    close: () => {
      closed = true;
      stopBuild();
      return pool.close();
    },
  };
}

/**
 * The server's pool (server/main.ts): a pooledRunner that `restart` replaces with fresh threads
 * (warmed up on the data now there). Every member of the pool is forwarded with all its
 * arguments: a wrapper that named only `run(task)` dropped the Arrow head's `onHead` (the answer
 * went out whole, once encoded and compressed) and the saved views' comparisons (run on the
 * request thread instead). `Required` makes the compiler ask for each member the pool has.
 */
export function restartablePool(
  database: SearchDatabase,
  threads: number,
): { runner: Required<SearchRunner>; restart(): Promise<void> } {
  let pool = pooledRunner(database, threads);
  return {
    runner: {
      threads,
      run: (...args) => pool.run(...args),
      savedViewChanges: (...args) => pool.savedViewChanges(...args),
      savedViewTotals: (...args) => pool.savedViewTotals(...args),
      hasActivityStore: () => pool.hasActivityStore(),
      activityWarmedThreads: () => pool.activityWarmedThreads(),
      close: () => pool.close(),
    },
    restart: async () => {
      const replaced = pool;
      pool = pooledRunner(database, threads);
      await replaced.close();
    },
  };
}
