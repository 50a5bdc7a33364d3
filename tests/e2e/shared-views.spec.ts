import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import { logIn } from './e2e-session';

/**
 * The whole view in the URL and saved views (beyond the spec), against the real server: a sales
 * search with a polygon, a sort and a hidden column opens from its URL in a fresh session with
 * the same rows in the same order; saved by name, it opens again from Saved views after a new
 * login.
 */

const FIRST_ROWS = 12;

/** The file numbers of the first data rows, in table order. */
async function fileNumbers(table: Locator): Promise<string[]> {
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.getByRole('link').nth(FIRST_ROWS - 1)).toBeVisible();
  return (await table.getByRole('link').allTextContents()).slice(0, FIRST_ROWS);
}

async function drawPolygon(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Draw Polygon' }).click();
  const canvas = page.locator('.maplibregl-canvas');
  const box = (await canvas.boundingBox())!;
  const corners: Array<[number, number]> = [
    [0.2, 0.2],
    [0.8, 0.2],
    [0.8, 0.8],
    [0.2, 0.8],
  ];
  for (const [x, y] of [...corners, corners[0]!]) {
    await canvas.click({ position: { x: box.width * x, y: box.height * y } });
    await page.waitForTimeout(400);
  }
  await expect(page).toHaveURL(/geoFilter=/);
}

async function expectSameView(page: Page, rows: string[]): Promise<void> {
  const table = page.getByRole('table', { name: 'Property Sales' });
  await expect(table.getByRole('columnheader', { name: /^Price/ }).first()).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('columnheader', { name: 'Vendor', exact: true })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Purchaser', exact: true })).toBeVisible();
  expect(await fileNumbers(table)).toEqual(rows);
}

test('a sorted, filtered view with a hidden column and a polygon opens from its URL and from Saved views', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto('/database/property/sales');
  await logIn(page);
  const options = (await (await page.request.get('/api/v1/sales/options/basic')).json()) as SalesOptionsBasicResponse;
  const to = options.saleDateRange.max;
  const query = new URLSearchParams({
    saleDateRangeFrom: `${Number(to.slice(0, 4)) - 5}${to.slice(4)}`,
    saleDateRangeTo: to,
  });
  for (const subType of options.propertyTypes.flatMap((type) => type.sub_property_types).slice(0, 6))
    query.append('propertySubType', String(subType.id));
  query.append('regionId', String(options.regions[0]!.id));
  await page.goto(`/database/property/sales?${query}`);
  const table = page.getByRole('table', { name: 'Property Sales' });
  await expect(table).toHaveAttribute('aria-busy', 'false');

  await drawPolygon(page);
  const price = table.getByRole('columnheader', { name: /^Price/ }).first();
  await price.click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=price\.desc/);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Vendor', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]hide=vendor/);
  await expectSameView(page, await fileNumbers(table));
  const rows = await fileNumbers(table);
  const shared = page.url();

  // Another subscriber's fresh session: the login round trip keeps the whole query.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(shared);
  await logIn(otherPage, 'sales-only');
  await expect(otherPage).toHaveURL(shared);
  await expectSameView(otherPage, rows);
  await other.close();

  // Saved by name, then opened again after logging out and in.
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByLabel('View name').fill('Largest sales in the polygon');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('View "Largest sales in the polygon" saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  // The logout ends on the provider's login page; a navigation started before that is aborted by it.
  await expect(page).toHaveURL(/\/user\/login/);
  await page.goto('/database/landing-page');
  await logIn(page);
  await expect(page).toHaveURL(/\/database\/landing-page/);
  await page.getByRole('button', { name: 'Saved views' }).click();
  const list = page.getByRole('dialog', { name: 'Saved views' });
  await expect(list.getByRole('rowheader', { name: 'Largest sales in the polygon' })).toBeVisible();
  await expect(list.getByRole('cell', { name: 'Sales', exact: true })).toBeVisible();
  await list.getByRole('button', { name: 'Open Largest sales in the polygon' }).click();
  await expect(page).toHaveURL(shared);
  await expectSameView(page, rows);
});
