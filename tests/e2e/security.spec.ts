import { expect, test } from '@playwright/test';
import { logIn } from './e2e-session';
import { watchPolicy } from './policy-watch';

/**
 * The Content-Security-Policy the server sends (server/http/security-headers.ts) must let every
 * page of the app work. The link check crawls every route under the policy watch
 * (policy-watch.ts); here: the watch notices a violation, so a pass there means something, and
 * the provider's own pages work.
 */

test('the policy checker notices a violation (so a pass of the link check means something)', async ({ page }) => {
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

// Every route of the app is crawled under the policy by the link check (link-check.spec.ts); the
// provider's own pages are the server's, outside the app's routes.
test('the provider pages work under the Content-Security-Policy', async ({ page }) => {
  const watch = await watchPolicy(page);
  await page.goto('/database/landing-page');
  await logIn(page, 'demo');
  await expect(page).toHaveURL(/\/database\/landing-page$/);
  // The password page (logged in), then /login, which leaves for the login page.
  await page.goto('/user/password');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/database/login');
  await expect(page).toHaveURL(/\/user\/login\?/);
  await expect(page.getByLabel('Username')).toBeVisible();

  expect(watch.violations).toEqual([]);
  expect(watch.errors).toEqual([]);
});
