/**
 * The smoke run (`npm run bench:smoke`, bench/smoke.ts): every benchmark once, on small inputs,
 * with no budget checked, so a benchmark that cannot start from a fresh clone fails CI. A step
 * fails only when its command exits with an error; the figures of a smoke run mean nothing.
 *
 * `{data}` is a small seeded SQLite database the run writes first; `{tmp}` a folder of its own.
 * `covers` names the commands a step runs in turn (tests/unit/bench/smoke-steps.test.ts holds
 * every benchmark command under bench/ to being run by a step).
 */
export interface SmokeStep {
  name: string;
  /** The command under bench/ the step runs with `node --import tsx`. */
  script: string;
  args: readonly string[];
  /** Other benchmark commands the script starts itself. */
  covers?: readonly string[];
  /** Minutes after which the step counts as stuck (default: SMOKE_STEP_MINUTES). */
  minutes?: number;
}

/** A step that has not finished by then is stuck (a page that never reports waits 5 minutes). */
export const SMOKE_STEP_MINUTES = 4;

/** Seed scale of the smoke run's database: enough sales (2,500) for the sales benchmark's 1,000-row wait. */
export const SMOKE_SEED_SCALE = '0.1';

export const SMOKE_STEPS: readonly SmokeStep[] = [
  {
    name: 'bench:check once small: server payloads, widest sales and rental searches, engine scenarios, long-task page',
    script: 'bench/run.ts',
    args: ['--smoke', '--seeded', '{data}'],
    // Three benches against the server and two Chromium pages, each of which may take a few minutes on a loaded machine.
    minutes: 12,
    covers: [
      'server/perf/measure-payloads.ts',
      'bench/sales-search.ts',
      'bench/rental-search.ts',
      'bench/browser-long-tasks.ts',
      'bench/export-process.ts',
    ],
  },
  {
    name: 'results table scroll, production page, traced and profiled',
    script: 'bench/table-scroll.ts',
    args: [
      '--production',
      '--trace',
      '{tmp}/table-scroll.trace.json',
      '--cpu-profile',
      '{tmp}/table-scroll.cpuprofile',
    ],
  },
  {
    name: 'long tasks of the trace',
    script: 'bench/browser/trace-long-tasks.ts',
    args: ['{tmp}/table-scroll.trace.json'],
  },
  {
    name: 'long tasks of the CPU profile',
    script: 'bench/browser/cpu-profile-long-tasks.ts',
    args: ['{tmp}/table-scroll.cpuprofile', '--all-code'],
  },
  {
    name: 'engine steps on the widest sales search in Node, Arrow and JSON datasets, profiled',
    script: 'bench/sales-engine.ts',
    args: ['--seeded', '{data}', '--runs', '1', '--profile', '{tmp}/sales-engine'],
  },
  // The scale benchmark on the small database (its own seed is ten times the default, minutes).
  { name: 'three widest searches at scale', script: 'bench/scale-search.ts', args: ['--seeded', '{data}'] },
  { name: 'sale page PDF', script: 'bench/pdf-export.ts', args: ['--seeded', '{data}'] },
  // The smoke database is seeded at the newest migration, so this migrates nothing: it checks the
  // command opens a seeded file and reports.
  { name: 'migrate a seeded file', script: 'bench/migrate-file.ts', args: ['{data}'] },
  {
    name: 'rental searches from the rollups and the activity rows',
    script: 'bench/rental-rollups.ts',
    args: ['--db', '{data}', '--runs', '1'],
  },
  {
    name: 'the widest old-stock searches, piece by piece',
    script: 'bench/rental-pieces.ts',
    args: ['--db', '{data}', '--runs', '1'],
  },
  {
    name: 'filtered rental history from the activity store and from SQL',
    script: 'bench/rental-history-store.ts',
    args: ['--db', '{data}', '--runs', '1'],
  },
  {
    name: 'rental market history page, its UI task per Search, profiled',
    script: 'bench/history-ui-task.ts',
    args: ['--seeded', '{data}', '--runs', '1', '--profile', '{tmp}/history-ui-task.cpuprofile'],
  },
  {
    name: 'server under load',
    script: 'bench/load/run.ts',
    args: ['--seeded', '{data}', '--seconds', '1', '--soak-seconds', '1'],
  },
];

/** A step's arguments with `{data}` and `{tmp}` filled in. */
export function stepArguments(step: SmokeStep, places: { data: string; tmp: string }): string[] {
  return step.args.map((arg) => arg.replaceAll('{data}', places.data).replaceAll('{tmp}', places.tmp));
}
