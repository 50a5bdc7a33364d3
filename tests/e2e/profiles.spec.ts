import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProjectDisplayResponse, ProjectHistoryResponse } from '@contract/urban-project';
import { logIn, storedCompareIds } from './e2e-session';

/**
 * The project profile against the real server (part 2 §2.9, §2.10, §4, §9): opened from a search
 * result's name, its full chart history shown and hidden, saved as a PDF that a PDF reader opens
 * with pages that are not blank, the update history comparison, and the compare list.
 */
const SEARCH = '/database/project/project-search?projectType=condo&projectStanding=active&year=2026&qtr=4&regionId[]=1';

interface Candidate {
  id: string;
  chart: string;
  chartRows: number;
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
    if (chart && history.summary.length >= 2) return { id, chart: chart.name, chartRows: chart.data.rows.length };
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

  // View All Historical Data replaces the chart with its full series; Hide brings it back.
  const chart = profile.getByRole('table', { name: project.chart, exact: true });
  await expect(chart.locator('tbody tr')).toHaveCount(project.chartRows);
  const chartBlock = profile.locator('.mantine-Stack-root', { has: chart }).last();
  await chartBlock.getByRole('button', { name: 'View All Historical Data' }).click();
  await expect(profile.getByRole('button', { name: 'Hide All Historical Data' })).toBeVisible();
  const fullRows = await chart.locator('tbody tr').count();
  expect(fullRows).toBeGreaterThanOrEqual(project.chartRows);
  await profile.getByRole('button', { name: 'Hide All Historical Data' }).click();
  await expect(chart.locator('tbody tr')).toHaveCount(project.chartRows);

  // Save as PDF: a PDF reader opens it and its pages carry the page's content.
  const [download] = await Promise.all([
    profile.waitForEvent('download', { timeout: 180_000 }),
    profile.getByRole('button', { name: 'Save as PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`project_${project.id}.pdf`);
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
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  // The update history: versions, then the standing comparison with its pictures and brochures.
  await profile.getByRole('tab', { name: 'View Update History' }).click();
  await expect(profile.getByRole('table', { name: 'Project Versions' })).toBeVisible();
  await profile.getByRole('button', { name: 'Compare all standings' }).click();
  const comparison = profile.getByRole('table', { name: 'Project Standing Data Comparison' });
  await expect(comparison).toBeVisible();
  await expect(comparison.getByRole('link', { name: /^See PDF/ }).first()).toBeVisible();
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
