import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import { freePort } from './tests/support/free-port';

// Playwright evaluates this file again in every worker; the environment carries the first
// choice of port and data folder to them, so all talk to the one server started below.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'marketview-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end journeys against the real server (built SPA, API, provider login) on a
 * temporary SQLite database seeded small, in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/remove-data-dir.ts',
  fullyParallel: false,
  workers: 1,
  // One retry on CI, where a shared 2-core machine can stall a step; a retried pass is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/database/`,
    // The first start may build the app and seed the database.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_SCALE: process.env.E2E_SEED_SCALE ?? '0.1',
      DEMO_PASSWORD: 'demo',
      LOG_LEVEL: 'warn',
    },
  },
});
