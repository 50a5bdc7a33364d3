import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { RentalPopupResponse } from '@contract/rental-display';
import type { ProjectPopupResponse } from '@contract/urban-project';
import { compareListsStore } from '@src/state/compare-lists';
import { loggedInFixtures, POLL, renderShell, resetShellState } from '@test-support/browser/shell-harness';
import { rentalPopup, resetCompareState } from '@test-support/browser/rental-fixtures';

afterEach(() => {
  resetShellState();
  resetCompareState();
});

const labelled = (key: string, label: string, value: string | number | null) => ({ key, label, value });

/** Two rentals sharing only Address and Suites: Vacancy and Year Built are each in one only. */
const RENTALS: RentalPopupResponse[] = [
  rentalPopup(11, [
    labelled('address', 'Address', '11 King St E'),
    labelled('suite_count', 'Suites', 120),
    labelled('vacancy_rate', 'Vacancy Rate', 1.5),
  ]),
  rentalPopup(12, [
    labelled('year_built', 'Year Built', 1968),
    labelled('address', 'Address', '12 King St E'),
    labelled('suite_count', 'Suites', null),
  ]),
];

/** The session loads the stored lists after whoami, as a real page load does (part 1 §4). */
function storeRentals(rentals: RentalPopupResponse[]): void {
  localStorage.setItem('rentalCompareList', JSON.stringify(rentals));
}

describe('/rental/compare (part 2 §2.12)', () => {
  test('one column per rental; only rows every rental has; missing values show -', async () => {
    storeRentals(RENTALS);
    await renderShell('/rental/compare', loggedInFixtures());
    const table = page.getByRole('table', { name: 'Compare Selected Rentals' });
    await expect.element(table, POLL).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Compare Selected Rentals' })).toBeVisible();
    expect(document.title).toContain('Compare Selected Rentals');

    await expect.element(table.getByRole('columnheader', { name: /Rental 11/ })).toBeVisible();
    await expect.element(table.getByRole('columnheader', { name: /Rental 12/ })).toBeVisible();
    const rowHeaders = table
      .getByRole('rowheader')
      .elements()
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(['Address', 'Suites']);
    await expect.element(table.getByText('12 King St E')).toBeVisible();
    const suitesRow = table.getByRole('row').filter({ hasText: 'Suites' }).element();
    expect([...suitesRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['120', '-']);
  });

  test('DETAILS links to the rental profile; REMOVE drops that column', async () => {
    storeRentals(RENTALS);
    const { router } = await renderShell('/rental/compare', loggedInFixtures());
    const details = page.getByRole('link', { name: 'DETAILS Rental 12' });
    await expect.element(details, POLL).toHaveAttribute('href', '/database/rental/profile/12');

    await page.getByRole('button', { name: 'REMOVE Rental 11' }).click();
    await expect.element(page.getByRole('columnheader', { name: /Rental 11/ })).not.toBeInTheDocument();
    expect(compareListsStore.rentals.map((entry) => entry.id)).toEqual([12]);
    expect(JSON.parse(localStorage.getItem('rentalCompareList') ?? '[]')).toHaveLength(1);
    // With one rental left every one of its rows is common.
    await expect.element(page.getByRole('rowheader', { name: 'Year Built' })).toBeVisible();

    await details.click();
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/rental/profile/12');
  });

  test('Clear All Rentals empties the list and is disabled when it is empty', async () => {
    storeRentals(RENTALS);
    await renderShell('/rental/compare', loggedInFixtures());
    const clear = page.getByRole('button', { name: 'Clear All Rentals' });
    await expect.element(clear, POLL).toBeEnabled();
    await clear.click();
    await expect.element(clear).toBeDisabled();
    expect(compareListsStore.rentals).toEqual([]);
    expect(localStorage.getItem('rentalCompareList')).toBeNull();
    await expect.element(page.getByRole('table', { name: 'Compare Selected Rentals' })).not.toBeInTheDocument();
  });

  test('an empty list shows the page with Clear All Rentals disabled', async () => {
    await renderShell('/rental/compare', loggedInFixtures());
    await expect.element(page.getByRole('button', { name: 'Clear All Rentals' }), POLL).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Back' })).toBeEnabled();
  });
});

describe('/project/compare shares the page (part 2 §2.12)', () => {
  test('DETAILS goes to the project page and the clear button reads Clear All Projects', async () => {
    const project: ProjectPopupResponse = {
      id: 31,
      name: labelled('name', 'Name', 'Harbour Tower'),
      developer: labelled('developer', 'Developer', 'Lakeside Dev'),
      metadata: { projectStanding: 'active', projectType: 'condo' },
      values: [labelled('suite_count', 'Suites', 300)],
    };
    localStorage.setItem('projectCompareList', JSON.stringify([project]));
    await renderShell('/project/compare', loggedInFixtures());
    await expect
      .element(page.getByRole('link', { name: 'DETAILS Harbour Tower' }), POLL)
      .toHaveAttribute('href', '/database/project/31');
    await expect.element(page.getByRole('button', { name: 'Clear All Projects' })).toBeEnabled();
    await expect.element(page.getByRole('rowheader', { name: 'Suites' })).toBeVisible();
  });
});
