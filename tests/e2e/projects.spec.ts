import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { SearchResponse } from '@contract/search';
import type { UrbanBasicOptionsResponse, UrbanSearchFiltersResponse } from '@contract/urban-options';
import { logIn, storedCompareIds } from './e2e-session';
import { displayRowCount } from './results-table-helpers';
import { csvRows } from '@test-support/csv-rows';

/**
 * Projects advanced search against the real server (part 1 §2, §4, §9): a condo active search for a
 * region, sorting through the three states, the compare list's cap, the compare page, the
 * market data region totals read back from the exported XLSX, and the CSV export.
 */
const CAP_TITLE = 'Failed to add Project to Compare List. List is capped at 5 projects.';

function projectIdOf(href: string | null): string {
  const id = /\/project\/(\d+)$/.exec(href ?? '')?.[1];
  if (id === undefined) throw new Error(`Not a project link: ${href}`);
  return id;
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
  const before = await storedCompareIds(page, 'projectCompareList');
  const sixthRow = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Add To Compare List' }) });
  const sixthId = projectIdOf(await sixthRow.first().getByRole('link').first().getAttribute('href'));
  await sixthRow.first().getByRole('button', { name: 'Add To Compare List' }).click();
  const dialog = page.getByRole('dialog', { name: CAP_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Replace / })).toHaveCount(5);
  // Close adds nothing; Replace swaps the first entry for the new project.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  expect(await storedCompareIds(page, 'projectCompareList')).toEqual(before);
  await sixthRow.first().getByRole('button', { name: 'Add To Compare List' }).click();
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: /^Replace / })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  const after = await storedCompareIds(page, 'projectCompareList');
  expect(after).toHaveLength(5);
  expect(after).toContain(sixthId);
  expect(after).not.toContain(before[0]);
  expect(after.filter((id) => id !== sixthId)).toEqual(before.slice(1));
  await expect(table.getByRole('button', { name: 'Remove From Compare List' })).toHaveCount(5);

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
  await page.goto('/database/project/project-search?projectType=condo&projectStanding=active&year=2026&qtr=4');
  await logIn(page);
  await expect(page.getByText('Results - Projects')).toBeVisible();
  // The view toggle keeps the type, standing and quarter.
  await page.getByText('Market Data', { exact: true }).click();
  await expect(page).toHaveURL(/\/project\/market-data\?/);
  await expect(page).toHaveURL(/year=2026/);
  await expect(page).toHaveURL(/qtr=4/);
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
    const regionTotal = /^(.*) Region Total$/.exec(name)?.[1];
    if (regionTotal !== undefined && typeof psf === 'number' && sums.has(regionTotal)) totals.set(regionTotal, psf);
  }
  expect(totals.size).toBeGreaterThan(0);
  for (const [region, total] of totals) {
    const sum = sums.get(region)!;
    expect(Math.abs(total - sum.weighted / sum.weight)).toBeLessThan(1);
  }

  const { download: csv, bytes: csvBytes } = await download(page, 'csv');
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const csvTable = csvRows(csvBytes.toString('utf8').replace(/^\uFEFF/, '')).filter((row) => row.some((cell) => cell));
  expect(csvTable.some((row) => row.includes('Sold PSF'))).toBe(true);
  expect(csvTable.length).toBeGreaterThan(body.data.length);
  // Both files hold the same table: the same rows in the same order, the same totals.
  const names = (table: unknown[][]) => table.map((row) => String(row[0] ?? '')).filter((name) => name !== '');
  expect(names(csvTable.slice(csvTable.findIndex((row) => row.includes('Sold PSF'))))).toEqual(
    names(rows.slice(headerIndex)),
  );
  const csvHeader = csvTable.find((row) => row.includes('Sold PSF'))!;
  const csvPsf = csvHeader.indexOf('Sold PSF');
  for (const [region, total] of totals) {
    // A region's total names its level: the municipality Toronto's reads 'Toronto Total'.
    const line = csvTable.find((row) => row[0] === `${region} Region Total`)!;
    expect(Math.abs(Number(line[csvPsf]!.replace(/[$,]/g, '')) - total)).toBeLessThan(1);
  }
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
  await expect(page).toHaveURL(/regionId=\d+/);
  await expect(page).toHaveURL(/submarketId/);
});

test('old stock: the rental table with rental compare actions', async ({ page }) => {
  await page.goto('/database/project/project-search?projectType=purpose-built&projectStanding=oldstock');
  await logIn(page);
  // The rental standing searches by month, switched on by itself.
  await expect(page.getByRole('radio', { name: 'Search by Month' })).toBeChecked();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/timeType=months/);
  await expect(page.getByText('Results - Properties')).toBeVisible();
  await expect(page.getByText(/^Month: /)).toBeVisible();
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /Property Name/ }) });
  await table.getByRole('button', { name: 'Add To Compare List' }).first().click();
  await expect(page.getByText('Added Rental to Compare List.')).toBeVisible();
  await expect(table.getByRole('button', { name: 'Remove From Compare List' })).toHaveCount(1);
  expect(await storedCompareIds(page, 'rentalCompareList')).toHaveLength(1);
  expect(await storedCompareIds(page, 'projectCompareList')).toHaveLength(0);
});

test('a URL with a standing its regions do not support searches the first enabled one', async ({ page }) => {
  await page.goto('/database/project/project-search');
  await logIn(page);
  const regions = (await (await page.request.get('/api/v1/urban/options/regions')).json()) as {
    regions: Array<{ id: number; name: string; disable_maps: Record<string, boolean> }>;
  };
  const noCondoRental = regions.regions.find((region) => region.disable_maps['condo_rental'] === true);
  expect(noCondoRental).toBeDefined();
  await page.goto(
    `/database/project/project-search?projectType=condo&projectStanding=rental&year=2026&qtr=4&regionId[]=${noCondoRental!.id}`,
  );
  await expect(page).toHaveURL(/projectStanding=active/);
  await expect(page.getByRole('radio', { name: 'Rental', exact: true })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'New', exact: true })).toBeChecked();
  await expect(page.getByText('Results - Projects')).toBeVisible();
});

test('market history calls the API on every search, even for a query it has seen', async ({ page }) => {
  const historyCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/urban/markethistory/')) historyCalls.push(request.url());
  });
  await page.goto('/database/project/market-history');
  await logIn(page);
  await expect(page.getByText('Results - Market History')).toBeVisible();
  await expect(page).toHaveURL(/qtr_end=\d/);
  await expect.poll(() => historyCalls.length).toBe(1);
  const firstUrl = page.url();
  const search = page.getByRole('button', { name: 'Search', exact: true });
  // Another From Year: a CI run (e2e steps twice their usual time) saw the pick leave the year as it
  // was and Search stay disabled, so the pick is made again until the form holds a new search.
  await expect(async () => {
    await page.getByRole('combobox', { name: 'From Year' }).click();
    await page.getByRole('listbox').getByRole('option').nth(1).click({ timeout: 5_000 });
    await expect(search).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await search.click();
  await expect.poll(() => historyCalls.length).toBe(2);
  // Back to the first query: the engine holds its result, yet market history asks the API again.
  await page.goBack();
  await expect(page).toHaveURL(firstUrl);
  await expect.poll(() => historyCalls.length).toBe(3);
  expect(historyCalls[2]).toBe(historyCalls[0]);
});

/** The number in the first data row's cell under a column header. */
async function firstRowNumber(table: Locator, header: RegExp): Promise<number> {
  // The header rows are rendered again when the results settle (a header seen, then its row
  // replaced before it was read failed a CI run): read them until the last one holds the column.
  let column = 0;
  await expect
    .poll(async () => {
      const headers = await table.locator('thead tr').last().locator('th, td').allInnerTexts();
      column = headers.findIndex((text) => header.test(text.trim())) + 1;
      return column;
    })
    .toBeGreaterThan(0);
  const text = await table
    .locator('tbody tr[data-kind="leaf"]')
    .first()
    .locator(`td[aria-colindex="${column}"]`)
    .innerText();
  return Number(text.replace(/[^0-9.]/g, ''));
}

/** Fewer than before, and not none. */
function narrowed(count: number, before: number): boolean {
  return count > 0 && count < before;
}

async function apiJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

test('advanced filters narrow: Project Status on proposals, Year Built on old-stock history, market data on the server', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/database/project/project-search');
  await logIn(page);
  const { projectDateRanges } = await apiJson<UrbanBasicOptionsResponse>(page, '/api/v1/urban/options/basic');
  const { searchFilters } = await apiJson<UrbanSearchFiltersResponse>(page, '/api/v1/urban/options/searchFilters');

  // Project Status (part 1 §4): a quarter whose proposals have gone different ways since, and a
  // status some of them hold, picked in the form by the label the spec lists.
  const range = projectDateRanges['condo_proposed']!;
  let chosen: { year: number; qtr: number; status: string } | null = null;
  for (
    let index = range.max_year * 4 + range.max_quarter - 1;
    chosen === null && index >= range.min_year * 4;
    index--
  ) {
    const [year, qtr] = [Math.floor(index / 4), (index % 4) + 1];
    const { data } = await apiJson<SearchResponse>(
      page,
      `/api/v1/urban/project/condo/proposed?year=${year}&qtr=${qtr}`,
    );
    const statuses = [...new Set(data.map((row) => String(row['project_status'])))];
    if (statuses.length > 1) chosen = { year, qtr, status: statuses[0]! };
  }
  expect(chosen).not.toBeNull();
  const statusFilter = searchFilters['project-search'].condo.proposed!.find(
    (filter) => filter.name === 'projectStatus',
  )!;
  const option =
    statusFilter.type === 'selection' ? statusFilter.options.find((o) => o.id === chosen!.status) : undefined;
  expect(option, 'the option carries the key the rows hold').toBeDefined();
  await page.goto(
    `/database/project/project-search?projectType=condo&projectStanding=proposed&year=${chosen!.year}&qtr=${chosen!.qtr}`,
  );
  const projects = page.getByRole('table', { name: 'Results - Projects' });
  await expect(projects).toHaveAttribute('aria-busy', 'false');
  const allProjects = await displayRowCount(projects);
  await page.getByRole('button', { name: /Open Advanced Filters/ }).click();
  // By keyboard, as a keyboard user opens it (the select's empty input is under its pill box).
  await page.getByRole('combobox', { name: 'Project Status', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: option!.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`projectStatus=${chosen!.status}`));
  await expect.poll(async () => narrowed(await displayRowCount(projects), allProjects)).toBe(true);

  // Year Built on old-stock market history (part 1 §7 yearbuilt-min): fewer properties a quarter.
  const buildings = await apiJson<SearchResponse>(page, '/api/v1/urban/project/purpose-built/oldstock');
  const years = buildings.data.map((row) => Number(row['year_built'])).sort((a, b) => a - b);
  const middleYear = years[Math.floor(years.length / 2)]!;
  await page.goto('/database/project/market-history?projectType=purpose-built&projectStanding=oldstock');
  const history = page.getByRole('table', { name: 'Results - Market History' });
  await expect(history.locator('tbody tr[data-kind="leaf"]').first()).toBeVisible();
  await expect(history).toHaveAttribute('aria-busy', 'false');
  const allProperties = await firstRowNumber(history, /^Properties/);
  await page.getByRole('button', { name: /Open Advanced Filters/ }).click();
  await page.getByRole('textbox', { name: 'Year Built From' }).fill(String(middleYear));
  const filtered = page.waitForResponse((response) => response.url().includes(`yearbuilt-min=${middleYear}`));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await filtered;
  await expect(page).toHaveURL(new RegExp(`yearBuiltFrom=${middleYear}`));
  await expect.poll(async () => narrowed(await firstRowNumber(history, /^Properties/), allProperties)).toBe(true);

  // A market data advanced filter goes to the server, which totals the projects it keeps.
  const active = projectDateRanges['condo_active']!;
  const quarter = `year=${active.max_year}&qtr=${active.max_quarter}`;
  const condos = await apiJson<SearchResponse>(page, `/api/v1/urban/project/condo/active?${quarter}`);
  // New condos leave cancelled and on-hold projects out by default (part 1 §5).
  const suites = condos.data
    .filter((row) => row['is_cancelled'] !== true && row['is_onholdoffmarket'] !== true)
    .map((row) => Number(row['suite_count']))
    .sort((a, b) => b - a);
  const fewSuites = suites[1]!;
  await page.goto(`/database/project/market-data?projectType=condo&projectStanding=active&${quarter}`);
  const market = page.getByRole('table', { name: 'Results - Market' });
  await expect(market).toHaveAttribute('aria-busy', 'false');
  const allMarkets = await displayRowCount(market);
  await page.getByRole('button', { name: /Open Advanced Filters/ }).click();
  await page.getByRole('textbox', { name: 'Total Suites From' }).fill(String(fewSuites));
  const totals = page.waitForResponse((response) => response.url().includes(`suite-count-min=${fewSuites}`));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await totals;
  await expect(page).toHaveURL(new RegExp(`totalSuitesFrom=${fewSuites}`));
  // Some rows (not the loading row alone), fewer than before.
  await expect.poll(async () => narrowed(await displayRowCount(market), allMarkets)).toBe(true);
});
