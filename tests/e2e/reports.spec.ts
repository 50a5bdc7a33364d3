import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { logIn } from './e2e-session';

/**
 * Quarterly reports and transaction actions against the real server (part 2 §2.13, §2.14, §7):
 * the report PDF and a section's XLS download under the server's names and open in a PDF reader
 * and in exceljs; past reports select and scroll to the top; Expand All opens every year.
 */
async function downloadOf(click: () => Promise<void>, page: Page): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

test('current report: the report PDF and a section XLS open', async ({ page }) => {
  await page.goto('/database/analysis/current');
  await logIn(page);
  const title = page.getByRole('heading', { level: 2, name: /^\d{4} Q[1-4] Quarterly Report$/ });
  await expect(title).toBeVisible();
  await expect(page.getByText('Current', { exact: true })).toBeVisible();

  const pdf = await downloadOf(() => page.getByRole('button', { name: 'Download Pdf' }).click(), page);
  expect(pdf.suggestedFilename()).toMatch(/^report-\d{4}-q[1-4]\.pdf$/);
  const info = execFileSync('pdfinfo', [await pdf.path()], { encoding: 'utf8' });
  expect(Number(/^Pages:\s+(\d+)/m.exec(info)?.[1])).toBeGreaterThanOrEqual(1);

  const firstSection = page.locator('main section').first();
  const xls = await downloadOf(() => firstSection.getByRole('button', { name: / XLS$/ }).click(), page);
  expect(xls.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  // exceljs's types predate Node's generic Buffer; it reads a Buffer as it does an ArrayBuffer.
  await workbook.xlsx.load((await readFile(await xls.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('Section');
  expect(sheet?.rowCount ?? 0).toBeGreaterThan(1);
});

test('available reports: a past quarter is selected and the page scrolls to the top', async ({ page }) => {
  await page.goto('/database/analysis/available');
  await logIn(page);
  const past = page.getByRole('region', { name: 'Past Reports' });
  await expect(past).toBeVisible();
  const buttons = past.getByRole('button');
  expect(await buttons.count()).toBeGreaterThan(1);
  const older = buttons.last();
  const label = (await older.getAttribute('aria-label')) ?? '';
  await older.scrollIntoViewIfNeeded();
  await older.click();
  await expect(page.getByRole('heading', { level: 2, name: `${label} Quarterly Report` })).toBeVisible();
  await expect(older).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('transaction actions: the first year open, Expand All opens all, Close All closes them', async ({ page }) => {
  await page.goto('/database/analysis/urbanactions');
  await logIn(page);
  const years = page.getByRole('button', { name: /^\d{4}$/ });
  await expect(years.first()).toHaveAttribute('aria-expanded', 'true');
  const count = await years.count();
  expect(count).toBeGreaterThan(1);
  await expect(years.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Expand All' }).click();
  for (let i = 0; i < count; i++) await expect(years.nth(i)).toHaveAttribute('aria-expanded', 'true');

  // Part 2 §2.14: a sale opens its page of the app (under /database), an UrbanAction its PDF.
  const sale = page.locator('main a[href^="/database/sale/"]').first();
  await expect(sale).toHaveAttribute('href', /^\/database\/sale\/\d+$/);
  await expect(sale).toHaveAttribute('target', '_blank');
  const pdf = page.locator('main a[href^="/api/v1/media/urbanaction/project/"]').first();
  await expect(pdf).toHaveAttribute('href', /^\/api\/v1\/media\/urbanaction\/project\/\d+\.pdf$/);
  const saleId = /\d+$/.exec((await sale.getAttribute('href')) ?? '')?.[0];
  expect((await page.request.get(`/api/v1/sales/sale/${saleId}/display`)).status()).toBe(200);
  const answer = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await expect(page.locator('main a[href]:not([href^="/database/"]):not([href^="/api/"])')).toHaveCount(0);

  await page.getByRole('button', { name: 'Close All' }).click();
  for (let i = 0; i < count; i++) await expect(years.nth(i)).toHaveAttribute('aria-expanded', 'false');
});
