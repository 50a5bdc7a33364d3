import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { SQLITE_FILE_NAME } from '../../server/db/connection';
import { logIn } from './e2e-session';

/**
 * The Content-Security-Policy the server sends (server/http/security-headers.ts) must let every
 * page of the app work: the map (maplibre and its worker, deck.gl), the engine's module
 * workers, the provider pages. Any `securitypolicyviolation` event or CSP console error on any
 * route fails the test.
 */

interface PolicyWatch {
  violations: string[];
  errors: string[];
}

/** Collects CSP violations (DOM events of every document, CSP console messages) and page errors. */
async function watchPolicy(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], errors: [] };
  await page.exposeBinding('reportPolicyViolation', (_source, text: string) => {
    watch.violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|connect|create|apply|frame)/i.test(text)) {
      watch.violations.push(`console: ${text}`);
    }
  });
  page.on('pageerror', (error) => watch.errors.push(`${page.url()}: ${error.message}`));
  return watch;
}

/** Ids of one seeded project, old-stock rental and sale, read from the e2e server's own database. */
function seededIds(): { projectId: number; rentalId: number; saleId: number } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const db = new Database(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    const id = (table: string) => (db.prepare(`select min(id) as id from ${table}`).get() as { id: number }).id;
    return { projectId: id('projects'), rentalId: id('rental_properties'), saleId: id('sales') };
  } finally {
    db.close();
  }
}

/** Waits for the page's requests, workers' fetches included, to settle. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

/** Runs the page's search when it has an enabled Search button, so result views (and their workers) are drawn. */
async function searchIfOffered(page: Page): Promise<void> {
  const search = page.getByRole('button', { name: 'Search', exact: true });
  if ((await search.count()) === 1 && (await search.isEnabled())) {
    await search.click();
    await settle(page);
  }
}

test('the policy checker notices a violation (so a pass below means something)', async ({ page }) => {
  const watch = await watchPolicy(page);
  await page.goto('/database/privacy-notice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
  });
  await expect.poll(() => watch.violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
});

test('every route of the app works under the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(480_000);
  const watch = await watchPolicy(page);
  const { projectId, rentalId, saleId } = seededIds();

  // The provider's login page, then the landing page with its map.
  await page.goto('/database/landing-page');
  await logIn(page, 'demo');
  await expect(page).toHaveURL(/\/database\/landing-page$/);
  // A shared 2-core machine can take a while to draw the first map.
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('tab').first()).toBeVisible({ timeout: 60_000 });
  await settle(page);

  // Project search with results; two projects go to the compare list for the compare page.
  await page.goto(
    '/database/project/project-search?projectType=condo&projectStanding=active&year=2026&qtr=4&regionId[]=1',
  );
  await expect(page.getByText('Results - Projects')).toBeVisible({ timeout: 60_000 });
  const add = page.getByRole('button', { name: 'Add To Compare List' });
  await add.first().click();
  await expect(page.getByText('Added Project to Compare List.')).toBeVisible();
  await settle(page);

  const appRoutes = [
    '/',
    '/project',
    '/project/market-data?projectType=condo&projectStanding=active&year=2026&qtr=4',
    '/project/market-history',
    '/project/compare',
    `/project/${projectId}`,
    '/project/project-search?projectType=purpose-built&projectStanding=oldstock&regionId[]=1',
    '/rental',
    '/rental/rental-search',
    '/rental/market-data',
    '/rental/market-history',
    '/rental/compare',
    `/rental/profile/${rentalId}`,
    '/property',
    '/property/sales',
    '/property/market-data',
    `/sale/${saleId}`,
    '/analysis/current',
    '/analysis/available',
    '/analysis/urbanactions',
    '/reporting',
    '/privacy-notice',
    '/terms',
    '/faq',
    '/unauth',
    '/whoami',
    '/no-such-page',
  ];
  for (const route of appRoutes) {
    await page.goto(`/database${route}`);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    await settle(page);
    await searchIfOffered(page);
    expect(watch.violations, route).toEqual([]);
  }

  // The provider pages: the password page (logged in), then /login, which leaves for the login page.
  await page.goto('/user/password');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/database/login');
  await expect(page).toHaveURL(/\/user\/login\?/);
  await expect(page.getByLabel('Username')).toBeVisible();

  expect(watch.violations).toEqual([]);
  expect(watch.errors).toEqual([]);
});
