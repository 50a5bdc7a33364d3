import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfFileName } from '@contract/pdf-page';
import { expect, test, type Page } from '@playwright/test';
import type { RentalChart, RentalPropertyDisplayResponse } from '@contract/rental-display';
import type { RentalHistoryRow } from '@contract/rental-search';
import type { SearchResponse } from '@contract/search';
import { formatMonthYear, formatPeriod } from '@contract/dates';
import { chartTexts } from '@src/components/profile/shown-text';
import { rentalChartTable } from '@src/features/rentals/profile/rental-chart-table';
import { logIn, storedCompareIds } from './e2e-session';
import { pdfTimingText, readPdfPages, saveAsPdf } from './pdf-pages';

/**
 * The rental profile against the real server and seeded data (part 2 §2.8, §2.11, §4, §7, §9):
 * its blocks, Select Month replacing the first chart from activity/{month}, Save as PDF read back
 * with poppler-utils, the historical table by month and by quarter, and the compare list.
 */

/** The first seeded rental whose newest and oldest months both have unit-type activity. */
async function pickRental(page: Page): Promise<{ display: RentalPropertyDisplayResponse; older: RentalChart }> {
  for (let id = 1; id <= 60; id++) {
    const response = await page.request.get(`/api/v1/rental/property/${id}/display`);
    if (!response.ok()) continue;
    const display = (await response.json()) as RentalPropertyDisplayResponse;
    if ((display.charts[0]?.rows.length ?? 0) === 0 || display.dates.min === display.dates.max) continue;
    const older = (await (
      await page.request.get(`/api/v1/rental/property/${id}/activity/${display.dates.min}`)
    ).json()) as RentalChart;
    if (older.rows.length > 0) return { display, older };
  }
  throw new Error('No seeded rental among the first 60 has activity in its first and last months');
}

/** A chart's cells as the profile writes them: each by its column's format (part 1 §9, part 2 §9). */
const shownRows = (chart: RentalChart) => chartTexts(rentalChartTable(chart)).rows;
const monthLabel = (month: string) => formatMonthYear(month) ?? month;

test('a rental profile: blocks, Select Month, PDF, historical table by month and quarter, compare', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.goto('/database/rental/profile/1');
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { display, older } = await pickRental(page);

  await page.goto(`/database/rental/profile/${display.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(display.name);
  await expect(page).toHaveTitle(`${display.name} | Marketview`);
  await expect(page.getByRole('tab', { name: 'View Property' })).toHaveAttribute('aria-selected', 'true');
  for (const heading of ['Property Information', 'Rental Historical Data', ...display.charts.map((c) => c.name)])
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  // The picture and the map come from our own server and load.
  for (const image of await page
    .getByRole('button', { name: /^Open .* (picture|map)$/ })
    .locator('img')
    .all())
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  // Select Month: the oldest month's activity replaces the first chart.
  const [first] = display.charts;
  const firstTable = page.getByRole('table', { name: first?.name ?? '' });
  await expect(firstTable.locator('tbody tr')).toHaveCount(first?.rows.length ?? 0);
  const picker = page.getByRole('combobox', { name: 'Select Month' });
  await expect(picker).toHaveValue(monthLabel(display.dates.max));
  const activity = page.waitForResponse((response) =>
    response.url().endsWith(`/api/v1/rental/property/${display.id}/activity/${display.dates.min}`),
  );
  await picker.click();
  await page.getByRole('option', { name: monthLabel(display.dates.min), exact: true }).click();
  await activity;
  await expect(page.getByText(`Data as of ${monthLabel(display.dates.min)}`)).toBeVisible();
  await expect(firstTable.locator('tbody tr')).toHaveCount(older.rows.length);
  await expect(firstTable.locator('tbody tr').first().locator('td')).toHaveText(shownRows(older)[0] ?? []);
  // The rent history's months read 'MMM yyyy' and its rents are dollars with thousands separators.
  const rentHistory = display.charts[1];
  if (rentHistory !== undefined && rentHistory.rows.length > 0) {
    const cells = page.getByRole('table', { name: rentHistory.name }).locator('tbody tr').first().locator('td');
    await expect(cells).toHaveText(shownRows(rentHistory)[0] ?? []);
    await expect(cells.first()).toHaveText(/^[A-Z][a-z]{2} \d{4}$/);
  }

  // Save as PDF (scale 3, part 2 §9), with its progress; the save time and UI-thread long tasks logged.
  const saved = await saveAsPdf(page, 480_000);
  const { download } = saved;
  console.log(`rental profile PDF ${pdfTimingText(saved)}`);
  expect(download.suggestedFilename()).toBe(pdfFileName(display.name, Date.now()));
  const folder = mkdtempSync(join(tmpdir(), 'rental-pdf-'));
  try {
    const file = join(folder, 'profile.pdf');
    await download.saveAs(file);
    const pdf = readPdfPages(file, folder);
    console.log(`pages ${pdf.pages}; ink below the header per page: ${pdf.ink.map((v) => v.toFixed(4)).join(', ')}`);
    expect(pdf.letter).toBe(true);
    expect(pdf.title).toBe(display.name);
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    expect(pdf.ink).toHaveLength(pdf.pages);
    for (const value of pdf.ink) expect(value).toBeGreaterThan(0.001);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  // The historical table: quarters first (the chart config's), then every month, then quarters again.
  const table = page.getByRole('table', { name: 'Rental Historical Data' });
  await expect(table.getByRole('rowheader').first()).toHaveText(/Q\d$/);
  await page.getByRole('button', { name: 'Open Filters' }).click();
  await page.getByRole('radio', { name: 'Search by Month' }).click();
  const byMonth = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/v1/rental/property/${display.id}/markethistory?`) &&
      response.url().includes(`queryMonthStart=${display.dates.min}`) &&
      response.url().includes(`queryMonthEnd=${display.dates.max}`) &&
      response.url().includes('timeRange=1mo'),
  );
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const months = (await (await byMonth).json()) as SearchResponse<RentalHistoryRow>;
  expect(months.data.length).toBeGreaterThan(1);
  await expect(table.getByRole('rowheader')).toHaveCount(months.data.length);
  await expect(table.getByRole('rowheader').first()).toHaveText(
    new RegExp(`${formatPeriod(months.data[0]?.period ?? '')}$`),
  );

  await page.getByRole('radio', { name: 'Search by Quarter' }).click();
  const byQuarter = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/v1/rental/property/${display.id}/markethistory?`) &&
      response.url().includes('timeType=quarter'),
  );
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const quarters = (await (await byQuarter).json()) as SearchResponse<RentalHistoryRow>;
  expect(quarters.data.length).toBeGreaterThan(0);
  await expect(table.getByRole('rowheader')).toHaveText(quarters.data.map((row) => new RegExp(`${row.period}$`)));
  await expect(page.getByText(/Q1 Jan-Apr, Q2 May-Aug, Q3 Sep-Dec/)).toBeVisible();

  // Add to Compare List moves to the rental compare page with the rental listed.
  await page.getByRole('button', { name: 'Add to Compare List' }).click();
  await expect(page).toHaveURL(/\/database\/rental\/compare$/);
  expect(await storedCompareIds(page, 'rentalCompareList')).toEqual([String(display.id)]);
  await expect(page.getByRole('link', { name: /^DETAILS / })).toHaveAttribute(
    'href',
    `/database/rental/profile/${display.id}`,
  );
});

test('an id without a rental property shows the no-properties message', async ({ page }) => {
  await page.goto('/database/rental/profile/99999999');
  await logIn(page);
  await expect(page.getByText('No properties exist under this id.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Rental Property Profile' })).toBeVisible();
});
