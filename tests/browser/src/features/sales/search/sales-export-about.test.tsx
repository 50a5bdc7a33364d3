import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { DOWNLOAD_LABEL } from '@src/components/results-table/results-table-constants';
import { APARTMENT_SITE, HOTEL } from '@test-support/browser/sales-search-fixtures';
import { disposeSalesViews, renderSalesView } from './sales-view-harness';
import { axeViolations } from '@test-support/browser/axe-violations';
import { downloadAboutSheet } from '@test-support/browser/export-download';

const POLL = { timeout: 20_000 };

afterEach(async () => {
  vi.restoreAllMocks();
  await disposeSalesViews();
});

describe('Search Sales export: the "About this export" sheet', { timeout: 90_000 }, () => {
  test('the XLSX file says the page, the search as the panel shows it, the filters and the rows', async () => {
    await renderSalesView('sales', {
      saleDateRangeFrom: '2025-06-01',
      saleDateRangeTo: '2026-05-31',
      propertySubType: [String(HOTEL), String(APARTMENT_SITE)],
      regionId: ['1', '2'],
      fullTextSearch: 'Bay',
      priceFrom: '6000000',
    });
    const download = page.getByRole('button', { name: DOWNLOAD_LABEL });
    await expect.element(download, POLL).toBeEnabled();
    // The fixture server answers every sale of the chosen types; Price From keeps 8M, 20M and 12M.
    await expect.element(page.getByText('$20,000,000', { exact: true }).first(), POLL).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    const { sheetNames, about } = await downloadAboutSheet();
    expect(sheetNames).toEqual(['Results', 'About this export']);
    expect(about.get('Page')).toBe('Property Sales');
    expect(about.get('Sale Date From')).toBe('2025-06-01');
    expect(about.get('Sale Date To')).toBe('2026-05-31');
    expect(about.get('Property Type')).toBe('Hotel, Apartment Site');
    expect(about.get('Full Text Search')).toBe('Bay');
    expect(about.get('Region')).toBe('West, East');
    expect(about.get('Price')).toBe('From 6000000');
    expect(about.get('Sort')).toBe('None (grouped, with totals)');
    expect(about.get('Rows')).toBe(3);
    expect(String(about.get('Exported At'))).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });
});
