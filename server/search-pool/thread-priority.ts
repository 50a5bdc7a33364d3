import fs from 'node:fs';
import os from 'node:os';

/**
 * How much a search thread yields: Linux niceness 4 gets about a third of the CPU share of a
 * normal thread when both want it, and all of it when the request thread is idle. Measured with
 * the load benchmark's scenario (a) (README "The server under load"): niceness 10 starved the
 * searches (2.69 a second) while whoami's p99 was 12 ms; 0 gave 3.34 a second but options' p99
 * 94 ms; 4 gave 3.33 a second with whoami's p99 at 18 ms and options' at 42 ms.
 */
export const SEARCH_THREAD_NICENESS = 4;

/**
 * The rental activity store's build thread (activity-store-thread.ts): the lowest priority, so it
 * takes what the searches and the request thread leave (Linux weighs niceness 19 at about a
 * thirtieth of niceness 4), and no search thread waits behind it. It still slows the searches
 * beside it (V8's collector threads and the memory it fills are not niced): Projects Old Stock's
 * first rows at SEED_SCALE=10 were 0.93-1.05 s without a build, 1.86 s beside it on a search
 * thread and 1.75-2.06 s beside it on this one (bench/scale-search.ts, load 2-4), so the server
 * says when it is built (server/main.ts).
 */
export const ACTIVITY_BUILD_NICENESS = 19;

/**
 * Searches yield the CPU to the request thread, so a login, whoami or options call answers at
 * once even while searches fill every core (the load budget: light calls p99 at most 100 ms).
 * Linux schedules each thread as a task with its own id, and the niceness of that id applies to
 * this thread alone. Returns whether it applied.
 */
export function lowerThisThreadPriority(niceness = SEARCH_THREAD_NICENESS): boolean {
  let taskId: number;
  try {
    // "<pid>/task/<tid>"; only Linux has it.
    taskId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return false;
  }
  if (!Number.isInteger(taskId) || taskId <= 0) return false;
  try {
    os.setPriority(taskId, niceness);
    return true;
  } catch (error) {
    // A container may forbid it; the searches then share the CPU equally, which is still correct.
    console.warn('Could not lower the search thread priority', error);
    return false;
  }
}
