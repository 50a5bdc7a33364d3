import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { downloadAboutSheet } from '@test-support/browser/export-download';
import { disposeLandingPages, renderLandingPage } from './landing-harness';

const POLL = { timeout: 20_000 };

afterEach(async () => {
  vi.restoreAllMocks();
  await disposeLandingPages();
});

describe('Map Search export: the "About this export" sheet', { timeout: 90_000 }, () => {
  test("a tab's XLSX file names the chosen regions and the tab's category options", async () => {
    await renderLandingPage();
    await page.getByRole('checkbox', { name: 'York', exact: true }).click();
    await page.getByRole('tab', { name: /^land sales/ }).click();
    await expect.element(page.getByRole('tab', { name: /^land sales/, selected: true }), POLL).toBeVisible();

    const { about } = await downloadAboutSheet();
    expect(about.get('Page')).toBe('land sales');
    expect(about.get('Regions')).toBe('Toronto, York');
    expect(about.get('Sales')).toBe('Apartment Site');
    expect(about.has('Condo')).toBe(false);
  });
});
