import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SALES_CLAMPED_MESSAGE } from '@contract/messages';
import { EMPTY_MESSAGES } from '@src/components/results-table/results-table-constants';
import { alertStore } from '@src/state/alert';
import { APARTMENT_SITE, HOTEL } from '@test-support/browser/sales-search-fixtures';
import { disposeSalesViews, renderSalesView } from './sales-view-harness';
import { axeViolations } from '@test-support/browser/axe-violations';

const POLL = { timeout: 20_000 };
const DATES = { saleDateRangeFrom: '2025-06-01', saleDateRangeTo: '2026-05-31' };

afterEach(disposeSalesViews);

/** A column header, or with a plain name the group header above its columns. */
function header(name: string | RegExp) {
  return page.getByRole('columnheader', { name, exact: true });
}

/**
 * The alert as it is when `text` first shows on the page: read in the mutation's microtask,
 * before any later task (a passive effect of that commit) could open it.
 */
function alertWhenShown(text: string): Promise<string | null> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes(text) !== true) return;
      observer.disconnect();
      resolve(alertStore.message);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function expectNoAxeViolations(): Promise<void> {
  expect(await axeViolations()).toEqual([]);
}

describe('Search Sales (part 2 §2.5, §4, §8)', { timeout: 90_000 }, () => {
  test('Search and Clear Filters enable as the spec says; submitting writes the route', async () => {
    const harness = await renderSalesView('sales', {});
    const search = page.getByRole('button', { name: 'Search', exact: true });
    const clear = page.getByRole('button', { name: 'Clear Filters' });
    await expect.element(search).toBeDisabled();
    await expect.element(clear).toBeDisabled();
    await expect.element(page.getByText('Choose at least one property type, then Search.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Full Text Search' }).fill('King St!');
    await expect
      .element(page.getByText("Only url safe characters are allowed: letters, numbers, spaces, '-', '_', '.' and '~'."))
      .toBeVisible();
    await expect.element(clear).toBeEnabled();
    // Still no property type: no search.
    await expect.element(search).toBeDisabled();

    await page.getByRole('combobox', { name: 'Property Type' }).click();
    await page.getByRole('option', { name: 'Hotel' }).click();
    await page.getByRole('option', { name: 'Apartment Site' }).click();
    await userEvent.keyboard('{Escape}');
    await expect.element(search).toBeEnabled();
    await search.click();
    expect(harness.navigations.at(-1)).toEqual({
      searchType: 'sales',
      search: { ...DATES, fullTextSearch: 'King St', propertySubType: [String(HOTEL), String(APARTMENT_SITE)] },
    });
    await expect.element(search).toBeDisabled();
    await expect.element(page.getByRole('table', { name: 'Property Sales' })).toBeVisible();
    await expect
      .element(page.getByRole('table', { name: 'Property Sales' }), POLL)
      .toHaveAttribute('aria-busy', 'false');
    // The click prefetched the search; the view's own opening joined it: one API call.
    expect(await harness.fetchCount()).toBe(1);

    await clear.click();
    await expect.element(page.getByRole('textbox', { name: 'Full Text Search' })).toHaveValue('');
    await expect.element(clear).toBeDisabled();
  });

  test('the filter panel works from the keyboard: type chosen, Search submitted, headers sorted', async () => {
    const harness = await renderSalesView('sales', {});
    const control = page.getByRole('combobox', { name: 'Property Type' });
    (control.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Apartment Site' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await expect.element(search).toBeEnabled();
    (search.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(harness.navigations.at(-1)?.search.propertySubType).toEqual([String(APARTMENT_SITE)]);
    const price = page.getByRole('button', { name: /^Price/ }).first();
    await expect.element(price, POLL).toBeVisible();
    (price.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('columnheader', { name: /^Price/ }).first())
      .toHaveAttribute('aria-sort', 'descending');
  });

  test('the sort and hidden columns live in the URL; a URL restores them and stale values are dropped', async () => {
    const harness = await renderSalesView(
      'sales',
      { ...DATES, propertySubType: [String(HOTEL)] },
      '/?sort=price.desc&hide=vendor',
    );
    const price = page.getByRole('columnheader', { name: /^Price/ }).first();
    await expect.element(price, POLL).toHaveAttribute('aria-sort', 'descending');
    expect(page.getByRole('columnheader', { name: 'Vendor', exact: true }).elements()).toHaveLength(0);
    await expect.element(header('Purchaser')).toBeVisible();
    await userEvent.click(price);
    await expect.element(price).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => harness.query(), POLL).toContain('sort=price.asc');
    expect(harness.query()).toContain('hide=vendor');
    await disposeSalesViews();

    const stale = await renderSalesView('sales', { ...DATES, propertySubType: [String(HOTEL)] }, '/?sort=gone.desc');
    await expect.element(header('Vendor'), POLL).toBeVisible();
    // Written a moment after the view exists (URL_WRITE_DELAY_MS), and again after the whole result
    // replaces the first rows: on a loaded machine that is more than the default second.
    await expect.poll(() => stale.query(), POLL).not.toContain('sort=');
    expect(
      page
        .getByRole('columnheader', { name: /^Price/ })
        .first()
        .element()
        .getAttribute('aria-sort'),
    ).not.toBe('descending');
  });

  test('a Search that only re-filters keeps the map legend in place, so the table below does not jump', async () => {
    const harness = await renderSalesView('sales', {
      ...DATES,
      propertySubType: [String(HOTEL), String(APARTMENT_SITE)],
    });
    const table = page.getByRole('table', { name: 'Property Sales' });
    await expect.element(table, POLL).toHaveAttribute('aria-busy', 'false');
    const legend = page.getByRole('group', { name: 'Map legend' });
    await expect.element(legend, POLL).toBeVisible();
    const legendNode = legend.element();
    let legendLeft = false;
    const observer = new MutationObserver(() => {
      if (!legendNode.isConnected) legendLeft = true;
    });
    observer.observe(document.body, { subtree: true, childList: true });
    const rowsBefore = table.element().getAttribute('aria-rowcount');
    await expect
      .poll(() => page.getByTestId('map-markers-status').element().textContent, POLL)
      .toMatch(/^On the map: \d+ sales$/);
    const markersBefore = page.getByTestId('map-markers-status').element().textContent;

    await page.getByRole('button', { name: /^Open Advanced Filters/ }).click();
    await page.getByRole('textbox', { name: 'Price From', exact: true }).fill('10000000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => table.element().getAttribute('aria-rowcount'), POLL).not.toBe(rowsBefore);
    // The new rows' pins load after the rows (fewer sales, fewer markers); the legend stays through it.
    const markersNow = () => page.getByTestId('map-markers-status').element().textContent;
    await expect.poll(markersNow, POLL).not.toBe(markersBefore);
    await expect.poll(markersNow, POLL).toMatch(/^On the map: \d+ sales?$/);
    observer.disconnect();
    expect(legendLeft).toBe(false);
    expect(legend.element()).toBe(legendNode);
    // Client params only: the worker re-filtered, no second API call.
    expect(await harness.fetchCount()).toBe(1);
  });

  test('the extra column groups follow the chosen types; a missing file number reads N/A', async () => {
    await renderSalesView('sales', { ...DATES, propertySubType: [String(HOTEL)] });
    await expect.element(header('Rooms').first(), POLL).toBeVisible();
    await expect.element(header(/^Price per Room/)).toBeVisible();
    expect(page.getByRole('columnheader', { name: /^Suites/ }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('link', { name: 'F-3' })).toHaveAttribute('target', '_blank');
    await expect.element(page.getByRole('link', { name: 'F-3' })).toHaveAttribute('href', '/database/sale/3');
    await disposeSalesViews();

    await renderSalesView('sales', { ...DATES, propertySubType: [String(APARTMENT_SITE)] });
    await expect.element(header('Suites').first(), POLL).toBeVisible();
    expect(page.getByRole('columnheader', { name: /^Rooms/ }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('link', { name: 'N/A' })).toHaveAttribute('href', '/database/sale/2');
    // Currency without decimals.
    await expect.element(page.getByText('$8,000,000', { exact: true })).toBeVisible();
  });

  test('no match shows the empty message; in a capped result the capped message and the clamped alert', async () => {
    await renderSalesView('sales', { ...DATES, propertySubType: [String(HOTEL)], vendor: 'nobody' });
    await expect.element(page.getByText(EMPTY_MESSAGES.sales), POLL).toBeVisible();
    expect(alertStore.message).toBeNull();
    await disposeSalesViews();

    const alertShown = alertWhenShown(SALES_CLAMPED_MESSAGE);
    await renderSalesView('sales', {
      ...DATES,
      propertySubType: [String(HOTEL)],
      fullTextSearch: 'capped',
      vendor: 'nobody',
    });
    await expect.element(page.getByText(SALES_CLAMPED_MESSAGE).first(), POLL).toBeVisible();
    // The alert opens in the commit that shows the table's clamped message, not a task after it.
    expect(await alertShown).toBe(SALES_CLAMPED_MESSAGE);
    expect(alertStore.message).toBe(SALES_CLAMPED_MESSAGE);
  });

  test('a failed search is logged and shows the empty message', async () => {
    const harness = await renderSalesView('sales', {
      ...DATES,
      propertySubType: [String(HOTEL)],
      fullTextSearch: 'fail',
    });
    await expect.element(page.getByText(EMPTY_MESSAGES.sales), POLL).toBeVisible();
    expect(harness.consoleErrors.length).toBeGreaterThan(0);
    expect(alertStore.message).toBeNull();
  });

  test('axe-core finds no violation with results and the map showing', async () => {
    await renderSalesView('sales', { ...DATES, propertySubType: [String(HOTEL), String(APARTMENT_SITE)] });
    await expect
      .element(page.getByRole('table', { name: 'Property Sales' }), POLL)
      .toHaveAttribute('aria-busy', 'false');
    await expect
      .element(page.getByTestId('map-markers-status'), { timeout: 45_000 })
      .toHaveTextContent(/On the map: \d+ sales/);
    await expectNoAxeViolations();
  });
});

describe('Market Data (part 2 §2.5, §5)', { timeout: 90_000 }, () => {
  test('one property type at a time; names link to the sales of their geography; mode switch', async () => {
    const harness = await renderSalesView('sales-market-data', { ...DATES, propertySubType: [String(HOTEL)] });
    await expect.element(page.getByRole('table', { name: 'Property Market Data' }), POLL).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'West City' }))
      .toHaveAttribute(
        'href',
        `/database/property/sales?municipalityId=11&propertySubType=${HOTEL}&regionId=1&saleDateRangeFrom=${DATES.saleDateRangeFrom}&saleDateRangeTo=${DATES.saleDateRangeTo}`,
      );
    await expect
      .element(page.getByRole('link', { name: 'East', exact: true }).first())
      .toHaveAttribute('href', expect.stringContaining('regionId=2'));
    // Totals: the region has one municipality, the overall total adds both regions (MEASURES.md sums and ratios).
    await expect.element(page.getByText('$32,000,000', { exact: true })).toBeVisible();
    await expect.element(page.getByText('$16,000,000', { exact: true }).first()).toBeVisible();

    // The single select replaces the chosen type.
    const control = page.getByRole('combobox', { name: 'Property Type' });
    await control.click();
    await page.getByRole('option', { name: 'Apartment Site' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(harness.navigations.at(-1)?.search.propertySubType).toEqual([String(APARTMENT_SITE)]);

    await expectNoAxeViolations();

    await page.getByText('Search Sales', { exact: true }).click();
    expect(harness.navigations.at(-1)?.searchType).toBe('sales');
    await expect.element(page.getByRole('table', { name: 'Property Sales' }), POLL).toBeVisible();
  });

  test('axe-core finds no violation in the empty states: before a type is chosen, no rows, a failed search', async () => {
    await renderSalesView('sales-market-data', DATES);
    await expect.element(page.getByText('Choose at least one property type, then Search.')).toBeVisible();
    await expectNoAxeViolations();
    await disposeSalesViews();

    await renderSalesView('sales-market-data', { ...DATES, propertySubType: [String(HOTEL)], totalSalesFrom: '99' });
    await expect.element(page.getByText(EMPTY_MESSAGES.sales), POLL).toBeVisible();
    await expectNoAxeViolations();
    await disposeSalesViews();

    await renderSalesView('sales-market-data', { ...DATES, propertySubType: [String(HOTEL)], fullTextSearch: 'fail' });
    await expect.element(page.getByText(EMPTY_MESSAGES.sales), POLL).toBeVisible();
    await expectNoAxeViolations();
  });
});
