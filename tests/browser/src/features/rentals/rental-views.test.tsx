import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { formatMonthYear } from '@contract/dates';
import { RENTAL_EXPANSION_MESSAGE, RENTAL_HISTORY_EMPTY_MESSAGE } from '@contract/messages';
import { COLLAPSE_DELAY_MS } from '@src/components/expandable-table/expandable-table-constants';
import { axeViolations } from '@test-support/browser/axe-violations';
import { DENIED_TIME_RANGE, FIRST_MONTH, LAST_MONTH, subRowCount } from '@test-support/browser/rental-search-fixtures';
import { disposeRentalViews, renderRentalView } from './rental-view-harness';

const POLL = { timeout: 20_000 };

afterEach(disposeRentalViews);

function propertiesTable() {
  return page.getByRole('table', { name: 'Results - Properties' });
}

/** The names of the leaf rows shown, one per building and unit type (each name links to its profile). */
function shownNames(): string[] {
  const links = propertiesTable().element().querySelectorAll<HTMLAnchorElement>('tbody a[href*="/rental/profile/"]');
  return [...links].map((link) => link.textContent ?? '').sort();
}

describe('Rental Properties (part 2 §2.7, §4, §5)', { timeout: 90_000 }, () => {
  test('the month panel opens on the newest month and 1 Month; its months are the available ones only', async () => {
    await renderRentalView('rental-search', {});
    const month = page.getByRole('combobox', { name: 'Search Month' });
    await expect.element(month).toHaveValue(formatMonthYear(LAST_MONTH)!);
    await expect.element(page.getByRole('combobox', { name: 'Select Data Time Range' })).toHaveValue('1 Month');
    await month.click();
    const options = page.getByRole('option');
    // January 2025 to June 2026: 18 months, the newest first, nothing outside them (part 2 §5).
    await expect.poll(() => options.elements().length).toBe(18);
    expect(options.elements()[0]?.textContent).toBe(formatMonthYear(LAST_MONTH));
    expect(options.elements().at(-1)?.textContent).toBe(formatMonthYear(FIRST_MONTH));
    await userEvent.keyboard('{Escape}');
  });

  test('Search is disabled until the required params exist and differ from the route; submitting pushes them', async () => {
    const harness = await renderRentalView('rental-search', { queryMonth: '2031-01', timeRange: '1mo' });
    // A month outside the rental months is not a search: the hint shows, no table.
    await expect
      .element(page.getByText('Choose a month (or a range of months) and a time range, then Search.'))
      .toBeVisible();
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await expect.element(search).toBeEnabled();
    await search.click();
    expect(harness.navigations.at(-1)).toEqual({
      searchType: 'rental-search',
      search: { queryMonth: LAST_MONTH, timeRange: '1mo' },
    });
    // The click itself started the API call, before the new route rendered.
    expect(harness.prefetches).toHaveLength(1);
    await expect.element(search).toBeDisabled();
    await expect.poll(shownNames, POLL).toEqual(['Alpha Towers', 'Alpha Towers', 'Beta Court', 'Gamma Place']);
    // The click prefetched the search; the view's own opening joined it: one API call.
    expect(await harness.fetchCount()).toBe(1);
  });

  test('client filters: ranges fail missing values, the units flag drops unsurveyed rows, names match', async () => {
    const base = { queryMonth: LAST_MONTH, timeRange: '1mo' };
    await renderRentalView('rental-search', { ...base, yearBuiltFrom: '1960' });
    // Beta Court has no year built: a range drops it (part 2 §5).
    await expect.poll(shownNames, POLL).toEqual(['Alpha Towers', 'Alpha Towers', 'Gamma Place']);
    await disposeRentalViews();

    await renderRentalView('rental-search', { ...base, bedsFrom: '2' });
    await expect.poll(shownNames, POLL).toEqual(['Alpha Towers', 'Beta Court', 'Gamma Place']);
    await disposeRentalViews();

    await renderRentalView('rental-search', { ...base, unitsSurveyed: 'false' });
    // Alpha's 2 Bed was not surveyed (0 units): that activity row goes, its 1 Bed stays.
    await expect.poll(shownNames, POLL).toEqual(['Alpha Towers', 'Beta Court', 'Gamma Place']);
    await disposeRentalViews();

    await renderRentalView('rental-search', { ...base, name: 'GAMMA' });
    await expect.poll(shownNames, POLL).toEqual(['Gamma Place']);
    await expect.element(page.getByLabelText('1 advanced filters')).toBeVisible();
  });

  test('a filter the results exclude entirely shows the empty rental message; the empty states pass axe', async () => {
    await renderRentalView('rental-search', { queryMonth: LAST_MONTH, timeRange: '1mo', name: 'nowhere' });
    await expect
      .element(page.getByText('No rentals were found matching the current search parameters.'), POLL)
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await disposeRentalViews();

    // Before a search: the hint where the results go.
    await renderRentalView('rental-search', { timeRange: '1mo' });
    await expect
      .element(page.getByText('Choose a month (or a range of months) and a time range, then Search.'))
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  test('axe-core finds no violations with results and the advanced filters open', async () => {
    await renderRentalView('rental-search', { queryMonth: LAST_MONTH, timeRange: '1mo' });
    await expect.poll(shownNames, POLL).toHaveLength(4);
    await page.getByRole('button', { name: /Open Advanced Filters/ }).click();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('Rental Market Totals (part 2 §2.7)', { timeout: 90_000 }, () => {
  test('submarket rows with Projects links to rental property search for their geography; axe clean', async () => {
    await renderRentalView('market-data', { queryMonth: LAST_MONTH, timeRange: '1mo' });
    const market = page.getByRole('table', { name: 'Results - Market' });
    const link = market.getByRole('link', { name: 'Projects' }).first();
    await expect.element(link, POLL).toBeVisible();
    const href = decodeURIComponent(link.element().getAttribute('href') ?? '');
    expect(href).toMatch(/\/rental\/rental-search\?/);
    expect(href).toContain(`queryMonth=${LAST_MONTH}`);
    expect(href).toMatch(/regionId=\d/);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('Rental Market History (part 2 §2.7, §4, §8, §9)', { timeout: 90_000 }, () => {
  test('opens on the month range of the data and the configured default regions, and searches at once', async () => {
    await renderRentalView('market-history', {});
    await expect
      .element(page.getByRole('combobox', { name: 'Select Start Month' }))
      .toHaveValue(formatMonthYear(FIRST_MONTH)!);
    await expect
      .element(page.getByRole('combobox', { name: 'Select End Month' }))
      .toHaveValue(formatMonthYear(LAST_MONTH)!);
    // The fixture answers rows only when exactly the default regions (East) are asked for.
    const history = page.getByRole('table', { name: 'Results - Market History' });
    await expect.element(history.getByRole('button', { name: formatMonthYear(FIRST_MONTH)! }), POLL).toBeVisible();
  });

  test('20 or more sub rows expand at once, fewer animate; a collapse waits 600 ms; keyboard and aria-expanded', async () => {
    await renderRentalView('market-history', {});
    const history = page.getByRole('table', { name: 'Results - Market History' });
    const first = history.getByRole('button', { name: formatMonthYear(FIRST_MONTH)! });
    await expect.element(first, POLL).toBeVisible();
    await expect.element(first).toHaveAttribute('aria-expanded', 'false');
    const rowCount = () => Number(history.element().getAttribute('aria-rowcount'));
    const before = rowCount();

    // The first period has 25 unit types: they come at once, no animation.
    (first.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(first).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(rowCount).toBe(before + subRowCount(0));
    const subRows = () => [...history.element().querySelectorAll<HTMLElement>('tr[data-expansion]')];
    expect(subRows().every((row) => row.dataset['expansion'] === 'open')).toBe(true);
    // 85vh once the shown rows, sub rows included, pass 25.
    expect(page.getByTestId('results-table-scroller').element().getAttribute('style')).toContain('85vh');

    // Collapse: the sub rows stay (fading) for the delay, then leave. Their states are recorded as
    // they happen: a check after the keyboard's round trip could come after the delay.
    const seenCollapsing: string[] = [];
    const collapseObserver = new MutationObserver(() =>
      seenCollapsing.push(
        subRows()
          .map((row) => row.dataset['expansion'])
          .join(','),
      ),
    );
    collapseObserver.observe(history.element(), { subtree: true, childList: true, attributes: true });
    const collapsedAt = performance.now();
    await userEvent.keyboard('{Enter}');
    await expect.element(first).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(rowCount).toBe(before);
    collapseObserver.disconnect();
    expect(performance.now() - collapsedAt).toBeGreaterThanOrEqual(COLLAPSE_DELAY_MS);
    // The rows shown (the table draws the rows in view) were all collapsing before they left.
    expect(
      seenCollapsing.some((states) => states !== '' && states.split(',').every((state) => state === 'collapsing')),
    ).toBe(true);
    expect(seenCollapsing.at(-1)).toBe('');

    // The second period has 3: they animate in, then are open.
    // Every state a sub row shows is recorded as it happens: the animation lasts 200 ms, less than
    // a poll's round trip may take on a busy machine.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const states = subRows().map((row) => row.dataset['expansion']);
      if (states.length > 0) seen.push(states.join(','));
    });
    observer.observe(history.element(), { subtree: true, childList: true, attributes: true });
    const second = history.getByRole('button', { name: 'Feb 2025' });
    await second.click();
    await expect.poll(() => subRows().map((row) => row.dataset['expansion'])).toEqual(['open', 'open', 'open']);
    observer.disconnect();
    // The rows animate in (drawn as they come into view), then are open.
    expect(seen[0]?.split(',').every((state) => state === 'animated')).toBe(true);
    expect(seen).toContain('animated,animated,animated');
    expect(seen.at(-1)).toBe('open,open,open');
    expect(await axeViolations()).toEqual([]);
  });

  test('other regions without history show the empty history message', async () => {
    await renderRentalView('market-history', { 'regionId[]': ['1'] });
    await expect.element(page.getByText(RENTAL_HISTORY_EMPTY_MESSAGE), POLL).toBeVisible();
  });

  test('a 403 on history shows the subscription message', async () => {
    await renderRentalView('market-history', {
      queryMonthStart: FIRST_MONTH,
      queryMonthEnd: LAST_MONTH,
      timeRange: DENIED_TIME_RANGE,
      'regionId[]': ['2'],
    });
    await expect.element(page.getByText(RENTAL_EXPANSION_MESSAGE), POLL).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
