import { Piscina } from 'piscina';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { runTask } from './run-task';
import type { SearchDatabase, SearchOutcome, SearchTask } from './search-task';

/** Runs searches: on a pool of search threads, or (SEARCH_THREADS=0, tests) in the request thread. */
export interface SearchRunner {
  readonly threads: number;
  run(task: SearchTask): Promise<SearchOutcome>;
  close(): Promise<void>;
}

export function inProcessRunner(db: Kysely<Database>): SearchRunner {
  return { threads: 0, run: (task) => runTask(db, task), close: async () => undefined };
}

const THREAD_ENTRY = new URL('./search-thread-entry.mjs', import.meta.url).href;

/**
 * A fixed pool of worker threads (piscina), each with its own connection: the database read,
 * the response's JSON and its compression happen there, so the request thread only checks the
 * session, validates the parameters and writes bytes. Threads start with the server and stay.
 */
export function pooledRunner(database: SearchDatabase, threads: number): SearchRunner {
  const pool = new Piscina({
    filename: THREAD_ENTRY,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: database,
    // The entry registers tsx itself; inheriting `--import tsx` (or a test runner's flags) would add a second loader.
    execArgv: [],
  });
  return {
    threads,
    run: (task) => pool.run(task) as Promise<SearchOutcome>,
    close: () => pool.close(),
  };
}
