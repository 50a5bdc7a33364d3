import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatValue } from '@contract/format';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import { WHATS_NEW_PATH, type WhatsNewResponse } from '@contract/visits';
import { labelledValue } from '@server/columns/measures';
import { connectSqlite, SQLITE_FILE_NAME } from '@server/db/connection';
import { WHATS_NEW_TEXT } from '@src/components/whats-new/whats-new-text';
import { logIn } from './e2e-session';

/**
 * The whole view in the URL and saved views (beyond the spec), against the real server: a sales
 * search with a polygon, a sort and a hidden column opens from its URL in a fresh session with
 * the same rows in the same order; saved by name, it opens again from Saved views after a new
 * login. Then the data changes under it (a price corrected in place, a sale withdrawn, a sale
 * added inside the polygon and another outside it): What's new lists the view (it runs the view's
 * search and client filters on the server), and reopening it shows exactly that row and field
 * changed, that row gone and that row new.
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
  // Opening it is a visit: the server stores the watched fields of its rows.
  const visited = page.waitForResponse((response) => /\/api\/v1\/visits\/views\//.test(response.url()));
  await list.getByRole('button', { name: 'Open Largest sales in the polygon' }).click();
  await expect(page).toHaveURL(shared);
  await expectSameView(page, rows);
  expect((await visited).ok()).toBe(true);

  // The data changes as a data load changes it, in the server's own database: first the first
  // sale's price corrected in place (no new row, no update-history entry), which What's new must
  // see; then the second sale withdrawn; then two sales added like the first, one of them with its
  // addresses outside the polygon (a client filter the server must apply to count only the other).
  const { db } = connectSqlite(join(process.env.E2E_DATA_DIR ?? '', SQLITE_FILE_NAME));
  const saleOf = (fileNumber: string) =>
    db
      .selectFrom('sales')
      .select(['id', 'price', 'property_name', 'file_number'])
      .where('file_number', '=', fileNumber)
      .executeTakeFirstOrThrow();
  // A sale's name in a change, as the server names it (server/queries/visits/watched-records.ts).
  const nameOf = (sale: Awaited<ReturnType<typeof saleOf>>) =>
    sale.property_name || sale.file_number || String(sale.id);
  // The server reads its data version again within seconds; What's new then lists the view.
  const listedView = async () =>
    ((await (await page.request.get(`/api/v1${WHATS_NEW_PATH}`)).json()) as WhatsNewResponse).items.find(
      (item) => item.name === 'Largest sales in the polygon',
    );
  // Nothing new yet (What's new keeps this answer until the data version changes).
  expect(await listedView()).toBeUndefined();
  const [changed, gone] = [await saleOf(rows[0]!), await saleOf(rows[1]!)];
  const newPrice = changed.price + 1_000_000;
  try {
    await db.updateTable('sales').set({ price: newPrice }).where('id', '=', changed.id).execute();
    await expect.poll(async () => (await listedView())?.changedRows, { timeout: 30_000 }).toBe(1);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sale_addresses').where('sale_id', '=', gone.id).execute();
      await trx.deleteFrom('sale_related_projects').where('sale_id', '=', gone.id).execute();
      await trx.deleteFrom('sales').where('id', '=', gone.id).execute();
    });
    await expect.poll(async () => (await listedView())?.removedRows, { timeout: 30_000 }).toBe(1);
    const template = await db.selectFrom('sales').selectAll().where('id', '=', changed.id).executeTakeFirstOrThrow();
    const addresses = await db.selectFrom('sale_addresses').selectAll().where('sale_id', '=', changed.id).execute();
    const newest = await db
      .selectFrom('sales')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    for (const [offset, north] of [
      [1, 0],
      [2, 5],
    ] as const) {
      const id = Number(newest.id) + offset;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sales')
          .values({ ...template, id, price: changed.price, file_number: `E2E-NEW-${offset}` })
          .execute();
        await trx
          .insertInto('sale_addresses')
          .values(
            addresses.map((address) => ({
              ...address,
              sale_id: id,
              property_latitude: address.property_latitude + north,
            })),
          )
          .execute();
      });
    }
    await expect.poll(async () => (await listedView())?.addedRows, { timeout: 30_000 }).toBe(1);
    expect(await listedView()).toMatchObject({ changedRows: 1, removedRows: 1 });
  } finally {
    await db.destroy();
  }
  // Back in the app on another page (the compare page, empty), the subscriber opens What's new.
  await page.goto('/database/project/compare');
  await page.getByRole('button', { name: WHATS_NEW_TEXT.menu }).click();
  const whatsNew = page.getByRole('dialog', { name: WHATS_NEW_TEXT.dialogTitle });
  const entry = whatsNew.getByRole('row').filter({ hasText: 'Largest sales in the polygon' });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('cell').first()).toContainText(WHATS_NEW_TEXT.counts(1, 1, 1, 0));
  await whatsNew.getByRole('button', { name: `${WHATS_NEW_TEXT.open} Largest sales in the polygon` }).click();
  await expect(page).toHaveURL(shared);

  // Reopened: the panel names exactly the new row, the gone row and the changed row and field,
  // and the one changed cell is marked in the table with its old value.
  const priceText = (value: number) => formatValue(value, labelledValue('price', value));
  const panel = page.getByRole('region', { name: /^Changes since your last visit/ });
  await expect(panel.getByRole('listitem')).toHaveText([
    nameOf(changed),
    nameOf(gone),
    `${nameOf(changed)}: Price ${priceText(changed.price)} -> ${priceText(newPrice)}`,
  ]);
  await expect(panel).toContainText(`${WHATS_NEW_TEXT.removed} (1)`);
  await expect(panel).toContainText(`${WHATS_NEW_TEXT.changed} (1)`);
  await expect(panel).toContainText(`${WHATS_NEW_TEXT.added} (1)`);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const marked = table.locator('[data-changed-field]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveAttribute('data-changed-field', 'price');
  await expect(marked).toContainText(`${WHATS_NEW_TEXT.was} ${priceText(changed.price)}`);
  // The table shows the price as it is now.
  await expect(marked).toContainText(new RegExp(`^${priceText(newPrice).replace(/\$/g, '\\$')}`));
  await expect(table.getByRole('row').filter({ has: page.locator('[data-changed-field]') })).toContainText(rows[0]!);
  await expect(table.getByRole('link', { name: rows[1]!, exact: true })).toHaveCount(0);
  // The new sale inside the polygon is shown (second by price), the one outside is not.
  await expect(table.getByRole('link', { name: 'E2E-NEW-1', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'E2E-NEW-2', exact: true })).toHaveCount(0);
});
