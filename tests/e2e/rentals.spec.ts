import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { formatMonthYear } from '@contract/dates';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import type { RentalMarketRow } from '@contract/rental-search';
import type { SearchResponse } from '@contract/search';
import { TYPED_POLYGON_TEXT } from '@src/components/map/typed-polygon-text';
import { chooseOption, displayRowCount, sheetRows } from './results-table-helpers';
import { logIn, storedCompareIds } from './e2e-session';
import { readPdfText } from '@test-support/pdf-text';
import { SAVE_AS_PDF_LABEL } from '@src/components/pdf-export/pdf-constants';
import { CHART_MEASURE_LABEL } from '@src/components/market-history-chart/market-history-chart-constants';
import { DOWNLOAD_LABEL, EXPORT_FORMAT_LABEL } from '@src/components/results-table/results-table-constants';
import { isoMonth } from '@contract/months';

/**
 * The rental views against the real server (part 2 §2.7, §4, §5, §8): properties searched for a
 * month and a region, filtered and sorted; three rentals added to the compare list; market totals
 * whose region total is checked against MEASURES.md from the exported XLSX; market history on its
 * default regions; and the subscription message for an account without the rental expansion.
 */

async function rentalOptions(page: Page): Promise<RentalOptionsBasicResponse> {
  return (await (await page.request.get('/api/v1/rental/options/basic')).json()) as RentalOptionsBasicResponse;
}

function newestMonth(options: RentalOptionsBasicResponse): string {
  const { max_year, max_month } = options.baseConfiguration.dates;
  return isoMonth(max_year, max_month);
}

test('rental properties: a typed polygon searches and keeps only the buildings inside it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/database/rental/rental-search');
  await logIn(page);
  const options = await rentalOptions(page);
  const month = newestMonth(options);
  const region = options.regions[0]!;
  await page.goto(`/database/rental/rental-search?queryMonth=${month}&timeRange=1mo&regionId%5B%5D=${region.id}`);
  const table = page.getByRole('table', { name: 'Results - Properties' });
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const before = await displayRowCount(table);

  // A box around the first building of the same search, typed one point a line.
  const response = await page.request.get(
    `/api/v1/rental/propertydata?queryMonth=${month}&timeRange=1mo&region_filter[]=${region.id}`,
  );
  const first = ((await response.json()) as SearchResponse<{ latitude: number; longitude: number }>).data[0]!;
  const box = [
    [first.latitude - 0.01, first.longitude - 0.01],
    [first.latitude - 0.01, first.longitude + 0.01],
    [first.latitude + 0.01, first.longitude + 0.01],
    [first.latitude + 0.01, first.longitude - 0.01],
  ];
  await page.getByRole('button', { name: TYPED_POLYGON_TEXT.open }).click();
  await page
    .getByRole('textbox', { name: TYPED_POLYGON_TEXT.field })
    .fill(box.map((point) => point.join(', ')).join('\n'));
  await page.getByRole('button', { name: TYPED_POLYGON_TEXT.apply }).click();
  await expect(page).toHaveURL(/geoFilter=/);
  await expect.poll(() => displayRowCount(table), { timeout: 30_000 }).toBeLessThan(before);
  expect(await displayRowCount(table)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Delete Polygon' })).toBeEnabled();
});

test('rental properties: a month and a region, filtered and sorted, three rentals compared', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/database/rental/rental-search');
  await logIn(page);
  await expect(page).toHaveTitle('Rental Properties | Marketview');
  const options = await rentalOptions(page);
  const month = newestMonth(options);
  // The month panel opens on the newest rental month and the first time range (part 2 §9).
  await expect(page.getByRole('combobox', { name: 'Search Month' })).toHaveValue(formatMonthYear(month)!);
  await expect(page.getByRole('combobox', { name: 'Select Data Time Range' })).toHaveValue(
    options.timePeriodOptions[0]!.label,
  );
  const region = options.regions[0]!;
  const searchButton = page.getByRole('button', { name: 'Search', exact: true });
  await chooseOption(page, 'Region', region.name);
  await expect(searchButton).toBeEnabled();
  await searchButton.click();
  await expect(page).toHaveURL(new RegExp(`queryMonth=${month}`));
  await expect(page).toHaveURL(new RegExp(`regionId=${region.id}`));
  await expect(searchButton).toBeDisabled();

  const table = page.getByRole('table', { name: 'Results - Properties' });
  await expect(table.getByRole('columnheader', { name: /^Unit Type/ })).toBeVisible();
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  // Counted once loaded: while the search runs the body holds the loading row only.
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const before = await displayRowCount(table);
  expect(before).toBeGreaterThan(3);
  const nameLink = table.getByRole('link').first();
  await expect(nameLink).toHaveAttribute('href', /\/database\/rental\/profile\/\d+$/);
  await expect(nameLink).toHaveAttribute('target', '_blank');

  // Advanced filters: Beds from 2 keeps only unit types with 2 or more bedrooms, client-side.
  await page.getByRole('button', { name: /Open Advanced Filters/ }).click();
  await page.getByRole('textbox', { name: 'Beds From' }).fill('2');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/bedsFrom=2/);
  await expect(page.getByLabel('1 advanced filters')).toBeVisible();
  await expect.poll(() => displayRowCount(table), { timeout: 30_000 }).toBeLessThan(before);

  const rent = table.getByRole('columnheader', { name: /^Avg Rent/ }).first();
  await rent.click();
  await expect(rent).toHaveAttribute('aria-sort', 'descending');

  for (let added = 1; added <= 3; added++) {
    await table.getByRole('button', { name: 'Add To Compare List' }).first().click();
    await expect.poll(() => storedCompareIds(page, 'rentalCompareList')).toHaveLength(added);
  }
  await expect(page.getByText('Added Rental to Compare List.').first()).toBeVisible();
  const ids = await storedCompareIds(page, 'rentalCompareList');
  await page.goto('/database/rental/compare');
  const compare = page.getByRole('table', { name: 'Compare Selected Rentals' });
  for (const id of ids) await expect(compare.locator(`a[href="/database/rental/profile/${id}"]`)).toBeVisible();
});

test('rental market totals: the region total follows MEASURES.md, read back from the XLSX', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/database/rental/market-data');
  await logIn(page);
  await expect(page).toHaveTitle('Rental Market Totals | Marketview');
  const options = await rentalOptions(page);
  const month = newestMonth(options);
  const region = options.regions[0]!;
  await chooseOption(page, 'Region', region.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const market = page.getByRole('table', { name: 'Results - Market' });
  await expect(market.getByRole('row').nth(2)).toBeVisible();
  // The Projects link opens rental property search for the row's geography (part 2 §2.7).
  await expect(market.getByRole('link', { name: 'Projects' }).first()).toHaveAttribute(
    'href',
    new RegExp(`/database/rental/rental-search\\?.*regionId=${region.id}&municipalityId=\\d+&submarketId=\\d+`),
  );

  await page.getByLabel('Export format').selectOption('xlsx');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^urbanmarsh_rental_market_data_/);
  const rows = await sheetRows(await readFile(await file.path()));
  const header = rows[0] as string[];
  const cell = (row: unknown[], label: string) => Number(row[header.indexOf(label)] ?? 0);
  // A region's total says so ("Toronto Region Total"), apart from its municipality's ("Toronto Total").
  const regionLabel = / region$/i.test(region.name) ? `${region.name} Total` : `${region.name} Region Total`;
  const regionTotal = rows.find((row) => String(row[0]) === regionLabel);
  expect(regionTotal).toBeDefined();

  // MEASURES.md "Rental (old stock) market totals", recomputed from the API's submarket rows.
  const api = (await (
    await page.request.get(
      `/api/v1/rental/marketdata?queryMonth=${month}&timeRange=${options.timePeriodOptions[0]!.value}&region_filter[]=${region.id}`,
    )
  ).json()) as SearchResponse<RentalMarketRow>;
  const sum = (pick: (row: RentalMarketRow) => number) => api.data.reduce((total, row) => total + pick(row), 0);
  const units = sum((row) => row.units_surveyed_actual);
  const available = sum((row) => row.available);
  const rated = api.data.filter((row) => row.avg_rate !== null);
  const weightedRent =
    rated.reduce((total, row) => total + row.avg_rate! * row.units_surveyed_actual, 0) /
    rated.reduce((total, row) => total + row.units_surveyed_actual, 0);
  expect(cell(regionTotal!, 'Suites')).toBe(sum((row) => row.suite_count));
  expect(cell(regionTotal!, 'Units Surveyed')).toBe(units);
  expect(cell(regionTotal!, 'Available Units')).toBe(available);
  // Percent cells hold the fraction under a percent format.
  expect(cell(regionTotal!, 'Vacancy Rate')).toBeCloseTo(available / units, 4);
  expect(cell(regionTotal!, 'Avg Rent')).toBeCloseTo(weightedRent, 0);
  expect(cell(regionTotal!, 'Min Rent')).toBe(Math.min(...rated.map((row) => row.min_rate!)));
  expect(cell(regionTotal!, 'Max Rent')).toBe(Math.max(...rated.map((row) => row.max_rate!)));
});

test('rental market history: default regions search at once', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/database/rental/market-history');
  await logIn(page);
  await expect(page).toHaveTitle('Rental Market History | Marketview');
  const history = page.getByRole('table', { name: 'Results - Market History' });
  await expect(history.getByRole('row').nth(2)).toBeVisible();
  await expect(history.getByRole('columnheader', { name: /^Period/ })).toBeVisible();
  await expect(history).toHaveAttribute('aria-busy', 'false');
  const before = await displayRowCount(history);
  // A period expands to its unit types by keyboard (aria-expanded) and collapses after 600 ms.
  const toggle = history.getByRole('button', { expanded: false }).first();
  await toggle.focus();
  await page.keyboard.press('Enter');
  const expanded = history.getByRole('button', { expanded: true }).first();
  await expect(expanded).toBeVisible();
  await expect(history.locator('tr[data-expansion]').first()).toBeVisible();
  const shown = await displayRowCount(history);
  expect(shown).toBeGreaterThan(before);
  await expanded.press('Enter');
  await expect(history.locator('tr[data-expansion="collapsing"]').first()).toBeVisible();
  await expect.poll(() => displayRowCount(history)).toBe(before);

  // Save as PDF (beyond the spec): the whole table as text, the chart above it, no control.
  // The last period: the chart plots every period of the table in order (data-points).
  const points = JSON.parse((await page.getByTestId('market-history-chart').getAttribute('data-points')) ?? '{}') as {
    labels: string[];
  };
  const lastPeriod = points.labels.at(-1)!;
  const headers = (await history.locator('thead tr').last().locator('th').allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: SAVE_AS_PDF_LABEL }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Rental Market History \d{4}-\d\d-\d\d\.pdf$/);
  const pdf = readPdfText(await download.path());
  expect(pdf.title).toBe('Rental Market History');
  expect(pdf.pages).toHaveLength(pdf.pageCount);
  const controls = [SAVE_AS_PDF_LABEL, DOWNLOAD_LABEL, EXPORT_FORMAT_LABEL, CHART_MEASURE_LABEL, 'Clear Filters'];
  for (const [index, text] of pdf.pages.entries()) {
    expect(text).toContain(`Page ${index + 1} of ${pdf.pageCount}`);
    // The column header starts every page (its first label, and every label's first word).
    for (const header of headers) expect(text, `page ${index + 1}`).toContain(header.split(' ')[0]!);
    for (const label of controls) expect(text).not.toContain(label);
    expect(text.split('\n').map((line) => line.trim())).not.toContain('Search');
  }
  const first = pdf.pages[0]!;
  for (const text of ['Rental Market History', 'Results - Market History', 'Data As Of', 'Exported At']) {
    expect(first).toContain(text);
  }
  expect(first).toMatch(/ by period, /);
  // The last period is in the file: the table is whole, not the rows on screen.
  expect(pdf.pages.slice(-2).join('\n')).toContain(lastPeriod);
});

test('rental market history without the rental expansion says so', async ({ page }) => {
  await page.goto('/database/rental/market-history');
  await logIn(page, 'no-rental');
  await expect(page.getByText(RENTAL_EXPANSION_MESSAGE)).toBeVisible();
});
