import { expect, test } from '@playwright/test';
import { logIn } from './e2e-session';

/**
 * What a subscriber sees of the rules that now have one source (part 1 §2 "Tab table
 * behaviour", §9 column formats), tried against the real server: years without a thousands
 * separator, the standing chip by its label, and a region total that cannot be mistaken for the
 * total of the municipality of the same name (the region Toronto and the city of Toronto).
 */
test('old stock table: Year Built reads as a year, the standing chip by its label, region totals named as such', async ({
  page,
}) => {
  await page.goto('/database/project/project-search?projectType=purpose-built&projectStanding=oldstock');
  await logIn(page);
  const regions = (await (await page.request.get('/api/v1/urban/options/regions')).json()) as {
    regions: Array<{ id: number; name: string }>;
  };
  const toronto = regions.regions.find((region) => region.name === 'Toronto');
  expect(toronto).toBeDefined();
  await page.goto(
    `/database/project/project-search?projectType=purpose-built&projectStanding=oldstock&regionId[]=${toronto!.id}`,
  );
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Results - Properties')).toBeVisible();

  const chips = page.getByRole('list', { name: 'Search filters' });
  await expect(chips.getByText('Old Stock', { exact: true })).toBeVisible();
  await expect(chips).not.toContainText('oldstock');

  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /Property Name/ }) });
  await expect(table.getByRole('cell', { name: /^Toronto$/ }).first()).toBeVisible();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const yearColumn = headers.findIndex((text) => /Year Built/.test(text));
  expect(yearColumn, `columns: ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const years = (await table.locator(`[role="row"] > :nth-child(${yearColumn + 1})`).allInnerTexts())
    .map((text) => text.trim())
    .filter((text) => /\d/.test(text));
  expect(years.length).toBeGreaterThan(0);
  for (const year of years) expect(year).toMatch(/^(18|19|20)\d\d$/);

  // The region's total closes the table: scroll to its end.
  await table.evaluate((element) => {
    let scroller: HTMLElement | null = element as HTMLElement;
    while (scroller !== null && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
    if (scroller !== null) scroller.scrollTop = scroller.scrollHeight;
  });
  await expect(table.getByRole('cell', { name: 'Toronto Region Total', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Toronto Total', exact: true })).toBeVisible();
});
