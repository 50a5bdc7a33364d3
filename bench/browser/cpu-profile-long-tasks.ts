/**
 * Reads a V8 CPU profile (CDP `Profiler.stop`) of a page and explains its long tasks: stretches
 * of consecutive busy samples longer than the budget, with the functions that took their time,
 * by self time and by total time (our own source files only, so the call into our code that led
 * to the work shows up).
 *
 *   npx tsx bench/browser/cpu-profile-long-tasks.ts PROFILE.cpuprofile [--over 50] [--all-code]
 *
 * `--all-code` counts total time in every function (library code too), for bundled pages whose
 * source files are not told apart by URL.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const IDLE = '(idle)';
/** Idle samples shorter than this inside a task do not end it (sampling jitter). */
const MAX_GAP_US = 2_000;

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^https?:\/\/[^/]+\//, '').replace(/\?.*$/, '');
  return file === '' ? functionName || '(anonymous)' : `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

function top(times: Map<string, number>, count: number): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `    ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n');
}

export function explainLongTasks(profile: CpuProfile, overMs: number, isOwnCode: (url: string) => boolean): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  let time = profile.startTime;
  const stamps = profile.timeDeltas.map((delta) => (time += delta));
  const tasks: Array<{ from: number; to: number }> = [];
  let from = -1;
  let lastBusy = -1;
  for (let index = 0; index < profile.samples.length; index++) {
    const node = byId.get(profile.samples[index] ?? -1);
    const stamp = stamps[index] ?? 0;
    if (node === undefined || node.callFrame.functionName === IDLE) {
      if (from >= 0 && stamp - (stamps[lastBusy] ?? 0) > MAX_GAP_US) {
        tasks.push({ from, to: lastBusy });
        from = -1;
      }
      continue;
    }
    if (from < 0) from = index;
    lastBusy = index;
  }
  if (from >= 0) tasks.push({ from, to: lastBusy });

  const lines: string[] = [];
  for (const task of tasks) {
    const durationUs = (stamps[task.to] ?? 0) - (stamps[task.from] ?? 0);
    if (durationUs < overMs * 1000) continue;
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    for (let index = task.from; index <= task.to; index++) {
      const weight = (stamps[index + 1] ?? stamps[index] ?? 0) - (stamps[index] ?? 0);
      let node = byId.get(profile.samples[index] ?? -1);
      if (node === undefined || node.callFrame.functionName === IDLE) continue;
      self.set(frameName(node), (self.get(frameName(node)) ?? 0) + weight);
      const seen = new Set<string>();
      while (node !== undefined) {
        const name = frameName(node);
        if (isOwnCode(node.callFrame.url) && !seen.has(name)) {
          seen.add(name);
          total.set(name, (total.get(name) ?? 0) + weight);
        }
        const parent = parentOf.get(node.id);
        node = parent === undefined ? undefined : byId.get(parent);
      }
    }
    const startMs = ((stamps[task.from] ?? 0) - profile.startTime) / 1000;
    lines.push(`task at ${startMs.toFixed(0)} ms, ${(durationUs / 1000).toFixed(1)} ms`);
    lines.push('  self time:', top(self, 12), '  total time:', top(total, 24));
  }
  return lines.length === 0 ? `no task over ${overMs} ms` : lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2];
  if (path === undefined) throw new Error('usage: cpu-profile-long-tasks.ts PROFILE [--over MS]');
  const overIndex = process.argv.indexOf('--over');
  const overMs = overIndex > 0 ? Number(process.argv[overIndex + 1]) : 50;
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const allCode = process.argv.includes('--all-code');
  console.log(explainLongTasks(profile, overMs, (url) => allCode || /\/(src|tests|bench)\//.test(url)));
}
