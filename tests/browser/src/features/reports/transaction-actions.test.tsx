import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { loggedInFixtures, POLL, renderShell, resetShellState } from '@test-support/browser/shell-harness';
import { URBAN_ACTIONS } from './report-fixtures';

const ACTIONS_PATH = '/api/v1/urban/quarterly/urbanactions';

afterEach(() => resetShellState());

const panel = (year: string) => page.getByRole('button', { name: year, exact: true });

async function openActions() {
  await renderShell('/analysis/urbanactions', { ...loggedInFixtures(), [ACTIONS_PATH]: { body: URBAN_ACTIONS } });
  await expect.element(panel('2026'), POLL).toBeVisible();
}

describe('/analysis/urbanactions (part 2 §2.14)', () => {
  test('a panel per year, newest first, only the first open at start', async () => {
    await openActions();
    const years = page
      .getByRole('button', { name: /^\d{4}$/ })
      .elements()
      .map((button) => button.textContent);
    expect(years).toEqual(['2026', '2025', '2024']);
    await expect.element(panel('2026')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(panel('2025')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(panel('2024')).toHaveAttribute('aria-expanded', 'false');
  });

  test('Expand All opens every panel, Close All closes them', async () => {
    await openActions();
    await page.getByRole('button', { name: 'Expand All' }).click();
    for (const year of ['2026', '2025', '2024'])
      await expect.element(panel(year)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close All' }).click();
    for (const year of ['2026', '2025', '2024'])
      await expect.element(panel(year)).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('button', { name: 'Expand All' })).toBeVisible();
  });

  test('entries show their label (a new-tab link when safe) and sales date', async () => {
    await openActions();
    const link = page.getByRole('link', { name: 'Tower rezoning' });
    await expect.element(link).toHaveAttribute('href', 'https://actions.example/1');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A sale is a page of the app, under its base path; an UrbanAction document a server file.
    const sale = page.getByRole('link', { name: 'Harbour Towers: sold for $48,000,000' });
    await expect.element(sale).toHaveAttribute('href', '/database/sale/812');
    await expect.element(sale).toHaveAttribute('target', '_blank');
    const pdf = page.getByRole('link', { name: 'Maple Court: 240 suites' });
    await expect.element(pdf).toHaveAttribute('href', '/api/v1/media/urbanaction/project/77.pdf');
    await expect.element(pdf).toHaveAttribute('target', '_blank');
    await expect.element(page.getByText('2026-02-11')).toBeVisible();
    await expect.element(page.getByText('Plain action')).toBeVisible();
    expect(page.getByRole('link', { name: 'Plain action' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Expand All' }).click();
    await expect.element(page.getByText('Bad link action')).toBeVisible();
    expect(page.getByRole('link', { name: 'Bad link action' }).elements()).toHaveLength(0);
    const results = await axe.run(document.querySelector('main') ?? document.body);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('a failed load is logged only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderShell('/analysis/urbanactions', {
      ...loggedInFixtures(),
      [ACTIONS_PATH]: { status: 500, body: { message: 'boom' } },
    });
    await expect
      .poll(() => warn.mock.calls.some((call) => String(call[0]).includes('transaction actions')), POLL)
      .toBe(true);
    await expect.element(page.getByRole('heading', { name: 'Transaction Actions' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Expand All' }).elements()).toHaveLength(0);
  });
});
