/**
 * Reads a Chromium trace (timeline categories) of a page and breaks each main-thread task over
 * the budget down by what ran inside it: script (by the function called), style, layout, paint,
 * garbage collection, and so on.
 *
 *   npx tsx bench/browser/trace-long-tasks.ts TRACE.json [--over 50]
 */
import { readFileSync } from 'node:fs';

/** The timeline categories this reader needs, for `browser.startTracing`. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'blink.user_timing',
];

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event: its duration minus the time the thread was descheduled. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { functionName?: string; url?: string; lineNumber?: number; type?: string }; name?: string };
}

const TASK = 'RunTask';
/** Events whose own time (minus nested ones) is reported, keyed by how they read. */
const KINDS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'UpdateLayer',
  'HitTest',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'ScheduleStyleRecalculation',
  'IntersectionObserverController::computeIntersections',
]);

function label(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'FunctionCall' && data?.url !== undefined) {
    const file = data.url.replace(/^https?:\/\/[^/]+\//, '').replace(/\?.*$/, '');
    return `FunctionCall ${data.functionName || '(anonymous)'} ${file}:${(data.lineNumber ?? 0) + 1}`;
  }
  if (event.name === 'EventDispatch' && data?.type !== undefined) return `EventDispatch ${data.type}`;
  return event.name;
}

/** One main-thread task: wall time (what the long-task API reports) and the thread's CPU time. */
export interface MainThreadTask {
  wallMs: number;
  cpuMs: number;
}

/**
 * The renderer main thread's tasks between two user-timing marks. On a loaded machine a task's
 * wall time includes the time other processes held the CPU; its thread time does not.
 */
export function mainThreadTasks(events: TraceEvent[], fromMark: string, toMark: string): MainThreadTask[] {
  const main = mainThread(events);
  const markTime = (name: string) => {
    const mark = events.find((event) => event.name === name && event.pid === main.pid);
    if (mark === undefined) throw new Error(`no "${name}" mark in the trace`);
    return mark.ts;
  };
  const from = markTime(fromMark);
  const to = markTime(toMark);
  return events
    .filter(
      (event) =>
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.name === TASK &&
        event.ph === 'X' &&
        event.ts >= from &&
        event.ts <= to,
    )
    .map((event) => ({ wallMs: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? event.dur ?? 0) / 1000 }));
}

function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const named = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (named === undefined) throw new Error('no CrRendererMain thread in the trace');
  return { pid: named.pid, tid: named.tid };
}

export function explainTraceLongTasks(events: TraceEvent[], overMs: number): string {
  const main = mainThread(events);
  const onMain = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = onMain.filter((event) => event.name === TASK && (event.dur ?? 0) > overMs * 1000);
  const origin = onMain[0]?.ts ?? 0;
  const lines: string[] = [];
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts < end && KINDS.has(event.name),
    );
    // Own time: each event's duration minus the reported events nested directly in it.
    const own = new Map<string, number>();
    const stack: Array<{ event: TraceEvent; childTime: number }> = [];
    const close = (until: number) => {
      while (stack.length > 0 && (stack.at(-1)?.event.ts ?? 0) + (stack.at(-1)?.event.dur ?? 0) <= until) {
        const done = stack.pop();
        if (done === undefined) break;
        const name = label(done.event);
        own.set(name, (own.get(name) ?? 0) + (done.event.dur ?? 0) - done.childTime);
        const parent = stack.at(-1);
        if (parent !== undefined) parent.childTime += done.event.dur ?? 0;
      }
    };
    for (const event of inside) {
      close(event.ts);
      stack.push({ event, childTime: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    const accounted = [...own.values()].reduce((sum, value) => sum + value, 0);
    own.set('(other)', (task.dur ?? 0) - accounted);
    const cpu = task.tdur === undefined ? '' : ` (${(task.tdur / 1000).toFixed(1)} ms of CPU)`;
    lines.push(`task at ${((task.ts - origin) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms${cpu}`);
    for (const [name, us] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      if (us >= 500) lines.push(`    ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`);
    }
  }
  return lines.length === 0 ? `no task over ${overMs} ms` : lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2];
  if (path === undefined) throw new Error('usage: trace-long-tasks.ts TRACE [--over MS]');
  const overIndex = process.argv.indexOf('--over');
  const overMs = overIndex > 0 ? Number(process.argv[overIndex + 1]) : 50;
  const trace = JSON.parse(readFileSync(path, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  console.log(explainTraceLongTasks(Array.isArray(trace) ? trace : trace.traceEvents, overMs));
}
