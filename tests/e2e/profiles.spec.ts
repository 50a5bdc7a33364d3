import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import type { RentalHistoryRow, RentalPropertyRow } from '@contract/rental-search';
import type { SearchResponse } from '@contract/search';
import { formatPeriod } from '@contract/dates';
import { standingLabel } from '@contract/product-facts';
import type { ChartTable, ProjectDisplayResponse, ProjectHistoryResponse } from '@contract/urban-project';
import { PROJECT_PROFILE_PDF, SAVE_AS_PDF_LABEL } from '@src/components/pdf-export/pdf-constants';
import { pdfFileName, PDF_TITLE_LABELS } from '@contract/pdf-page';
import { readPdfText } from '@test-support/pdf-text';
import { chartTexts } from '@src/components/profile/shown-text';
import { logIn, storedCompareIds } from './e2e-session';
import { isoMonth } from '@contract/months';

/**
 * The project profile against the real server (part 2 §2.9, §2.10, §4, §9): opened from a search
 * result's name, its full chart history shown and hidden, saved as a PDF that a PDF reader opens
 * with pages that are not blank, the update history comparison, and the compare list.
 */
const SEARCH = '/database/project/project-search?projectType=condo&projectStanding=active&year=2026&qtr=4&regionId[]=1';

interface Candidate {
  name: string;
  id: string;
  chart: ChartTable;
  history: ProjectHistoryResponse;
}

/** The first result whose profile has a chart offering its history and at least 2 versions. */
async function pickProject(page: Page, hrefs: string[]): Promise<Candidate> {
  for (const href of hrefs) {
    const id = /\/project\/(\d+)$/.exec(href)?.[1];
    if (id === undefined) continue;
    const display = (await (
      await page.request.get(`/api/v1/urban/project/${id}/display`)
    ).json()) as ProjectDisplayResponse;
    const history = (await (
      await page.request.get(`/api/v1/urban/project/${id}/history`)
    ).json()) as ProjectHistoryResponse;
    const chart = display.charts.find((entry) => entry.all_uri && entry.data.rows.length >= 5);
    if (chart && history.summary.length >= 2) return { id, name: display.name, chart, history };
  }
  throw new Error('No search result has a chart with history and two versions');
}

/** Share of dark pixels in a greyscale PGM page image (pdftoppm -gray). */
function inkShare(pgm: Buffer): number {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('Not a PGM image');
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const value of pixels) if (value < 200) dark++;
  return dark / pixels.length;
}

test('project profile: from a search result, historical data, PDF, update history, compare list', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(SEARCH);
  await logIn(page);
  const table = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: /Suites/ }) })
    .first();
  // The first search of a fresh server can take a while on a busy machine.
  await expect(table.getByRole('button', { name: 'Add To Compare List' }).first()).toBeVisible({ timeout: 90_000 });
  const links = table.getByRole('link');
  const hrefs = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))).filter(
    (href) => /\/project\/\d+$/.test(href),
  );
  const project = await pickProject(page, hrefs.slice(0, 20));

  // Open it from its name in the results, as a user does.
  const nameLink = table.locator(`a[href$="/project/${project.id}"]`).first();
  const name = (await nameLink.textContent())?.trim() ?? '';
  // Result names open the profile in a new tab (part 1 §3 project table row display).
  const [profile] = await Promise.all([page.context().waitForEvent('page'), nameLink.click()]);
  await expect(profile).toHaveURL(new RegExp(`/database/project/${project.id}$`));
  await expect(profile.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(profile.getByRole('tab', { name: 'View Project' })).toHaveAttribute('aria-selected', 'true');

  // Each chart cell is written by its column's format, Data as of as 'MMM yyyy' (part 1 §9, part 2 §9).
  const chartRows = project.chart.data.rows.length;
  const chart = profile.getByRole('table', { name: project.chart.name, exact: true });
  await expect(chart.locator('tbody tr')).toHaveCount(chartRows);
  const texts = chartTexts(project.chart);
  await expect(chart.locator('tbody tr').first().locator('td')).toHaveText(texts.rows[0] ?? []);
  await expect(profile.getByText(`Data as of ${texts.dataAsOf}`).first()).toBeVisible();
  expect(texts.dataAsOf).toMatch(/^[A-Z][a-z]{2} \d{4}$/);

  // View All Historical Data replaces the chart with its full series; Hide brings it back.
  const chartBlock = profile.locator('.mantine-Stack-root', { has: chart }).last();
  await chartBlock.getByRole('button', { name: 'View All Historical Data' }).click();
  await expect(profile.getByRole('button', { name: 'Hide All Historical Data' })).toBeVisible();
  const fullRows = await chart.locator('tbody tr').count();
  expect(fullRows).toBeGreaterThanOrEqual(chartRows);
  await profile.getByRole('button', { name: 'Hide All Historical Data' }).click();
  await expect(chart.locator('tbody tr')).toHaveCount(chartRows);

  // Save as PDF: a PDF reader opens it and its pages carry the page's content.
  const [download] = await Promise.all([
    profile.waitForEvent('download', { timeout: 180_000 }),
    profile.getByRole('button', { name: 'Save as PDF' }).click(),
  ]);
  // Named from the page's heading and the day (contract/pdf-page.ts).
  expect(download.suggestedFilename()).toBe(pdfFileName(project.name, Date.now()));
  const folder = mkdtempSync(join(tmpdir(), 'profile-pdf-'));
  try {
    const file = join(folder, 'profile.pdf');
    await download.saveAs(file);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    expect(pages).toBeGreaterThanOrEqual(2);
    execFileSync('pdftoppm', ['-r', '20', '-gray', file, join(folder, 'page')]);
    const images = readdirSync(folder).filter((entry) => entry.endsWith('.pgm'));
    expect(images).toHaveLength(pages);
    for (const image of images) expect(inkShare(readFileSync(join(folder, image)))).toBeGreaterThan(0.005);
    // The title block is text: the heading and the export time; no control made it into the file.
    const text = readPdfText(file);
    expect(text.pages[0]).toContain(project.name);
    expect(text.pages[0]).toContain(PDF_TITLE_LABELS.exportedAt);
    expect(text.pages.join('\n')).not.toContain(SAVE_AS_PDF_LABEL);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  // The update history: versions with their standings' labels, then the standing comparison, one
  // column per standing the project went through, with its pictures and brochures (part 2 §2.10).
  await profile.getByRole('tab', { name: 'View Update History' }).click();
  const versions = profile.getByRole('table', { name: 'Project Versions' });
  await expect(versions).toBeVisible();
  await expect(versions.locator('tbody tr td:nth-child(2)')).toHaveText(
    project.history.summary.map((version) => standingLabel(version.standing)),
  );
  await profile.getByRole('button', { name: 'Compare all standings' }).click();
  const comparison = profile.getByRole('table', { name: 'Project Standing Data Comparison' });
  await expect(comparison).toBeVisible();
  const went = [...new Set(project.history.summary.map((version) => version.standing))];
  await expect(comparison.locator('thead th')).toHaveText(['Field', ...went.map(standingLabel)]);
  const seePdf = comparison.getByRole('link', { name: /^See PDF/ }).first();
  await expect(seePdf).toBeVisible();
  // The brochure is a real PDF of that version (part 2 §2.10), from the session's own cookies.
  const brochure = await page.request.get((await seePdf.getAttribute('href')) ?? '');
  expect(brochure.status()).toBe(200);
  expect(brochure.headers()['content-type']).toBe('application/pdf');
  expect((await brochure.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(comparison.getByRole('img', { name: /^Main picture/ }).first()).toBeVisible();
  await profile.getByRole('button', { name: 'Return to Project Versions' }).click();
  await expect(profile.getByRole('table', { name: 'Project Versions' })).toBeVisible();

  // Add to Compare List lands on the compare page with the project listed.
  await profile.getByRole('tab', { name: 'View Project' }).click();
  await profile.getByRole('button', { name: 'Add to Compare List' }).click();
  await expect(profile).toHaveURL(/\/database\/project\/compare$/);
  expect(await storedCompareIds(profile, 'projectCompareList')).toContain(project.id);
  await expect(profile.getByRole('link', { name: /^DETAILS/ })).toHaveCount(1);
});

test('an id without a project shows the no-projects message', async ({ page }) => {
  await page.goto('/database/project/99999999');
  await logIn(page);
  await expect(page.getByText('No projects exist under this id.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Project profile' })).toBeVisible();
});

/** An old-stock project: the project of a rental property with activity in the newest rental month. */
async function pickOldstockProject(page: Page): Promise<ProjectDisplayResponse> {
  const options = (await (await page.request.get('/api/v1/rental/options/basic')).json()) as RentalOptionsBasicResponse;
  const { max_year: year, max_month: month } = options.baseConfiguration.dates;
  const queryMonth = isoMonth(year, month);
  const properties = (await (
    await page.request.get(`/api/v1/rental/propertydata?queryMonth=${queryMonth}&timeRange=1mo&tightRows=true`)
  ).json()) as SearchResponse<RentalPropertyRow>;
  for (const property of properties.data.slice(0, 10)) {
    const display = (await (
      await page.request.get(`/api/v1/urban/project/${property.project_id}/display`)
    ).json()) as ProjectDisplayResponse;
    if (display.chart_config?.oldstock) return display;
  }
  throw new Error('No rental property has an old-stock project profile');
}

interface RowBox {
  top: number;
  bottom: number;
}

/**
 * Records the table rows of the copy the PDF is drawn from (save-element-as-pdf stages it, out of
 * sight, while the pages render): their boxes from the copy's top, in CSS px, as the page-break
 * planner sees them. Measured again every 50 ms while the copy is in the page, so the last
 * measure is the settled layout.
 */
async function watchPdfRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as { pdfRows?: RowBox[]; pdfHeight?: number };
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLDivElement) || node.style.position !== 'absolute') continue;
          const copy = node.firstElementChild;
          if (node.getAttribute('aria-hidden') !== 'true' || !(copy instanceof HTMLElement)) continue;
          const timer = setInterval(() => {
            if (!node.isConnected) return clearInterval(timer);
            const origin = copy.getBoundingClientRect();
            record.pdfHeight = origin.height;
            record.pdfRows = Array.from(copy.querySelectorAll('tr'), (row) => {
              const box = row.getBoundingClientRect();
              return { top: box.top - origin.top, bottom: box.bottom - origin.top };
            });
          }, 50);
        }
    }).observe(document.body, { childList: true });
  });
}

/**
 * Pixel sizes of each page's slice of the profile (its last picture), from `pdfimages -list`; a page
 * that continues a table has the table's header drawn above its slice as a picture of its own
 * (save-element-as-pdf.ts), counted in `repeatedHeads`.
 */
function pageImageSizes(file: string): { slices: Array<{ width: number; height: number }>; repeatedHeads: number } {
  const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  const byPage = new Map<number, Array<{ width: number; height: number }>>();
  for (const columns of list
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[2] === 'image')) {
    const images = byPage.get(Number(columns[0])) ?? [];
    images.push({ width: Number(columns[3]), height: Number(columns[4]) });
    byPage.set(Number(columns[0]), images);
  }
  const pages = [...byPage.entries()].sort(([a], [b]) => a - b).map(([, images]) => images);
  return {
    slices: pages.map((images) => images[images.length - 1]!),
    repeatedHeads: pages.reduce((sum, images) => sum + images.length - 1, 0),
  };
}

/**
 * The rows a page break cuts through. Page k's picture is the slice [break k-1, break k) drawn at
 * the canvas scale, its height rounded up to a whole CSS px, so the sum of the first k heights is
 * break k plus at most k px: a row is cut only if it spans that whole interval.
 */
function rowsCutByBreaks(heights: number[], scale: number, rows: RowBox[]): string[] {
  const cuts: string[] = [];
  let end = 0;
  heights.slice(0, -1).forEach((height, index) => {
    end += height / scale;
    const earliest = end - (index + 1);
    for (const row of rows)
      if (row.top + 0.5 < earliest && end < row.bottom - 0.5)
        cuts.push(
          `page ${index + 1} ends in ${earliest.toFixed(1)}..${end.toFixed(1)} inside row ${row.top.toFixed(1)}..${row.bottom.toFixed(1)}`,
        );
  });
  return cuts;
}

test('old stock: the rental historical table shows seeded rows, expands, and the PDF cuts no row across pages', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/database/project/project-search');
  await logIn(page);
  await expect(page).toHaveURL(/\/database\/project\/project-search/);
  const project = await pickOldstockProject(page);

  // The table opens on the chart config's quarters and shows what the server answered.
  const firstAnswer = page.waitForResponse((response) =>
    response.url().includes(`/api/v1/urban/project/${project.id}/market_history_oldstock?`),
  );
  await page.goto(`/database/project/${project.id}`);
  const quarters = (await (await firstAnswer).json()) as SearchResponse<RentalHistoryRow>;
  expect(quarters.data.length).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Rental Historical Data' });
  await expect(table.getByRole('rowheader')).toHaveText(quarters.data.map((row) => new RegExp(`${row.period}$`)));
  const surveyed = quarters.tableHeaders.data.findIndex((column) => column.key === 'units_surveyed_actual');
  await expect(table.locator('tbody tr').first().locator('th, td').nth(surveyed)).toHaveText(
    new Intl.NumberFormat('en-CA').format(quarters.data[0]?.units_surveyed_actual ?? NaN),
  );

  // Month mode over the whole rental range, one row a month: more than 25 rows, so it scrolls at 85vh.
  await page.getByRole('button', { name: 'Open Filters' }).click();
  await page.getByRole('radio', { name: 'Search by Month' }).click();
  const oldstock = project.chart_config?.oldstock;
  const monthAnswer = page.waitForResponse(
    (response) =>
      response.url().includes('market_history_oldstock?') &&
      response.url().includes(`queryMonthStart=${oldstock?.month_start}`) &&
      response.url().includes(`queryMonthEnd=${oldstock?.month_end}`) &&
      response.url().includes('timeRange=1mo'),
  );
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const months = (await (await monthAnswer).json()) as SearchResponse<RentalHistoryRow>;
  expect(months.data.length).toBeGreaterThan(25);
  await expect(table.getByRole('rowheader')).toHaveCount(months.data.length);
  await expect(table.locator('xpath=..')).toHaveAttribute('data-scrolls', 'true');

  // A row expands to its unit types.
  const newest = months.data[months.data.length - 1] as RentalHistoryRow;
  const toggle = table.getByRole('button', { name: formatPeriod(newest.period) });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const unitType of newest.subRows)
    await expect(table.getByRole('cell', { name: unitType.period, exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Hide Filters' }).click();

  // Save as PDF: every row in it, none cut by a page break.
  await watchPdfRows(page);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 240_000 }),
    page.getByRole('button', { name: 'Save as PDF' }).click(),
  ]);
  const folder = mkdtempSync(join(tmpdir(), 'oldstock-pdf-'));
  try {
    const file = join(folder, 'profile.pdf');
    await download.saveAs(file);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    execFileSync('pdftoppm', ['-r', '20', '-gray', file, join(folder, 'page')]);
    for (const image of readdirSync(folder).filter((entry) => entry.endsWith('.pgm')))
      expect(inkShare(readFileSync(join(folder, image)))).toBeGreaterThan(0.005);

    const { pdfRows, pdfHeight } = await page.evaluate(() => {
      const record = window as unknown as { pdfRows?: RowBox[]; pdfHeight?: number };
      return { pdfRows: record.pdfRows ?? [], pdfHeight: record.pdfHeight ?? NaN };
    });
    // The copy holds the whole month table (the 85vh box is unclipped for the PDF) and its sub rows.
    expect(pdfRows.length).toBeGreaterThan(months.data.length + newest.subRows.length);
    const { slices: sizes, repeatedHeads } = pageImageSizes(file);
    expect(sizes).toHaveLength(pages);
    // The month table runs over the breaks, so a later page starts with its header again.
    expect(repeatedHeads).toBeGreaterThan(0);
    const { scale, contentWidthPx } = PROJECT_PROFILE_PDF;
    for (const size of sizes) expect(size.width).toBe((contentWidthPx ?? NaN) * scale);
    const heights = sizes.map((size) => size.height);
    // The pages together are the copy's height (each rounded up by less than a pixel).
    const drawn = heights.reduce((sum, height) => sum + height / scale, 0);
    expect(drawn).toBeGreaterThanOrEqual(pdfHeight - 1);
    expect(drawn).toBeLessThanOrEqual(pdfHeight + pages);
    const breaks = heights
      .slice(0, -1)
      .map((_, index) => Math.round(heights.slice(0, index + 1).reduce((sum, height) => sum + height / scale, 0)));
    const note = `${pages} pages, ${pdfRows.length} table rows, page ends near ${breaks.join(', ')} px`;
    test.info().annotations.push({ type: 'pdf rows', description: note });
    console.log(`pdf rows: ${note}`);
    expect(rowsCutByBreaks(heights, scale, pdfRows)).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
