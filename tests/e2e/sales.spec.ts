import { expect, test, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import type { SalesSearchResponse } from '@contract/search';
import type { SaleRow, SalesMarketRow } from '@contract/sales-search';
import { csvRows } from '@test-support/csv-rows';
import { chooseOption, displayRowCount, sheetRows } from './results-table-helpers';
import { logIn } from './e2e-session';

/**
 * Sales search and sales market data against the real server (part 2 §2.5, §4, §5, §8, §9): a
 * search for a region and two sub-types over 5 years, a drawn polygon that lowers the count, a
 * sort, XLSX and CSV exports read back, a sale opened from its file number, and market data
 * whose region total is checked against MEASURES.md recomputed from the exported XLSX.
 */

const YEARS = 5;

interface Journey {
  regionId: number;
  regionName: string;
  subTypes: Array<{ id: number; name: string }>;
  from: string;
  to: string;
}

/** A region and the two sub-types with the most sales in it over the last 5 years, read through the API. */
async function chooseJourney(page: Page): Promise<Journey> {
  const options = (await (await page.request.get('/api/v1/sales/options/basic')).json()) as SalesOptionsBasicResponse;
  const to = options.saleDateRange.max;
  const from = `${Number(to.slice(0, 4)) - YEARS}${to.slice(4)}`;
  const subTypes = options.propertyTypes.flatMap((type) => type.sub_property_types);
  const region = options.regions[0]!;
  const query = new URLSearchParams({ 'time-period-from': from, 'time-period-to': to });
  for (const subType of subTypes) query.append('subproperty-type[]', String(subType.id));
  query.append('region-id[]', String(region.id));
  const response = (await (
    await page.request.get(`/api/v1/sales/sales?${query}`)
  ).json()) as SalesSearchResponse<SaleRow>;
  const counts = new Map<string, number>();
  for (const row of response.data[0]!.data) counts.set(row.subPropertyType, (counts.get(row.subPropertyType) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
  return {
    regionId: region.id,
    regionName: region.name,
    subTypes: top.map(([name]) => {
      const subType = subTypes.find((entry) => entry.name === name)!;
      return { id: subType.id, name };
    }),
    from,
    to,
  };
}

async function download(page: Page, format: 'xlsx' | 'csv'): Promise<{ download: Download; bytes: Buffer }> {
  await page.getByLabel('Export format').selectOption(format);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  return { download: file, bytes: await readFile(await file.path()) };
}

test('sales search: region and two sub-types over 5 years, polygon, sort, exports, sale page, market data', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await page.goto('/database/property/sales');
  await logIn(page);
  await expect(page).toHaveTitle('Sales | Marketview');
  const searchButton = page.getByRole('button', { name: 'Search', exact: true });
  // Part 2 §4: no property type, no search.
  await expect(searchButton).toBeDisabled();

  const journey = await chooseJourney(page);
  await page.getByLabel('Sale Date From').fill(journey.from);
  await page.getByLabel('Sale Date To').fill(journey.to);
  for (const subType of journey.subTypes) await chooseOption(page, 'Property Type', subType.name);
  await chooseOption(page, 'Region', journey.regionName);
  await expect(searchButton).toBeEnabled();
  await searchButton.click();
  await expect(page).toHaveURL(new RegExp(`propertySubType=${journey.subTypes[0]!.id}`));
  await expect(page).toHaveURL(new RegExp(`regionId=${journey.regionId}`));
  // Submitted: nothing changed since, so Search is disabled again.
  await expect(searchButton).toBeDisabled();

  const table = page.getByRole('table', { name: 'Property Sales' });
  await expect(table.getByRole('columnheader', { name: /^File #/ })).toBeVisible();
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  // Rows are counted once the table holds the whole result, not while it is still loading.
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const before = await displayRowCount(table);
  expect(before).toBeGreaterThan(3);

  // Draw a polygon over the middle of the map: more than 2 points search, and fewer sales remain.
  await page.getByRole('button', { name: 'Draw Polygon' }).click();
  const canvas = page.locator('.maplibregl-canvas');
  const box = (await canvas.boundingBox())!;
  const corners: Array<[number, number]> = [
    [0.3, 0.3],
    [0.6, 0.3],
    [0.6, 0.7],
    [0.3, 0.7],
  ];
  // Points are separate clicks (quick successive clicks read as a double click); clicking the first point again closes it.
  for (const [x, y] of [...corners, corners[0]!]) {
    await canvas.click({ position: { x: box.width * x, y: box.height * y } });
    await page.waitForTimeout(400);
  }
  await expect(page).toHaveURL(/geoFilter=/);
  await expect.poll(() => displayRowCount(table), { timeout: 30_000 }).toBeLessThan(before);

  // Sort by price: header rows go, rows descend (part 2 §4).
  const price = table.getByRole('columnheader', { name: /^Price/ }).first();
  await price.click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');

  const { download: xlsx, bytes } = await download(page, 'xlsx');
  expect(xlsx.suggestedFilename()).toMatch(/^urbanmarsh_sales_\d{8}_\d{6}_price_desc\.xlsx$/);
  const rows = await sheetRows(bytes);
  expect(rows[0]).toContain('File #');
  const priceColumn = (rows[0] as string[]).indexOf('Price');
  const prices = rows.slice(1).map((row) => Number(row[priceColumn]));
  expect(prices.length).toBe(await displayRowCount(table));
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  const { download: csv, bytes: csvBytes } = await download(page, 'csv');
  expect(csv.suggestedFilename()).toMatch(/^urbanmarsh_sales_\d{8}_\d{6}_price_desc\.csv$/);
  const csvTable = csvRows(csvBytes.toString('utf8').replace(/^\uFEFF/, ''));
  expect(csvTable[0]).toContain('File #');
  expect(csvTable.length - 1).toBe(prices.length);

  // A file number opens its sale in a new tab.
  const fileLink = table.getByRole('link').first();
  await expect(fileLink).toHaveAttribute('target', '_blank');
  const [salePage] = await Promise.all([context.waitForEvent('page'), fileLink.click()]);
  await expect(salePage).toHaveURL(/\/database\/sale\/\d+$/);
  await expect(salePage.getByRole('heading', { level: 1 })).toBeVisible();
  await salePage.close();

  // Market data: one sub-type, region totals per MEASURES.md recomputed from the exported rows.
  await page.getByText('Market Data', { exact: true }).click();
  await expect(page).toHaveURL(/\/property\/market-data\?/);
  await expect(page).toHaveTitle('Sales Market Data | Marketview');
  const market = page.getByRole('table', { name: 'Property Market Data' });
  await expect(market.getByRole('columnheader', { name: /^Total Sales$/ })).toBeVisible();
  await expect(market.getByRole('row').nth(2)).toBeVisible();
  const { bytes: marketBytes } = await download(page, 'xlsx');
  const marketRows = await sheetRows(marketBytes);
  const header = marketRows[0] as string[];
  const column = (label: string) => header.indexOf(label);
  // The region's total row (workers/ops/group-tree.ts totalLabel: "{name} Region Total" unless the name says Region).
  const regionTotalLabels = [`${journey.regionName} Total`, `${journey.regionName} Region Total`];
  const regionTotal = marketRows.find((row) => regionTotalLabels.includes(String(row[0])));
  // Municipality rows carry figures; the region's header row (which may share a municipality's name) does not.
  const municipalities = marketRows.slice(1).filter((row) => {
    const name = String(row[0]);
    return typeof row[column('Total Sales')] === 'number' && name !== 'Total' && !regionTotalLabels.includes(name);
  });
  const sum = (label: string) => municipalities.reduce((total, row) => total + Number(row[column(label)] ?? 0), 0);
  // The polygon carried over from the sales view: market data totals only the sales inside it (part 2 §5).
  const polygon = new URL(page.url()).searchParams.get('geoFilter');
  expect(polygon).not.toBeNull();
  const marketQuery = `time-period-from=${journey.from}&time-period-to=${journey.to}&subproperty-type[]=${journey.subTypes[0]!.id}&region-id[]=${journey.regionId}`;
  const marketApi = async (query: string) =>
    (
      (await (
        await page.request.get(`/api/v1/sales/marketdata?${query}`)
      ).json()) as SalesSearchResponse<SalesMarketRow>
    ).data[0]!.data;
  const apiRows = await marketApi(`${marketQuery}&geo-filter=${polygon}`);
  const salesOf = (rows: SalesMarketRow[]) => rows.reduce((total, row) => total + row.totalSales, 0);
  expect(salesOf(apiRows)).toBeLessThan(salesOf(await marketApi(marketQuery)));
  expect(municipalities).toHaveLength(apiRows.length);
  const totalSales = sum('Total Sales');
  const totalValue = sum('Total Sales Value');
  expect(totalSales).toBe(salesOf(apiRows));
  if (municipalities.length > 1) {
    expect(regionTotal).toBeDefined();
    expect(Number(regionTotal![column('Total Sales')])).toBe(totalSales);
    expect(Number(regionTotal![column('Total Sales Value')])).toBeCloseTo(totalValue, 0);
    // MEASURES.md: avgSalePrice = totalSalesValue / totalSales, never an average of averages.
    expect(Number(regionTotal![column('Avg. Sale Price')])).toBeCloseTo(totalValue / totalSales, 0);
  }

  // A municipality's name opens the sales of that municipality.
  await expect(market.locator('a[href*="municipalityId="]').first()).toHaveAttribute(
    'href',
    new RegExp(`/database/property/sales\\?.*regionId=${journey.regionId}`),
  );
});
