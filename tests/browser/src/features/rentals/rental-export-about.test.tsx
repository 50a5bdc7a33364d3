import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations } from '@test-support/browser/axe-violations';
import { downloadAboutSheet } from '@test-support/browser/export-download';
import { LAST_MONTH } from '@test-support/browser/rental-search-fixtures';
import { disposeRentalViews, renderRentalView } from './rental-view-harness';

const POLL = { timeout: 20_000 };

afterEach(async () => {
  vi.restoreAllMocks();
  await disposeRentalViews();
});

describe('Rental views export: the "About this export" sheet', { timeout: 90_000 }, () => {
  test('Rental Properties: the month, time range and market as the card shows them; the month is the as-of', async () => {
    await renderRentalView('rental-search', {
      queryMonth: LAST_MONTH,
      timeRange: '3mo',
      'regionId[]': ['1'],
      'municipalityId[]': ['11'],
      'submarketId[]': ['112'],
    });
    await expect.element(page.getByRole('table', { name: 'Results - Properties' }), POLL).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    const { about } = await downloadAboutSheet();
    expect(about.get('Page')).toBe('Results - Properties');
    expect(about.get('Search Month')).toBe('Jun 2026');
    expect(about.get('Select Data Time Range')).toBe('3 Months');
    expect(about.get('Region')).toBe('West');
    expect(about.get('Municipality')).toBe('West City');
    expect(about.get('Submarket')).toBe('West North');
    expect(about.get('Data As Of')).toBe('Jun 2026');
  });

  test('Rental Market History: the month range is the as-of', async () => {
    await renderRentalView('market-history', {
      queryMonthStart: '2025-03',
      queryMonthEnd: '2026-02',
      timeRange: '1mo',
      'regionId[]': ['2'],
    });
    await expect.element(page.getByRole('table', { name: 'Results - Market History' }), POLL).toBeVisible();

    const { about } = await downloadAboutSheet();
    expect(about.get('Select Start Month')).toBe('Mar 2025');
    expect(about.get('Select End Month')).toBe('Feb 2026');
    expect(about.get('Select Data Time Range')).toBe('1 Month');
    expect(about.get('Region')).toBe('East');
    expect(about.has('Search Month')).toBe(false);
    expect(about.get('Data As Of')).toBe('Mar 2025 to Feb 2026');
  });
});
