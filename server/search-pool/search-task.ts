import type { BodyFormat } from '../http/body-encoding';
import type { MessagePort } from 'node:worker_threads';
import type { ActivityStore } from '../queries/rental/activity-store';
import type { BodyEncoding, BuiltBody } from './built-body';
import type { SearchName } from './searches';

/** What the request thread asks of a search thread. */
export interface SearchTask {
  name: SearchName;
  /** The validated parameters (structured-cloneable: plain objects, arrays, numbers, text). */
  params: unknown;
  encoding: BodyEncoding;
  /** Arrow only for a search with rows (SEARCH_ROWS); the request thread decides. */
  format: BodyFormat;
  /** Where a search thread posts the head of an answer sent in parts (BodyHead, built-body.ts), when the caller wants it. */
  heads?: MessagePort;
  /** The rental activity store of the pool (its SharedArrayBuffers are shared, not copied), once built. */
  activity?: ActivityStore;
}

/** A search's answer: the body, or an error whose message is safe to show (an HttpError's). */
export type SearchOutcome = (({ ok: true } & BuiltBody) | { ok: false; statusCode: number; message: string }) & {
  /** The search wanted an activity store of the data's generation and had none: the pool builds one. */
  activityWanted?: boolean;
  /**
   * The thread posted the answer's head on `heads`: the answer comes on another port, and two
   * ports keep no order between them, so the pool waits for the head before it resolves.
   */
  headSent?: boolean;
};

/** Where a search thread finds the data: its own read-only SQLite connection, or its own small pg pool. */
export type SearchDatabase = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; searchPath?: string };

/** A new rental activity store's warm-up on each search thread (search-thread.ts warmUpActivityStore). */
export interface ActivityWarmUpTask {
  activity: ActivityStore;
  /** How many threads took their warm-up task so far (one Int32 over a SharedArrayBuffer). */
  arrived: Int32Array;
  /** The pool's threads: each waits for this many to arrive. */
  threads: number;
}
