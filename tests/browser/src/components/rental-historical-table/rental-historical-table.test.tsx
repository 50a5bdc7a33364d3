import '@mantine/core/styles.css';
import axe from 'axe-core';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ForbiddenReason } from '@contract/session';
import { HelpDrawer } from '@src/components/feedback/help-drawer';
import { RentalHistoricalTable } from '@src/components/rental-historical-table/rental-historical-table';
import { onForbidden } from '@src/http/forbidden';
import { closeHelp } from '@src/state/help-drawer';
import { theme } from '@src/theme';
import { POLL, stubFetch, type FetchCall, type Fixtures } from '@test-support/browser/shell-harness';
import {
  BOUNDS,
  HISTORY_PATH,
  historyResponse,
  historyRow,
  periodsAsked,
  PROJECT_ID,
  TIME_RANGE_OPTIONS,
} from '@test-support/browser/history-fixtures';

const SUBSCRIPTION: ForbiddenReason = 'subscription';
const SESSION: ForbiddenReason = 'session';

/** The 403 listeners a test installed in place of the router's. */
const leaveListeners: Array<() => void> = [];

afterEach(() => {
  for (const stop of leaveListeners.splice(0)) stop();
  closeHelp();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const HOW_TO_PATH = '/api/v1/urban/howto/how-to-rental-search';

/** Answers the history call with one row per period asked for, so the rows show what was asked. */
function askedFixtures(calls: () => FetchCall[], subRows = 4): Fixtures {
  return {
    [HISTORY_PATH]: () => {
      const asked = calls().filter((call) => call.url.startsWith(HISTORY_PATH));
      const query = new URL(asked[asked.length - 1]?.url ?? '', location.origin).searchParams;
      return { body: historyResponse(periodsAsked(query).map((period) => historyRow(period, subRows))) };
    },
    [HOW_TO_PATH]: {
      body: { title: 'How to search rentals', body: '<p>Pick a month and a data time range.</p>' },
    },
  };
}

async function renderTable(fixtures?: Fixtures, subRows?: number) {
  let calls: FetchCall[] = [];
  calls = stubFetch(fixtures ?? askedFixtures(() => calls, subRows));
  await render(
    <MantineProvider theme={theme}>
      <main>
        <RentalHistoricalTable
          source={{ kind: 'project', projectId: PROJECT_ID }}
          bounds={BOUNDS}
          timeRangeOptions={TIME_RANGE_OPTIONS}
        />
      </main>
      <HelpDrawer />
    </MantineProvider>,
  );
  return () => calls.filter((call) => call.url.startsWith(HISTORY_PATH));
}

function lastQuery(historyCalls: () => FetchCall[]): Record<string, string> {
  const calls = historyCalls();
  return Object.fromEntries(new URL(calls[calls.length - 1]?.url ?? '', location.origin).searchParams);
}

const table = () => page.getByRole('table', { name: 'Rental Historical Data' });
const combobox = (name: string) => page.getByRole('combobox', { name, exact: true });
const rowButton = (period: string) => table().getByRole('button', { name: period });
const subRows = () => document.querySelectorAll('tr[data-expansion]');

/**
 * Records sub rows as they come (their expansion state and running animation at that moment,
 * before any timer could change them), when a collapse starts and when each sub row leaves.
 */
function watchSubRows(root: Element) {
  const added: Array<{ expansion: string | null; animation: string }> = [];
  const collapsedAt: number[] = [];
  const removedAt: number[] = [];
  const observer = new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      for (const node of record.addedNodes)
        if (node instanceof HTMLTableRowElement && node.hasAttribute('data-expansion'))
          added.push({
            expansion: node.getAttribute('data-expansion'),
            animation: getComputedStyle(node.querySelector('td') as Element).animationName,
          });
      for (const node of record.removedNodes)
        if (node instanceof HTMLTableRowElement && node.hasAttribute('data-expansion')) removedAt.push(now);
      if (record.type === 'attributes' && (record.target as Element).getAttribute('data-expansion') === 'collapsing')
        collapsedAt.push(now);
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-expansion'] });
  return { added, collapsedAt, removedAt, stop: () => observer.disconnect() };
}

const openFilters = () => page.getByRole('button', { name: 'Open Filters' }).click();

/** Presses Search and waits for the row of `period`; answers the query the table sent. */
async function search(historyCalls: () => FetchCall[], period: string): Promise<Record<string, string>> {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.element(rowButton(period)).toBeVisible();
  return lastQuery(historyCalls);
}

async function pick(label: string, option: string) {
  await combobox(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('loading (part 2 §2.11, §4, §7)', () => {
  test('opens on the chart config quarters, moved onto rental quarters, and shows the rows with their notes', async () => {
    const historyCalls = await renderTable();
    await expect.element(rowButton('2026 Q3'), POLL).toBeVisible();
    // 2025 Q4 and 2026 Q4 are calendar quarters; the rental quarters end at Q3 (floor((month+3)/4)).
    expect(lastQuery(historyCalls)).toEqual({
      timeType: 'quarter',
      year_start: '2025',
      qtr_start: '3',
      year_end: '2026',
      qtr_end: '3',
    });
    const periods = table()
      .getByRole('rowheader')
      .elements()
      .map((cell) => cell.textContent?.replace('▸', ''));
    expect(periods).toEqual(['2025 Q3', '2026 Q1', '2026 Q2', '2026 Q3']);
    await expect.element(page.getByText('One row per period; expand a row for its unit types.')).toBeVisible();
    await expect.element(page.getByText('Rental data available from January 2023 to October 2026.')).toBeVisible();
    // Formats from the column definitions: currency without decimals, percent x100 divided by 100.
    await expect.element(table().getByRole('cell', { name: '3.0%' }).first()).toBeVisible();
  });

  test('shows the loading text while the call runs', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    await renderTable({ [HISTORY_PATH]: () => new Promise((resolve) => (answer = resolve)) });
    await expect.element(page.getByText('Loading Data... Please wait')).toBeVisible();
    answer({ body: historyResponse([historyRow('2026 Q1')]) });
    await expect.element(rowButton('2026 Q1')).toBeVisible();
    expect(page.getByText('Loading Data... Please wait').elements()).toHaveLength(0);
  });

  test('an empty history shows the spec message', async () => {
    await renderTable({ [HISTORY_PATH]: { body: historyResponse([]) } });
    await expect
      .element(page.getByText('No projects were found matching the current search parameters.'), POLL)
      .toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });

  test('a failed call is logged and gives an empty result (part 2 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderTable({ [HISTORY_PATH]: { status: 500, body: { message: 'boom' } } });
    await expect
      .element(page.getByText('No projects were found matching the current search parameters.'), POLL)
      .toBeVisible();
    expect(warn).toHaveBeenCalled();
  });

  test.each([
    [401, { message: 'no rental expansion' }],
    [403, { message: 'no rental expansion', reason: SUBSCRIPTION }],
  ])('a %i for want of the subscription shows its message (part 2 §6)', async (status, body) => {
    const sentToLogin = vi.fn();
    leaveListeners.push(onForbidden(sentToLogin));
    await renderTable({ [HISTORY_PATH]: { status, body } });
    await expect.element(page.getByText('Data available with Rental Expansion subscription'), POLL).toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
    expect(sentToLogin).not.toHaveBeenCalled();
  });

  test('a 403 for an ended session sends the user to login, not to the subscription message (part 1 §8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sentToLogin = vi.fn();
    leaveListeners.push(onForbidden(sentToLogin));
    await renderTable({
      [HISTORY_PATH]: { status: 403, body: { message: 'You are not logged in.', reason: SESSION } },
    });
    await expect.poll(() => sentToLogin.mock.calls.length, POLL).toBe(1);
    await expect
      .element(page.getByText('No projects were found matching the current search parameters.'), POLL)
      .toBeVisible();
    expect(page.getByText('Data available with Rental Expansion subscription').elements()).toHaveLength(0);
  });
});

describe('filters (part 2 §2.11, §4 "Rental history", §5)', () => {
  test("'Open Filters' opens the filters and becomes 'Hide Filters', which closes them", async () => {
    await renderTable();
    const toggle = page.getByRole('button', { name: 'Open Filters' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(page.getByRole('button', { name: 'Search', exact: true }).elements()).toHaveLength(0);
    await toggle.click();
    const hide = page.getByRole('button', { name: 'Hide Filters' });
    await expect.element(hide).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Search by Quarter' })).toBeChecked();
    await hide.click();
    await expect.element(page.getByRole('button', { name: 'Open Filters' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Search', exact: true })).not.toBeInTheDocument();
  });

  test('month mode sets the range limits and 1 Month; quarter mode the chart config quarters', async () => {
    await renderTable();
    await openFilters();
    await expect.element(combobox('Select Start Quarter')).toHaveValue('2025 Q3 (Sep-Dec)');
    await expect.element(combobox('Select End Quarter')).toHaveValue('2026 Q3 (Sep-Dec)');
    await page.getByRole('radio', { name: 'Search by Month' }).click();
    await expect.element(combobox('Select Start Month')).toHaveValue('Jan 2023');
    await expect.element(combobox('Select End Month')).toHaveValue('Oct 2026');
    await expect.element(combobox('Select Data Time Range')).toHaveValue('1 Month');
    expect(page.getByRole('combobox', { name: 'Select Start Quarter' }).elements()).toHaveLength(0);
    await page.getByRole('radio', { name: 'Search by Quarter' }).click();
    await expect.element(combobox('Select Start Quarter')).toHaveValue('2025 Q3 (Sep-Dec)');
    expect(page.getByRole('combobox', { name: 'Select Start Month' }).elements()).toHaveLength(0);
    // The table says which months each rental quarter holds (part 2 §9's formula).
    await expect.element(page.getByText(/Q1 Jan-Apr, Q2 May-Aug, Q3 Sep-Dec/)).toBeVisible();
  });

  test('the pickers offer only the available rental months and the quarters holding them', async () => {
    await renderTable();
    await openFilters();
    await page.getByRole('radio', { name: 'Search by Month' }).click();
    await combobox('Select Start Month').click();
    const months = page
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    // Jan 2023 to Oct 2026: 46 months, nothing before or after.
    expect(months).toHaveLength(46);
    expect(months[0]).toBe('Jan 2023');
    expect(months[months.length - 1]).toBe('Oct 2026');
    expect(months).not.toContain('Dec 2022');
    expect(months).not.toContain('Nov 2026');
    await userEvent.keyboard('{Escape}');
    await page.getByRole('radio', { name: 'Search by Quarter' }).click();
    await combobox('Select End Quarter').click();
    const quarters = page
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(quarters[0]).toBe('2023 Q1 (Jan-Apr)');
    expect(quarters[quarters.length - 1]).toBe('2026 Q3 (Sep-Dec)');
    expect(quarters).toHaveLength(12);
    await userEvent.keyboard('{Escape}');
  });

  test('Search fetches the chosen month range and time range; an end before the start moves up', async () => {
    const historyCalls = await renderTable();
    await expect.element(rowButton('2026 Q3'), POLL).toBeVisible();
    await openFilters();
    await page.getByRole('radio', { name: 'Search by Month' }).click();
    await pick('Select End Month', 'Jun 2025');
    await pick('Select Start Month', 'Mar 2025');
    await pick('Select Data Time Range', '3 Months');
    const before = historyCalls().length;
    const query = await search(historyCalls, '2025-06');
    expect(historyCalls()).toHaveLength(before + 1);
    expect(query).toEqual({
      timeType: 'month',
      queryMonthStart: '2025-03',
      queryMonthEnd: '2025-06',
      timeRange: '3mo',
    });
    // A start after the end takes the end along.
    await pick('Select Start Month', 'Aug 2025');
    await expect.element(combobox('Select End Month')).toHaveValue('Aug 2025');
    // The time range is optional: choosing the chosen option again clears it, and the call goes without it.
    await pick('Select Data Time Range', '3 Months');
    await expect.element(combobox('Select Data Time Range')).toHaveValue('');
    expect(await search(historyCalls, '2025-08')).toEqual({
      timeType: 'month',
      queryMonthStart: '2025-08',
      queryMonthEnd: '2025-08',
    });
  });

  test('Search by quarter sends all four of year_start, qtr_start, year_end and qtr_end', async () => {
    const historyCalls = await renderTable();
    await openFilters();
    await pick('Select Start Quarter', '2024 Q2 (May-Aug)');
    await pick('Select End Quarter', '2024 Q3 (Sep-Dec)');
    expect(await search(historyCalls, '2024 Q2')).toEqual({
      timeType: 'quarter',
      year_start: '2024',
      qtr_start: '2',
      year_end: '2024',
      qtr_end: '3',
    });
  });

  test('Clear Filters returns to the defaults and is disabled while they are shown', async () => {
    const historyCalls = await renderTable();
    await openFilters();
    const clear = page.getByRole('button', { name: 'Clear Filters' });
    await expect.element(clear).toBeDisabled();
    await page.getByRole('radio', { name: 'Search by Month' }).click();
    await pick('Select Start Month', 'Mar 2025');
    await expect.element(clear).toBeEnabled();
    const before = historyCalls().length;
    await clear.click();
    await expect.element(page.getByRole('radio', { name: 'Search by Quarter' })).toBeChecked();
    await expect.element(combobox('Select Start Quarter')).toHaveValue('2025 Q3 (Sep-Dec)');
    await expect.element(combobox('Select End Quarter')).toHaveValue('2026 Q3 (Sep-Dec)');
    await expect.element(clear).toBeDisabled();
    // Clearing changes the form; the search runs on Search (part 2 §4).
    expect(historyCalls()).toHaveLength(before);
  });
});

describe('expandable rows (part 2 §2.7, §2.11, §9)', () => {
  test('a row expands to its unit types with the short animation, by mouse or keyboard, and collapses after 600 ms', async () => {
    await renderTable();
    const button = rowButton('2026 Q1');
    await expect.element(button, POLL).toHaveAttribute('aria-expanded', 'false');
    expect(table().getByRole('cell', { name: '2 Bed', exact: true }).elements()).toHaveLength(0);
    const seen = watchSubRows(table().element());
    await button.click();
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    await expect.element(table().getByRole('cell', { name: '2 Bed', exact: true })).toBeVisible();
    // Each sub row came in animated, with the enter animation running...
    expect(seen.added).toHaveLength(4);
    expect(seen.added.every((row) => row.expansion === 'animated' && /sub-row-enter/.test(row.animation))).toBe(true);
    // ...and after the animation the rows are simply open.
    await expect.poll(() => subRows()[0]?.getAttribute('data-expansion')).toBe('open');

    await button.click();
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    // The sub rows stay for the collapse delay, fading, then leave.
    await expect.poll(() => seen.removedAt.length, { timeout: 3000 }).toBe(4);
    const collapsedAt = seen.collapsedAt[0] ?? NaN;
    expect(Math.min(...seen.removedAt) - collapsedAt).toBeGreaterThanOrEqual(590);
    expect(subRows()).toHaveLength(0);

    // Keyboard: the row's button takes Enter and Space.
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    seen.stop();
  });

  // Every search shows the loading text in the table's place, so its answer comes in collapsed.
  test("a new search's rows start collapsed", async () => {
    const historyCalls = await renderTable();
    await rowButton('2026 Q1').click();
    await expect.element(rowButton('2026 Q1')).toHaveAttribute('aria-expanded', 'true');
    await openFilters();
    await search(historyCalls, '2026 Q1');
    await expect.element(rowButton('2026 Q1')).toHaveAttribute('aria-expanded', 'false');
    expect(subRows()).toHaveLength(0);
  });

  test('with 20 or more sub rows a row expands directly, and 85vh holds once shown rows pass 25', async () => {
    await renderTable(undefined, 20);
    const button = rowButton('2026 Q1');
    await expect.element(button, POLL).toBeVisible();
    const box = table().element().parentElement as HTMLElement;
    expect(box.style.height).toBe('');
    const seen = watchSubRows(table().element());
    await button.click();
    await expect.poll(() => seen.added.length).toBe(20);
    expect(seen.added.every((row) => row.expansion === 'open' && row.animation === 'none')).toBe(true);
    seen.stop();
    // 4 rows + 20 sub rows = 24: not yet above 25.
    await rowButton('2026 Q2').click();
    // 4 + 40 shown rows: the table scrolls at 85vh (part 2 §9, expanded sub rows counted).
    await expect.poll(() => box.style.height).toBe('85vh');
    expect(Math.round(box.getBoundingClientRect().height)).toBe(Math.round(window.innerHeight * 0.85));
  });
});

describe('help and accessibility (part 2 §2.11, part 1 §2)', () => {
  test('Help opens the side drawer with focus trapped; Escape closes it', async () => {
    await renderTable();
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'How to search rentals' });
    await expect.element(drawer, POLL).toBeVisible();
    await expect.element(drawer.getByText('Pick a month and a data time range.')).toBeVisible();
    await expect.poll(() => drawer.element().contains(document.activeElement)).toBe(true);
    for (let step = 0; step < 4; step++) {
      await userEvent.keyboard('{Tab}');
      expect(drawer.element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(drawer.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer).not.toBeInTheDocument();
  });

  test('axe-core finds nothing with the filters open and a row expanded', async () => {
    await renderTable();
    await rowButton('2026 Q1').click();
    await openFilters();
    await expect.element(combobox('Select Start Quarter')).toBeVisible();
    // Checked once the sub rows have faded in (mid-animation text is lighter on purpose).
    await expect.poll(() => document.querySelector('tr[data-expansion]')?.getAttribute('data-expansion')).toBe('open');
    const results = await axe.run(document.querySelector('main') ?? document.body);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('radio', { name: 'Search by Month' }).click();
    const monthResults = await axe.run(document.querySelector('main') ?? document.body);
    expect(monthResults.violations.map((violation) => violation.id)).toEqual([]);
  });
});
