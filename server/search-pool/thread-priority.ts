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
 * takes only what the searches, the request thread and the machine's other work leave (Linux
 * weighs niceness 19 at about a thirtieth of niceness 4). Built on a search thread, it held that
 * thread and a core for about 11 s of CPU at SEED_SCALE=10 while the first searches after a start
 * ran: Projects Old Stock's first rows 1,046 ms without the build, 1,861 ms beside it
 * (bench/scale-search.ts, load 2-3).
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
