import { readFileSync } from 'node:fs';

/**
 * Timing helpers. Each sample records wall-clock and CPU time (user + system of this process).
 * On this shared 2-core machine other jobs inflate wall time; the CPU time of the measured code
 * is the work the engine itself does, so budgets are checked on the CPU-time median and both are
 * reported.
 *
 * Process CPU also counts V8's helper threads (concurrent marking and sweeping, compilation),
 * which run beside the measured code, not in its way, and in proportion to its garbage: a
 * comparison of two implementations on process CPU charges one with its garbage collector's
 * parallel work. `threadCpuMs` is the CPU time of the measuring thread alone, the one basis on
 * which two implementations run in one thread compare fairly.
 */
export interface Sample {
  wallMs: number;
  cpuMs: number;
}

export interface Summary {
  iterations: number;
  wallMedianMs: number;
  cpuMedianMs: number;
  /**
   * CPU time of the measuring thread per run: its total over the timed runs divided by their
   * number (the kernel updates a thread's time at scheduler ticks of a few milliseconds, too
   * coarse for one run; over a block of runs the error is about one tick). Wall time where the system
   * does not give a thread's time (see THREAD_CPU).
   */
  threadCpuMs: number;
}

function cpuNowMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Linux: the first field of /proc/thread-self/schedstat is the thread's time on a CPU, in ns. */
const SCHEDSTAT = '/proc/thread-self/schedstat';

/** Milliseconds of CPU the calling thread has used, or null where the system does not tell. */
export function threadCpuNowMs(): number | null {
  try {
    const nanoseconds = Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]);
    return Number.isFinite(nanoseconds) ? nanoseconds / 1e6 : null;
  } catch {
    return null;
  }
}

/** How `Summary.threadCpuMs` is measured here, as printed beside the figures. */
export const THREAD_CPU: 'thread cpu' | 'wall' = threadCpuNowMs() === null ? 'wall' : 'thread cpu';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarize(samples: Sample[], threadCpuTotalMs: number | null): Summary {
  const wallTotal = samples.reduce((sum, sample) => sum + sample.wallMs, 0);
  return {
    iterations: samples.length,
    wallMedianMs: median(samples.map((sample) => sample.wallMs)),
    cpuMedianMs: median(samples.map((sample) => sample.cpuMs)),
    threadCpuMs: (threadCpuTotalMs ?? wallTotal) / samples.length,
  };
}

/**
 * Runs `work` `warmup` times untimed, then `iterations` times timed. `prepare`, when given, runs
 * untimed before each run and hands its result to `work` (e.g. buffers a run transfers away).
 */
export async function measure<T = void>(
  work: (prepared: T) => unknown | Promise<unknown>,
  iterations: number,
  warmup = 1,
  prepare?: () => T,
): Promise<Summary> {
  const input = () => (prepare ? prepare() : (undefined as T));
  for (let i = 0; i < warmup; i++) await work(input());
  const samples: Sample[] = [];
  // Without `prepare` the runs follow each other, so one reading before and one after cover them
  // all (one tick of error in all); with it, the runs' own intervals are added up.
  let threadCpuTotal: number | null = 0;
  const blockStart = threadCpuNowMs();
  for (let i = 0; i < iterations; i++) {
    const prepared = input();
    const threadStart = prepare ? threadCpuNowMs() : 0;
    const wallStart = performance.now();
    const cpuStart = cpuNowMs();
    await work(prepared);
    samples.push({ wallMs: performance.now() - wallStart, cpuMs: cpuNowMs() - cpuStart });
    const threadEnd = prepare ? threadCpuNowMs() : 0;
    threadCpuTotal =
      threadStart === null || threadEnd === null || threadCpuTotal === null
        ? null
        : threadCpuTotal + threadEnd - threadStart;
  }
  const blockEnd = threadCpuNowMs();
  if (!prepare) threadCpuTotal = blockStart === null || blockEnd === null ? null : blockEnd - blockStart;
  return summarize(samples, threadCpuTotal);
}
