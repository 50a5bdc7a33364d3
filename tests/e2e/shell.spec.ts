import { expect, test, type Page } from '@playwright/test';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import { logIn } from './e2e-session';
import { chooseOption } from './results-table-helpers';
import { isoMonth } from '@contract/months';

const UNAUTHORIZED_MESSAGE =
  "Your account doesn't have permission to view this page. If you believe this is in error, please contact the provider team.";

/**
 * Page errors, console errors and failed requests of the app would mean a broken screen even
 * when the text is right. Start collecting once in the app: the provider's page is not ours.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return errors;
}

test('logging in through the provider page lands on the landing page with the full name shown', async ({ page }) => {
  await page.goto('/database/');
  await expect(page).toHaveURL(/\/user\/login\?destination=%2Fdatabase%2F$/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  const errors = collectErrors(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/database\/landing-page$/);
  await expect(page.getByText('Dana Demo')).toBeVisible();
  await expect(page.getByText('Marketview Demo Realty')).toBeVisible();
  await expect(page.getByText('Member since 15/01/2018')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Map Search' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Projects' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(page).toHaveTitle('Map Search | Marketview');
  expect(errors).toEqual([]);
});

test('logging out ends the session and returns to the provider login', async ({ page }) => {
  await page.goto('/database/landing-page');
  await logIn(page, 'demo');
  await expect(page.getByText('Dana Demo')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/user\/login\?destination=%2Fdatabase%2F/);
  const whoami = await page.request.get('/api/v1/urban/options/whoami');
  expect(await whoami.json()).toMatchObject({ logged_in: false });
  await page.goto('/database/landing-page');
  await expect(page).toHaveURL(/\/user\/login\?destination=%2Fdatabase%2Flanding-page/);
});

test('the sales-only account: project search, reports and rentals lead to /unauth; the nav shows Map Search and Sales', async ({
  page,
}) => {
  await page.goto('/database/project/project-search');
  await logIn(page, 'sales-only');
  await expect(page).toHaveURL(/\/database\/unauth$/);
  await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
  await expect(page.getByText('Sam Sales')).toBeVisible();
  // The nav's tabs: the sections of the account, and the fixed Contact Us tab (part 1 §2).
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Map Search' })).toBeVisible();
  await expect
    .poll(async () =>
      (await nav.getByRole('link').or(nav.getByRole('button')).allInnerTexts()).map((text) => text.trim()),
    )
    .toEqual(['Map Search', 'Sales', 'Contact Us']);
  // Each guarded page outside the account's sections (the session cookie stays).
  for (const path of ['/analysis/current', '/rental/rental-search', '/project/1']) {
    await page.goto(`/database${path}`);
    await expect(page, path).toHaveURL(/\/database\/unauth$/);
  }
  await page.goto('/database/property/sales');
  await expect(page).toHaveURL(/\/database\/property\/sales/);
});

test('a deep link with a query survives the login round trip', async ({ page }) => {
  const query = 'saleDateRangeFrom=2021-01-01&saleDateRangeTo=2021-12-31&regionId=3&regionId=5&fullTextSearch=King+St';
  await page.goto(`/database/property/sales?${query}`);
  await expect(page).toHaveURL(/destination=%2Fdatabase%2Fproperty%2Fsales&q=/);
  await logIn(page, 'demo');
  await expect(page).toHaveURL(/\/database\/property\/sales\?/);
  await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
  const params = new URL(page.url()).searchParams;
  expect(params.get('saleDateRangeFrom')).toBe('2021-01-01');
  expect(params.get('saleDateRangeTo')).toBe('2021-12-31');
  expect(params.getAll('regionId')).toEqual(['3', '5']);
  expect(params.get('fullTextSearch')).toBe('King St');
});

test('a session that ends mid-use sends the subscriber to login and back to the same view and query', async ({
  page,
  context,
}) => {
  await page.goto('/database/rental/rental-search');
  await logIn(page);
  await expect(page).toHaveURL(/\/database\/rental\/rental-search/);
  const options = (await (await page.request.get('/api/v1/rental/options/basic')).json()) as RentalOptionsBasicResponse;
  const { max_year, max_month } = options.baseConfiguration.dates;
  const month = isoMonth(max_year, max_month);
  const region = options.regions[0]!;
  const longer = options.timePeriodOptions[1]!;
  // A link with part 2 §2.7's parameter names opens on its region.
  await page.goto(`/database/rental/rental-search?queryMonth=${month}&timeRange=1mo&regionId=${region.id}`);
  const table = page.getByRole('table', { name: 'Results - Properties' });
  await expect(table.getByRole('row').nth(2)).toBeVisible();

  // Another tab logs out: the session ends on the server and the cookie goes.
  await context.request.post('/user/logout');
  await chooseOption(page, 'Select Data Time Range', longer.label);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/user\/login\?destination=%2Fdatabase%2Frental%2Frental-search&q=/);
  await logIn(page);
  await expect(page).toHaveURL(/\/database\/rental\/rental-search\?/);
  await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
  const params = new URL(page.url()).searchParams;
  expect([params.get('queryMonth'), params.get('timeRange'), params.getAll('regionId')]).toEqual([
    month,
    longer.value,
    [String(region.id)],
  ]);
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Select Data Time Range' })).toHaveValue(longer.label);
});
