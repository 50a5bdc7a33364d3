import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { logIn } from './e2e-session';

/**
 * Faults seen from the browser against the real server: a failed search shows its message as an
 * alert over an empty result (part 1 §8 "Failed search") and searching again works; the API
 * going away and coming back leaves the page usable, and the next action works.
 * The failures are made by aborting requests (the engine worker's fetches included) at the
 * browser context, then letting them through again.
 */
const SEARCH_URL =
  '/database/project/project-search?projectType=condo&projectStanding=active&year=2026&qtr=4&regionId[]=1';
/** The project search call (GET /api/v1/urban/project/condo/active). */
const SEARCH_CALL = /\/api\/v1\/urban\/project\/condo\/active(\?|$)/;

/** Searches another quarter (a new search after the API came back). */
async function searchQuarter(page: Page, quarter: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search Quarter' }).click();
  await page.getByRole('option', { name: quarter }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function failing(context: BrowserContext, url: RegExp | string): Promise<() => Promise<void>> {
  const abort = (route: { abort: (code?: string) => Promise<void> }) => route.abort('connectionrefused');
  await context.route(url, abort);
  return () => context.unroute(url, abort);
}

test('a failed project search shows its message over an empty result; searching again works', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const restore = await failing(context, SEARCH_CALL);
  await page.goto(SEARCH_URL);
  await logIn(page);
  await expect(page).toHaveTitle('Projects | Marketview');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 60_000 });
  await expect(alert).not.toHaveText('');
  await expect(page.getByRole('button', { name: 'Add To Compare List' })).toHaveCount(0);

  await restore();
  // The same search again: Search is enabled after a failure although the form did not change.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add To Compare List' }).first()).toBeVisible({ timeout: 60_000 });
  await expect(alert).toBeHidden();
});

test('the app survives the API going away and coming back: a clear message, then the next action works', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(SEARCH_URL);
  await logIn(page);
  await expect(page.getByRole('button', { name: 'Add To Compare List' }).first()).toBeVisible({ timeout: 60_000 });

  // The whole API goes away; a search for another quarter (no cache can answer it) fails.
  const restore = await failing(context, /\/api\/v1\//);
  await searchQuarter(page, 'Q3');
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add To Compare List' })).toHaveCount(0);

  // It comes back: the next search works without a reload.
  await restore();
  await searchQuarter(page, 'Q2');
  await expect(page.getByRole('button', { name: 'Add To Compare List' }).first()).toBeVisible({ timeout: 60_000 });
  expect(errors).toEqual([]);
});
