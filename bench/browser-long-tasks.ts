/**
 * Browser scenario (ARCHITECTURE.md: the UI thread never loops over a result set): Debian Chromium loads a 100,000-row result through the worker
 * pool and changes filters and sort while recording UI-thread long tasks. Serves the page with
 * Vite (dev server, the same module graph the app uses) and drives it with playwright-core.
 * Prints one JSON line; bench/run.ts reads it.
 */
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';

const server = await createServer({
  root: process.cwd(),
  configFile: false,
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, strictPort: false },
  worker: { format: 'es' },
  optimizeDeps: {
    entries: ['bench/browser/long-tasks.html'],
    include: ['comlink', 'supercluster', 'fflate', 'lz-string'],
  },
});
await server.listen();
const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  await page.goto(`${base}bench/browser/long-tasks.html`);
  await page.waitForFunction(() => (globalThis as { benchResult?: unknown }).benchResult !== undefined, undefined, {
    timeout: 300_000,
  });
  const result = await page.evaluate(() => (globalThis as { benchResult?: unknown }).benchResult);
  if (typeof result === 'object' && result !== null && 'error' in result) throw new Error(String(result.error));
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await browser.close();
  await server.close();
}
