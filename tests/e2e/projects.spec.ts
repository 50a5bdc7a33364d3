import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';

/**
 * Projects advanced search against the real server (issue 7): a condo active search for a
 * region, sorting through the three states, the compare list's cap, the compare page, the
 * market data region totals read back from the exported XLSX, and the CSV export.
 */
const CAP_TITLE = 'Failed to add Project to Compare List. List is capped at 5 projects.';

async function logIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/user\/login\?/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function download(page: Page, format: 'xlsx' | 'csv'): Promise<{ download: Download; bytes: Buffer }> {
  await page.getByLabel('Export format').selectOption(format);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  const path = await file.path();
  return { download: file, bytes: await readFile(path) };
}

test('condo active project search: sort, compare cap, compare page', async ({ page }) => {
  await page.goto(
    '/database/project/project-search?projectType=condo&projectStanding=active&year=2026&qtr=4&regionId[]=1',
  );
  await logIn(page);
  await expect(page).toHaveTitle('Projects | Marketview');
  await expect(page.getByText('Results - Projects')).toBeVisible();
  const table = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: /Suites/ }) })
    .first();
  await expect(table.getByRole('button', { name: 'Add To Compare List' }).first()).toBeVisible();

  // Part 1 §2: a header cycles descending, ascending, unsorted.
  const suites = table.getByRole('columnheader', { name: /^Suites/ });
  await suites.click();
  await expect(suites).toHaveAttribute('aria-sort', 'descending');
  await suites.click();
  await expect(suites).toHaveAttribute('aria-sort', 'ascending');
  await suites.click();
  await expect(suites).not.toHaveAttribute('aria-sort', /descending|ascending/);

  // Five adds fill the list; the sixth opens the cap dialog with the current entries.
  for (let added = 0; added < 5; added++) {
    await table.getByRole('button', { name: 'Add To Compare List' }).first().click();
    await expect(table.getByRole('button', { name: 'Remove From Compare List' })).toHaveCount(added + 1);
  }
  await expect(page.getByText('Added Project to Compare List.')).toBeVisible();
  await table.getByRole('button', { name: 'Add To Compare List' }).first().click();
  const dialog = page.getByRole('dialog', { name: CAP_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Replace / })).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('projectCompareList') ?? '[]') as unknown[]);
  expect(stored).toHaveLength(5);

  await page.goto('/database/project/compare');
  await expect(page).toHaveTitle('Compare Selected Projects | Marketview');
  await expect(page.getByRole('button', { name: /^REMOVE / })).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'DETAILS' })).toHaveCount(5);
  await page
    .getByRole('button', { name: /^REMOVE / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^REMOVE / })).toHaveCount(4);
  await page.getByRole('button', { name: 'Clear All Projects' }).click();
  await expect(page.getByRole('button', { name: 'Clear All Projects' })).toBeDisabled();
});

test('market data: region totals are the weighted averages of their rows in the XLSX; CSV reads back', async ({
  page,
}) => {
  await page.goto('/database/project/market-data?projectType=condo&projectStanding=active&year=2026&qtr=4');
  await logIn(page);
  await expect(page).toHaveTitle('Project Market Data | Marketview');
  await expect(page.getByText('Results - Market')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom', exact: true }).first()).toBeVisible();

  const api = await page.request.get('/api/v1/urban/marketdata/condo/active?year=2026&qtr=4');
  const body = (await api.json()) as { data: Array<Record<string, unknown>> };
  const regionOfSubmarket = new Map<string, string>();
  for (const row of body.data) regionOfSubmarket.set(String(row['name']), String(row['region_name']));

  const { download: xlsx, bytes } = await download(page, 'xlsx');
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const headerIndex = rows.findIndex((row) => row.includes('Sold PSF'));
  expect(headerIndex).toBeGreaterThanOrEqual(0);
  const header = rows[headerIndex]!;
  const soldPsf = header.indexOf('Sold PSF');
  const quarterSales = header.indexOf('Quarter Sales');
  const sums = new Map<string, { weighted: number; weight: number }>();
  const totals = new Map<string, number>();
  for (const row of rows.slice(headerIndex + 1)) {
    const name = String(row[0] ?? '');
    const region = regionOfSubmarket.get(name);
    const psf = row[soldPsf];
    const sales = row[quarterSales];
    if (region !== undefined && typeof psf === 'number' && typeof sales === 'number') {
      const sum = sums.get(region) ?? { weighted: 0, weight: 0 };
      sum.weighted += psf * sales;
      sum.weight += sales;
      sums.set(region, sum);
    }
    const regionTotal = /^(.*) Total$/.exec(name)?.[1];
    if (regionTotal !== undefined && typeof psf === 'number' && sums.has(regionTotal)) totals.set(regionTotal, psf);
  }
  expect(totals.size).toBeGreaterThan(0);
  for (const [region, total] of totals) {
    const sum = sums.get(region)!;
    expect(Math.abs(total - sum.weighted / sum.weight)).toBeLessThan(1);
  }

  const { download: csv, bytes: csvBytes } = await download(page, 'csv');
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const lines = csvBytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines.some((line) => line.includes('Sold PSF'))).toBe(true);
  expect(lines.length).toBeGreaterThan(body.data.length);
});

test('Search enabling, market history defaults with its table note, and Zoom on a market row', async ({ page }) => {
  await page.goto(
    '/database/project/project-search?projectType=condo&projectStanding=active&year=2026&qtr=4&regionId[]=1',
  );
  await logIn(page);
  const search = page.getByRole('button', { name: 'Search', exact: true });
  // The draft equals the route: nothing to search.
  await expect(search).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Search Quarter', exact: true }).click();
  await page.getByRole('option', { name: 'Q2' }).click();
  await expect(search).toBeEnabled();
  await search.click();
  await expect(page).toHaveURL(/qtr=2/);
  await expect(search).toBeDisabled();

  await page.goto('/database/project/market-history');
  await expect(page).toHaveTitle('Market History | Marketview');
  await expect(page.getByText('Results - Market History')).toBeVisible();
  await expect(page.getByText(/market history for 1 selected region/)).toBeVisible();

  await page.goto('/database/project/market-data?projectType=condo&projectStanding=active&year=2026&qtr=4');
  const zoom = page.getByRole('button', { name: 'Zoom', exact: true }).first();
  await expect(zoom).toBeVisible();
  await zoom.click();
  await expect(page).toHaveURL(/regionId%5B%5D=\d+|regionId\[\]=\d+/);
  await expect(page).toHaveURL(/submarketId/);
});
