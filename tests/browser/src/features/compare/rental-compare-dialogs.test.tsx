import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RentalCompareDialogs } from '@src/features/compare/rental-compare-dialogs';
import { compareListsStore } from '@src/state/compare-lists';
import { rentalCompareDialogStore, requestAddRentalToCompare } from '@src/state/rental-compare-rules';
import { snackbarStore } from '@src/state/snackbar';
import { theme } from '@src/theme';
import { resetCompareState, stubRentalPopups } from '@test-support/browser/rental-fixtures';

const FULL_TITLE = 'Failed to add Rental to Compare List. List is capped at 5 rentals.';

let requested: string[] = [];
beforeEach(() => {
  requested = stubRentalPopups();
});
afterEach(resetCompareState);

/** Fills the list with rentals 1..5, then asks for rental 6, which opens the replace dialog. */
async function openFullDialog() {
  await render(
    <MantineProvider theme={theme}>
      <button type="button">Add rental 6</button>
      <RentalCompareDialogs />
    </MantineProvider>,
  );
  for (const rentalId of [1, 2, 3, 4, 5]) await requestAddRentalToCompare({ rentalId });
  requested.length = 0;
  expect(await requestAddRentalToCompare({ rentalId: 6 })).toBe('dialogOpened');
  const dialog = page.getByRole('dialog', { name: FULL_TITLE });
  await expect.element(dialog).toBeVisible();
  return dialog;
}

const rentalIds = () => compareListsStore.rentals.map((entry) => entry.id);

describe('rental compare dialogs (part 1 §8 "Compare list full (rentals)")', () => {
  test('the replace dialog lists the current rentals with a Replace button each, and Close', async () => {
    const dialog = await openFullDialog();
    await expect.element(dialog.getByText('Name', { exact: true })).toBeVisible();
    await expect.element(dialog.getByText('Address', { exact: true })).toBeVisible();
    await expect.element(dialog.getByText('Rental 3')).toBeVisible();
    await expect.element(dialog.getByText('3 Queen St W')).toBeVisible();
    expect(dialog.getByRole('button', { name: /^Replace / }).elements()).toHaveLength(5);
    await expect.element(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Close dialog' })).toBeVisible();
  });

  test('the open dialog has no serious or critical axe violations', async () => {
    await openFullDialog();
    // Colours are checked on the dialog as shown, not while it still fades in over the page.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    const results = await axe.run(document.body);
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  test('focus stays inside the dialog while tabbing both ways', async () => {
    const dialog = await openFullDialog();
    const dialogElement = dialog.element();
    await vi.waitFor(() => expect(dialogElement.contains(document.activeElement)).toBe(true));
    // 5 Replace buttons, Close and the header's close button: 7 stops; go round more than once.
    for (let step = 0; step < 10; step += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialogElement.contains(document.activeElement)).toBe(true);
    }
    for (let step = 0; step < 10; step += 1) {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(dialogElement.contains(document.activeElement)).toBe(true);
    }
  });

  test('Replace works from the keyboard and swaps that rental for the new one', async () => {
    const dialog = await openFullDialog();
    const replace = dialog.getByRole('button', { name: 'Replace Rental 4' });
    (replace.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
    await vi.waitFor(() => expect(rentalIds()).toEqual([1, 2, 3, 6, 5]));
    expect(requested).toEqual(['/api/v1/rental/property/6/popup']);
    expect(snackbarStore.message).toBe('Added Rental to Compare List.');
  });

  test('Close adds nothing and fetches nothing; Escape closes too', async () => {
    const dialog = await openFullDialog();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(rentalCompareDialogStore.dialog).toBeNull();

    await requestAddRentalToCompare({ rentalId: 6 });
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();

    expect(requested).toEqual([]);
    expect(rentalIds()).toEqual([1, 2, 3, 4, 5]);
  });
});
