/**
 * Browser scenario (ARCHITECTURE.md: the UI thread never loops over a result set): Debian Chromium loads a 100,000-row result through the worker
 * pool and changes filters and sort while recording UI-thread long tasks. Serves the page with
 * Vite (dev server, with the project's Vite config: the same module graph the app uses) and
 * drives it with playwright-core. `--rows N` loads N rows instead (the smoke run's small size).
 * Prints one JSON line; bench/run.ts reads it.
 */
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { benchPageConfig } from './browser/project-vite-config';

const rowsIndex = process.argv.indexOf('--rows');
const rows = rowsIndex < 0 ? 100_000 : Number(process.argv[rowsIndex + 1]);
if (!Number.isInteger(rows) || rows < 1) throw new Error('--rows must be a whole number of rows');

const server = await createServer(
  benchPageConfig({
    optimizeDeps: {
      entries: ['bench/browser/long-tasks.html'],
      include: ['comlink', 'supercluster', 'fflate', 'lz-string'],
    },
  }),
);
await server.listen();
const base = server.resolvedUrls?.local[0];
if (base === undefined) throw new Error('the Vite server did not say where it listens');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  // A page that fails to load a module never reports: its errors end the run at once.
  const failed = new Promise<never>((_, reject) => {
    page.on('pageerror', (error) => reject(new Error(`the benchmark page failed: ${error.message}`)));
  });
  failed.catch(() => undefined); // an error after the result is in changes nothing

  await page.goto(`${base}bench/browser/long-tasks.html?rows=${rows}`);
  await Promise.race([
    failed,
    page.waitForFunction(() => (globalThis as { benchResult?: unknown }).benchResult !== undefined, undefined, {
      timeout: 300_000,
    }),
  ]);
  const result = await page.evaluate(() => (globalThis as { benchResult?: unknown }).benchResult);
  if (typeof result === 'object' && result !== null && 'error' in result) throw new Error(String(result.error));
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await browser.close();
  await server.close();
}
