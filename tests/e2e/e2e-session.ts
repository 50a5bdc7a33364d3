import { expect, type Page } from '@playwright/test';

/** Fills the provider's login page, which the app has just sent the browser to (demo accounts' password: demo). */
export async function logIn(page: Page, username = 'demo'): Promise<void> {
  await expect(page).toHaveURL(/\/user\/login\?/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Ids of a compare list as stored in local storage (part 1 §3: projectCompareList, rentalCompareList). */
export async function storedCompareIds(page: Page, key: 'projectCompareList' | 'rentalCompareList'): Promise<string[]> {
  const entries = await page.evaluate(
    (storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? '[]') as Array<{ id: number | string }>,
    key,
  );
  return entries.map((entry) => String(entry.id));
}
