/**
 * Runs the results-table scroll scenario on its own page (bench/browser/table-scroll.html) in
 * Debian Chromium through playwright-core, either as users get it (a Vite production build,
 * React's production build) or from the Vite dev server (React's development build, like the
 * Vitest run) for profiling. Optionally records a V8 CPU profile of the page for
 * `table-scroll-profile.ts`.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build, createServer, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { benchPageConfig } from './project-vite-config';
import { SCENARIO_END_MARK, SCENARIO_START_MARK, type TableScrollPageResult } from './table-scroll-figures';
import { mainThreadTasks, TRACE_CATEGORIES, type MainThreadTask, type TraceEvent } from './trace-long-tasks';

export type PageMode = 'production' | 'development';

const PAGE = 'bench/browser/table-scroll.html';
/** Strings only React's development builds contain (its stack-frame hook, a key warning). */
const REACT_DEVELOPMENT_MARKERS = ['react_stack_bottom_frame', 'Each child in a list should have a unique'];
const PROFILE_SAMPLING_US = 200;

/**
 * The figures, whether the page was a production build (`import.meta.env.PROD`), and the
 * main thread's tasks during the scenario from a Chromium trace (wall and CPU time).
 */
export type PageRun = Exclude<TableScrollPageResult, { error: string }> & { tasks: MainThreadTask[] };

interface PageServer {
  url: string;
  close: () => Promise<void>;
}

/** Fails unless the bundle holds React's production build and none of its development one. */
async function assertProductionReact(outDir: string): Promise<void> {
  const assets = join(outDir, 'assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  for (const name of scripts) {
    const code = await readFile(join(assets, name), 'utf8');
    const marker = REACT_DEVELOPMENT_MARKERS.find((text) => code.includes(text));
    if (marker !== undefined) throw new Error(`${name} holds React's development build ("${marker}")`);
  }
}

async function servePage(mode: PageMode, minify: boolean): Promise<PageServer> {
  // Vite decides between React's builds by NODE_ENV, which a build sets for the whole process;
  // a dev server started after a build in the same process would serve production code.
  process.env.NODE_ENV = mode;
  if (mode === 'development') {
    const server = await createServer(benchPageConfig({ mode: 'development', optimizeDeps: { entries: [PAGE] } }));
    await server.listen();
    return { url: `${server.resolvedUrls?.local[0] ?? ''}${PAGE}`, close: () => server.close() };
  }
  const outDir = await mkdtemp(join(tmpdir(), 'table-scroll-bench-'));
  await build(
    benchPageConfig({
      mode: 'production',
      base: './',
      build: { outDir, emptyOutDir: true, minify, sourcemap: false, rolldownOptions: { input: PAGE } },
    }),
  );
  await assertProductionReact(outDir);
  const server = await preview(benchPageConfig({ build: { outDir } }));
  return {
    url: `${server.resolvedUrls?.local[0] ?? ''}${PAGE}`,
    close: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

async function waitForResult(page: Page): Promise<Exclude<TableScrollPageResult, { error: string }>> {
  // The page's window is typed in the app's config; this file is type-checked as Node code.
  const resultOnPage = () => (globalThis as { benchResult?: TableScrollPageResult }).benchResult;
  // Polled once a second, not every frame: the poll runs on the page being measured.
  await page.waitForFunction(resultOnPage, undefined, { timeout: 300_000, polling: 1000 });
  const result = await page.evaluate(resultOnPage);
  if (result === undefined || 'error' in result) throw new Error(`benchmark page failed: ${result?.error}`);
  return result;
}

export interface RecordingOptions {
  /** Writes a V8 CPU profile of the page here (see cpu-profile-long-tasks.ts). */
  cpuProfilePath?: string;
  /** Keeps the Chromium trace (timeline categories) here (see trace-long-tasks.ts). */
  tracePath?: string;
}

export async function runTableScrollPage(mode: PageMode, recording: RecordingOptions = {}): Promise<PageRun> {
  // Profiles name the functions of an unminified build; measured runs use the minified one.
  const server = await servePage(mode, recording.cpuProfilePath === undefined);
  const traceDir = await mkdtemp(join(tmpdir(), 'table-scroll-trace-'));
  const tracePath = recording.tracePath ?? join(traceDir, 'trace.json');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    if (recording.cpuProfilePath !== undefined) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: PROFILE_SAMPLING_US });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
    await page.goto(server.url);
    const run = await waitForResult(page);
    await browser.stopTracing();
    if (recording.cpuProfilePath !== undefined) {
      const { profile } = await cdp.send('Profiler.stop');
      await writeFile(recording.cpuProfilePath, JSON.stringify(profile));
    }
    const trace = JSON.parse(await readFile(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
    return { ...run, tasks: mainThreadTasks(trace.traceEvents, SCENARIO_START_MARK, SCENARIO_END_MARK) };
  } finally {
    await browser.close();
    await server.close();
    await rm(traceDir, { recursive: true, force: true });
  }
}
