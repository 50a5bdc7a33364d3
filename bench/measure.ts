/**
 * Timing helpers. Each sample records wall-clock and CPU time (user + system of this process).
 * On this shared 2-core machine other jobs inflate wall time; the CPU time of the measured code
 * is the work the engine itself does, so budgets are checked on the CPU-time median and both are
 * reported.
 */
export interface Sample {
  wallMs: number;
  cpuMs: number;
}

export interface Summary {
  iterations: number;
  wallMedianMs: number;
  cpuMedianMs: number;
}

function cpuNowMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarize(samples: Sample[]): Summary {
  return {
    iterations: samples.length,
    wallMedianMs: median(samples.map((sample) => sample.wallMs)),
    cpuMedianMs: median(samples.map((sample) => sample.cpuMs)),
  };
}

/** Runs `work` `warmup` times untimed, then `iterations` times timed. */
export async function measure(
  work: () => unknown | Promise<unknown>,
  iterations: number,
  warmup = 1,
): Promise<Summary> {
  for (let i = 0; i < warmup; i++) await work();
  const samples: Sample[] = [];
  for (let i = 0; i < iterations; i++) {
    const wallStart = performance.now();
    const cpuStart = cpuNowMs();
    await work();
    samples.push({ wallMs: performance.now() - wallStart, cpuMs: cpuNowMs() - cpuStart });
  }
  return summarize(samples);
}
