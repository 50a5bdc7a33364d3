import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import type { RentalPropertyDisplayResponse } from '@contract/rental-display';
import type { ForbiddenReason } from '@contract/session';
import { LIGHTBOX_FOCUS_DELAY_MS, LIGHTBOX_SIZE_PX } from '@src/components/media/media-constants';
import { compareListsStore } from '@src/state/compare-lists';
import { dismissRentalCompareDialog } from '@src/state/rental-compare-rules';
import { rentalPopup } from '@test-support/browser/rental-fixtures';
import { historyResponse, historyRow } from '@test-support/browser/history-fixtures';
import {
  demoUser,
  loggedInFixtures,
  POLL,
  renderShell,
  resetShellState,
  type Fixtures,
} from '@test-support/browser/shell-harness';
import {
  activityPath,
  DISPLAY_PATH,
  HISTORY_PATH,
  POPUP_PATH,
  PROPERTY_ID,
  rentalDisplay,
  unitTypeChart,
} from './rental-profile-fixtures';

/**
 * The rental profile /rental/profile/{id} (part 2 §2.8, §4, §7, §8, §9) in the whole app, with the
 * server's answers from fixtures.
 */

afterEach(() => {
  dismissRentalCompareDialog();
  resetShellState();
});

const NAME = 'Maple Court Apartments';

function profileFixtures(overrides: Fixtures = {}, shown: RentalPropertyDisplayResponse = rentalDisplay()): Fixtures {
  return {
    ...loggedInFixtures(),
    [DISPLAY_PATH]: { body: shown },
    [HISTORY_PATH]: { body: historyResponse([historyRow('2025 Q2'), historyRow('2026 Q2')]) },
    [POPUP_PATH]: { body: rentalPopup(PROPERTY_ID) },
    [activityPath('2025-03')]: { body: unitTypeChart('2025-03', ['Bachelor', '1 Bed', '2 Bed', '3 Bed']) },
    ...overrides,
  };
}

async function openProfile(fixtures: Fixtures = profileFixtures()) {
  const shell = await renderShell(`/rental/profile/${PROPERTY_ID}`, fixtures);
  // The route's chunk loads on first use: on a busy machine that can take longer than POLL.
  await expect.element(page.getByRole('heading', { name: NAME, level: 1 }), { timeout: 20_000 }).toBeVisible();
  return shell;
}

const unitTypeTable = () => page.getByRole('table', { name: 'Unit Type Activity' });
const cellsOf = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('loading (part 2 §2.8, §7, §8)', () => {
  test('the header is the name; one View Property tab with every block of the page', async () => {
    const { calls } = await openProfile();
    expect(calls.map((call) => call.url)).toContain(DISPLAY_PATH);
    expect(document.title).toBe(`${NAME} | Marketview`);
    expect(
      page
        .getByRole('tab')
        .elements()
        .map((tab) => tab.textContent),
    ).toEqual(['View Property']);
    await expect.element(page.getByRole('tab', { name: 'View Property' })).toHaveAttribute('aria-selected', 'true');
    for (const heading of [
      'Location',
      'Building',
      'Property Information',
      'Project Details',
      'Residential Breakdown',
      'Unit Type Activity',
      'Rent History',
      'Gallery',
      'Rental Historical Data',
    ])
      await expect.element(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Amenities' })).toHaveTextContent('LaundryParkingElevator');
    await expect.element(page.getByRole('table', { name: 'Suite Mix' })).toHaveTextContent('57%');
    // Values by their format (part 2 §9), the website as a link with https:// (part 2 §2.9, §5).
    await expect.element(page.getByRole('table', { name: 'Suite Details' })).toHaveTextContent('Suites1,140');
    await expect
      .element(page.getByRole('link', { name: 'maple-court.example' }))
      .toHaveAttribute('href', 'https://maple-court.example');
    await expect.element(page.getByRole('button', { name: 'Save as PDF' })).toBeEnabled();
  });

  test.each([
    ['the display answers 404', { [DISPLAY_PATH]: { status: 404, body: { message: 'No rental property' } } }],
    ['the display fails', { [DISPLAY_PATH]: { status: 500, body: { message: 'boom' } } }],
  ])('when %s, the no-properties message shows and nothing of a profile', async (_case, overrides) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderShell(`/rental/profile/${PROPERTY_ID}`, profileFixtures(overrides));
    await expect.element(page.getByText('No properties exist under this id.'), { timeout: 20_000 }).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Rental Property Profile');
    expect(page.getByRole('tab').elements()).toHaveLength(0);
    expect(page.getByText(NAME).elements()).toHaveLength(0);
  });

  test('an id that is not a number yields no data either', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = await renderShell('/rental/profile/abc', profileFixtures());
    await expect.element(page.getByText('No properties exist under this id.'), { timeout: 20_000 }).toBeVisible();
    expect(calls.map((call) => call.url)).toContain('/api/v1/rental/property/abc/display');
  });
});

describe('chart tables and Select Month (part 2 §2.8, §5, §7)', () => {
  test("each cell is written by its column's format: months as 'MMM yyyy', rents in dollars (part 1 §9, part 2 §9)", async () => {
    await openProfile();
    const history = page.getByRole('table', { name: 'Rent History' }).getByRole('row').elements();
    expect(history.map(cellsOf)).toEqual([
      ['Period', 'Avg Rent'],
      ['May 2026', '$2,410'],
      ['Jun 2026', '$2,420'],
    ]);
    expect(cellsOf(unitTypeTable().getByRole('row').elements()[1] as Element)).toEqual([
      'Bachelor',
      '0',
      '10',
      '$2,060',
    ]);
  });

  test('each chart has its Data as of and folds away and back', async () => {
    await openProfile();
    await expect.element(page.getByText('Data as of Jun 2026').first()).toBeVisible();
    expect(page.getByText(/^Data as of /).elements()).toHaveLength(2);
    const fold = page.getByRole('button', { name: 'Hide Table' }).first();
    await expect.element(fold).toHaveAttribute('aria-expanded', 'true');
    await fold.click();
    const unfold = page.getByRole('button', { name: 'Show Table' });
    await expect.element(unfold).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => unitTypeTable().query(), POLL).toBeNull();
    await unfold.click();
    await expect.element(unitTypeTable()).toBeVisible();
  });

  test('a rent history gated for the subscription shows the rental expansion message, no table', async () => {
    const gated = rentalDisplay();
    gated.charts = gated.charts.map((chart) =>
      chart.name === 'Rent History' ? { ...chart, data_as_of: '', rows: [], gated: 'subscription' as const } : chart,
    );
    await openProfile(profileFixtures({}, gated));
    await expect.element(page.getByRole('heading', { name: 'Rent History', exact: true })).toBeVisible();
    await expect.element(page.getByRole('status').filter({ hasText: RENTAL_EXPANSION_MESSAGE }).first()).toBeVisible();
    expect(page.getByRole('table', { name: 'Rent History' }).query()).toBeNull();
    await expect.element(unitTypeTable()).toBeVisible();
  });

  test('the picker offers only the available rental months, newest chosen', async () => {
    await openProfile();
    const picker = page.getByRole('combobox', { name: 'Select Month' });
    await expect.element(picker).toHaveValue('Jun 2026');
    await picker.click();
    const months = page
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    // Jan 2024 to Jun 2026: 30 months, nothing before or after.
    expect(months).toHaveLength(30);
    expect(months[0]).toBe('Jan 2024');
    expect(months[months.length - 1]).toBe('Jun 2026');
    await userEvent.keyboard('{Escape}');
  });

  test("a chosen month's activity replaces the first chart's data; the other charts stay", async () => {
    const { calls } = await openProfile();
    const rentHistoryBefore = page.getByRole('table', { name: 'Rent History' }).element().textContent;
    expect(unitTypeTable().getByRole('row').elements()).toHaveLength(1 + 3);
    await page.getByRole('combobox', { name: 'Select Month' }).click();
    await page.getByRole('option', { name: 'Mar 2025' }).click();
    await expect.poll(() => unitTypeTable().getByRole('row').elements().length, POLL).toBe(1 + 4);
    expect(calls.map((call) => call.url)).toContain(activityPath('2025-03'));
    const rows = unitTypeTable().getByRole('row').elements();
    expect(cellsOf(rows[1] as Element)).toEqual(['Bachelor', '0', '10', '$2,030']);
    expect(cellsOf(rows[4] as Element)).toEqual(['3 Bed', '3', '13', '$2,033']);
    await expect.element(page.getByText('Data as of Mar 2025')).toBeVisible();
    expect(page.getByRole('table', { name: 'Rent History' }).element().textContent).toBe(rentHistoryBefore);

    // Back to the newest month: the display's own chart again.
    await page.getByRole('combobox', { name: 'Select Month' }).click();
    await page.getByRole('option', { name: 'Jun 2026' }).click();
    await expect.poll(() => unitTypeTable().getByRole('row').elements().length, POLL).toBe(1 + 3);
    expect(cellsOf(unitTypeTable().getByRole('row').elements()[1] as Element)[3]).toBe('$2,060');
  });

  test('a failed activity call is logged only and the chart stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openProfile(profileFixtures({ [activityPath('2025-03')]: { status: 500, body: { message: 'boom' } } }));
    await page.getByRole('combobox', { name: 'Select Month' }).click();
    await page.getByRole('option', { name: 'Mar 2025' }).click();
    await expect.poll(() => warn.mock.calls.length, POLL).toBeGreaterThan(0);
    expect(unitTypeTable().getByRole('row').elements()).toHaveLength(1 + 3);
    await expect.element(page.getByText('Data as of Jun 2026').first()).toBeVisible();
  });
});

describe('pictures (part 2 §2.8, §9)', () => {
  test('the main picture opens a 640x640 lightbox that takes focus after 100 ms and closes on Escape', async () => {
    await openProfile();
    let focusedAt: number | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if ((event.target as HTMLElement).getAttribute('aria-label') === `${NAME} picture: click to close`)
        focusedAt ??= performance.now();
    };
    document.addEventListener('focusin', onFocusIn);
    try {
      const opener = page.getByRole('button', { name: `Open ${NAME} picture` });
      const openedAt = performance.now();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: `${NAME} picture` });
      await expect.element(dialog).toBeVisible();
      const image = dialog.getByRole('img', { name: `${NAME} picture` }).element();
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual([
        String(LIGHTBOX_SIZE_PX),
        String(LIGHTBOX_SIZE_PX),
      ]);
      await expect.poll(() => focusedAt, { timeout: 5_000 }).not.toBeNull();
      expect((focusedAt ?? 0) - openedAt).toBeGreaterThanOrEqual(LIGHTBOX_FOCUS_DELAY_MS);
      await userEvent.keyboard('{Escape}');
      await expect.element(dialog).not.toBeInTheDocument();
    } finally {
      document.removeEventListener('focusin', onFocusIn);
    }
  });

  test('the map opens at 640x640 from our server at zoom 15 and closes on a click', async () => {
    await openProfile();
    await page.getByRole('button', { name: `Open ${NAME} map` }).click();
    const dialog = page.getByRole('dialog', { name: `${NAME} map` });
    const image = dialog.getByRole('img', { name: `${NAME} map` });
    // The dialog renders after the click resolves; read the picture once it is there.
    await expect.element(image).toBeInTheDocument();
    const url = new URL(image.element().getAttribute('src') ?? '', location.origin);
    expect(url.pathname).toBe('/api/v1/media/staticmap');
    expect(['zoom', 'width', 'height', 'markers'].map((key) => url.searchParams.get(key))).toEqual([
      '15',
      '640',
      '640',
      '43.7,-79.4',
    ]);
    await page.getByRole('button', { name: `${NAME} map: click to close` }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('the gallery is in rows of 4 and a picture opens the carousel at it', async () => {
    await openProfile();
    const gallery = page.getByRole('list', { name: `${NAME} gallery` }).element();
    expect(getComputedStyle(gallery).gridTemplateColumns.split(' ')).toHaveLength(4);
    // From the keyboard: the test page has no pictures to load, so the buttons have no height to click.
    (page.getByRole('button', { name: 'Open Photo 5 in the carousel' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const carousel = page.getByRole('dialog', { name: `${NAME} gallery` });
    await expect.element(carousel.getByText('Photo 5 (5 of 6)')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(carousel).not.toBeInTheDocument();
  });
});

/** The server's reason for refusing rental history to an account without the rental expansion (part 2 §6). */
const SUBSCRIPTION: ForbiddenReason = 'subscription';

describe('the historical table (part 2 §2.8, §2.11)', () => {
  test("it asks for this property's history on the chart config's rental quarters", async () => {
    const { calls } = await openProfile();
    const table = page.getByRole('table', { name: 'Rental Historical Data' });
    await expect.element(table.getByRole('button', { name: '2026 Q2' }), POLL).toBeVisible();
    const asked = calls.map((call) => call.url).filter((url) => url.startsWith(`${HISTORY_PATH}?`));
    expect(asked).toHaveLength(1);
    const query = new URL(asked[0] ?? '', location.origin).searchParams;
    expect(['timeType', 'year_start', 'qtr_start', 'year_end', 'qtr_end'].map((key) => query.get(key))).toEqual([
      'quarter',
      '2025',
      '2',
      '2026',
      '2',
    ]);
    // The table says which months each rental quarter holds.
    await expect.element(page.getByText(/Q1 Jan-Apr, Q2 May-Aug, Q3 Sep-Dec/)).toBeVisible();
  });

  test.each([
    [
      'the server refuses the history (403)',
      profileFixtures({ [HISTORY_PATH]: { status: 403, body: { message: 'no', reason: SUBSCRIPTION } } }),
    ],
    [
      'the account has no rental expansion',
      { ...profileFixtures(), ...loggedInFixtures({ ...demoUser(), rental_expansion: false }) },
    ],
  ])('when %s, the table shows the subscription message and the profile stays', async (_case, fixtures) => {
    await openProfile(fixtures);
    await expect.element(page.getByText('Data available with Rental Expansion subscription'), POLL).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Unit Type Activity' })).toBeVisible();
  });
});

describe('compare list from the profile (part 2 §2.8, §4)', () => {
  test('Add to Compare List adds the rental and goes to the rental compare page', async () => {
    const { router } = await openProfile();
    await page.getByRole('button', { name: 'Add to Compare List' }).click();
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/rental/compare');
    expect(compareListsStore.rentals.map((entry) => String(entry.id))).toEqual([String(PROPERTY_ID)]);
  });

  test('Remove From Compare List removes it and goes to the compare page', async () => {
    localStorage.setItem('rentalCompareList', JSON.stringify([rentalPopup(PROPERTY_ID), rentalPopup(3)]));
    const { router } = await openProfile();
    await page.getByRole('button', { name: 'Remove From Compare List' }).click();
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/rental/compare');
    expect(compareListsStore.rentals.map((entry) => String(entry.id))).toEqual(['3']);
  });

  test('a full list opens the replace dialog: Close stays, Replace adds and moves on', async () => {
    localStorage.setItem('rentalCompareList', JSON.stringify([1, 2, 3, 4, 5].map((id) => rentalPopup(id))));
    const { router } = await openProfile();
    await page.getByRole('button', { name: 'Add to Compare List' }).click();
    const dialog = page.getByRole('dialog', { name: /List is capped at 5 rentals/ });
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/rental/profile/${PROPERTY_ID}`);
    await page.getByRole('button', { name: 'Add to Compare List' }).click();
    await dialog.getByRole('button', { name: 'Replace Rental 2' }).click();
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/rental/compare');
    expect(compareListsStore.rentals.map((entry) => String(entry.id))).toEqual(['1', '9', '3', '4', '5']);
  });

  test('View Compare List goes to the rental compare page', async () => {
    const { router } = await openProfile();
    await page.getByRole('button', { name: 'View Compare List' }).click();
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/rental/compare');
  });
});

describe('accessibility', () => {
  test('axe-core finds no violations', async () => {
    await openProfile();
    await expect.element(page.getByRole('button', { name: '2026 Q2' }), POLL).toBeVisible();
    const results = await axe.run(document.querySelector('main') ?? document.body);
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });

  test('the keyboard reaches every control of the page in order', async () => {
    await openProfile();
    await expect.element(page.getByRole('button', { name: '2026 Q2' }), POLL).toBeVisible();
    const main = document.querySelector('main') as HTMLElement;
    const wanted = [
      'View Property',
      'Add to Compare List',
      'View Compare List',
      'Save as PDF',
      `Open ${NAME} picture`,
      `Open ${NAME} map`,
      'Select Month',
      'Hide Table',
      'Open Photo 1 in the carousel',
      'Open Photo 6 in the carousel',
      'Open Filters',
      'Help',
      '2026 Q2',
    ];
    const nameOf = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
      element.textContent ??
      '';
    page.getByRole('tab', { name: 'View Property' }).element().focus();
    const reached: string[] = [];
    for (let step = 0; step < 60 && main.contains(document.activeElement); step++) {
      reached.push(nameOf(document.activeElement as Element).trim());
      await userEvent.tab();
    }
    // A history row's toggle also shows its arrow: its name ends with the period.
    const positions = wanted.map((name) => reached.findIndex((text) => text === name || text.endsWith(name)));
    expect(
      wanted.filter((_name, index) => (positions[index] ?? -1) < 0),
      reached.join(' | '),
    ).toEqual([]);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
