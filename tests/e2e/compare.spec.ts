import { expect, test } from '@playwright/test';
import { logIn, storedCompareIds } from './e2e-session';

/**
 * The rental compare list against the real server (part 1 §4 "Rentals use a separate list with
 * the same pattern", part 2 §2.12): add an old-stock rental from the project search's rental
 * table, see the snackbar, then compare, remove and find Clear All Rentals disabled.
 */

test('an old-stock rental goes to the rental compare list and the rental compare page', async ({ page }) => {
  await page.goto('/database/project/project-search?projectType=purpose-built&projectStanding=oldstock&regionId[]=1');
  await logIn(page);
  // The form fills the newest month and a time range for the rental standing; Search runs it.
  await expect(page.getByRole('combobox', { name: 'Search Month' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Results - Properties')).toBeVisible();

  const add = page.getByRole('button', { name: 'Add To Compare List' }).first();
  await expect(add).toBeVisible();
  await add.click();
  await expect(page.getByText('Added Rental to Compare List.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove From Compare List' })).toHaveCount(1);
  await expect.poll(() => storedCompareIds(page, 'rentalCompareList')).toHaveLength(1);
  const [rentalId] = await storedCompareIds(page, 'rentalCompareList');
  // The rental list is its own: the project list is untouched.
  expect(await storedCompareIds(page, 'projectCompareList')).toEqual([]);

  await page.goto('/database/rental/compare');
  await expect(page).toHaveTitle('Compare Selected Rentals | Marketview');
  const table = page.getByRole('table', { name: 'Compare Selected Rentals' });
  await expect(table.getByRole('link', { name: /^DETAILS / })).toHaveAttribute(
    'href',
    `/database/rental/profile/${rentalId}`,
  );
  await expect(table.getByRole('rowheader', { name: 'Avg Rent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear All Rentals' })).toBeEnabled();

  await table.getByRole('button', { name: /^REMOVE / }).click();
  await expect(table).toBeHidden();
  await expect(page.getByRole('button', { name: 'Clear All Rentals' })).toBeDisabled();
  expect(await storedCompareIds(page, 'rentalCompareList')).toEqual([]);
});
