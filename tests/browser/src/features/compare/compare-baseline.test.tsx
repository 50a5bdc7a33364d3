import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import type { ColumnDefinition } from '@contract/columns';
import type { ProjectPopupResponse, LabelledValue } from '@contract/urban-project';
import type { RentalPopupResponse } from '@contract/rental-display';
import type { AppRouter } from '@src/router';
import { loggedInFixtures, POLL, renderShell, resetShellState } from '@test-support/browser/shell-harness';
import { rentalPopup, resetCompareState } from '@test-support/browser/rental-fixtures';

afterEach(async () => {
  // Unmount first: emptying the lists below would otherwise drop a shown baseline, a navigation
  // that would outlive the stubbed fetch and spoil the next test's session.
  await cleanup();
  resetShellState();
  resetCompareState();
});

type Shown = Pick<ColumnDefinition, 'format'> & Partial<Pick<ColumnDefinition, 'percentScale'>>;
const valueOf = (key: string, label: string, value: string | number | null, shown: Shown): LabelledValue => ({
  key,
  label,
  value,
  ...shown,
});

/** Popups as the server sends them: each value with its column's format (server/queries/rental). */
function rental(id: number, suites: number, rent: number, vacancy: number): RentalPopupResponse {
  return rentalPopup(id, [
    valueOf('address', 'Address', `${id} King St E`, { format: 'text' }),
    valueOf('suite_count', 'Suites', suites, { format: 'integer' }),
    valueOf('vacancy_rate', 'Vacancy Rate', vacancy, { format: 'percent', percentScale: 100 }),
    valueOf('avg_rate', 'Avg Rent', rent, { format: 'currency' }),
  ]);
}

const RENTALS = [rental(11, 120, 2000, 1.5), rental(12, 150, 2100, 2), rental(13, 100, 1900, 1.5)];

async function openRentals(query = ''): Promise<AppRouter> {
  localStorage.setItem('rentalCompareList', JSON.stringify(RENTALS));
  const { router } = await renderShell(`/rental/compare${query}`, loggedInFixtures());
  await expect.element(page.getByRole('table', { name: 'Compare Selected Rentals' }), POLL).toBeVisible();
  return router;
}

const table = () => page.getByRole('table', { name: /Compare Selected/ });

/** The cells of a row: the value and, under it, the delta line ('' where there is none). */
function cells(label: string): Array<{ value: string; delta: string; direction: string | null }> {
  const row = table()
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  return [...row.element().querySelectorAll('td')].map((cell) => {
    const delta = cell.querySelector<HTMLElement>('[data-direction]');
    return {
      value: (cell.firstChild?.textContent ?? '').trim(),
      delta: delta?.textContent ?? '',
      direction: delta?.dataset['direction'] ?? null,
    };
  });
}

const deltas = (label: string) => cells(label).map((cell) => cell.delta);
const baselineParam = (router: AppRouter) => new URLSearchParams(router.state.location.searchStr).get('baseline');
const baselineButton = (name: string) => page.getByRole('button', { name: `Baseline ${name}` });

describe('compare pages (part 2 §2.12): compare against a baseline', () => {
  test('choosing a baseline shows signed, coloured differences and puts the baseline in the URL', async () => {
    const router = await openRentals();
    expect(deltas('Avg Rent')).toEqual(['', '', '']);
    await expect.element(baselineButton('Rental 11')).toHaveAttribute('aria-pressed', 'false');

    await baselineButton('Rental 11').click();
    await expect.element(baselineButton('Rental 11')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => baselineParam(router)).toBe('11');

    // 2,100 - 2,000 = +100, 100 / 2,000 = +5.0%; 1,900 - 2,000 = -100 (-5.0%).
    expect(cells('Avg Rent').map((cell) => cell.value)).toEqual(['$2,000', '$2,100', '$1,900']);
    expect(deltas('Avg Rent')).toEqual(['', '+$100 (+5.0%) from baseline', '\u2212$100 (\u22125.0%) from baseline']);
    // 150 - 120 = +30 (+25.0%); 100 - 120 = -20, 20 / 120 = 16.7%.
    expect(deltas('Suites')).toEqual(['', '+30 (+25.0%) from baseline', '\u221220 (\u221216.7%) from baseline']);
    // A rate moves in percentage points: 2.0% - 1.5% = +0.5 pts.
    expect(cells('Vacancy Rate').map((cell) => cell.value)).toEqual(['1.5%', '2.0%', '1.5%']);
    expect(deltas('Vacancy Rate')).toEqual(['', '+0.5 pts from baseline', 'No change from baseline']);
    expect(deltas('Address')).toEqual(['', '', '']);

    const [, up, down] = cells('Avg Rent');
    expect([up?.direction, down?.direction]).toEqual(['up', 'down']);
    const colour = (index: number) =>
      getComputedStyle(table().element().querySelectorAll('[data-direction]')[index] as Element).color;
    // Mantine teal.9 and red.9: the text sign carries the same meaning for those who cannot see them.
    expect(colour(0)).toBe('rgb(8, 127, 91)');
    expect(colour(1)).toBe('rgb(201, 42, 42)');

    // Pressing the baseline again clears it.
    await baselineButton('Rental 11').click();
    await expect.poll(() => baselineParam(router)).toBeNull();
    expect(deltas('Avg Rent')).toEqual(['', '', '']);
  });

  test('the Baseline buttons work from the keyboard', async () => {
    const router = await openRentals();
    (baselineButton('Rental 12').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => baselineParam(router)).toBe('12');
    // 2,000 - 2,100 = -100, 100 / 2,100 = 4.76%.
    expect(deltas('Avg Rent')[0]).toBe('\u2212$100 (\u22124.8%) from baseline');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(baselineButton('Rental 11')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.poll(() => baselineParam(router)).toBe('11');
    await expect.element(baselineButton('Rental 12')).toHaveAttribute('aria-pressed', 'false');
  });

  test('the baseline in the URL is shown on load; removing another entry keeps it, removing it clears it', async () => {
    const router = await openRentals('?baseline=12');
    await expect.element(baselineButton('Rental 12')).toHaveAttribute('aria-pressed', 'true');
    expect(deltas('Suites')).toEqual([
      '\u221230 (\u221220.0%) from baseline',
      '',
      '\u221250 (\u221233.3%) from baseline',
    ]);

    await page.getByRole('button', { name: 'REMOVE Rental 13' }).click();
    await expect.element(page.getByRole('columnheader', { name: /Rental 13/ })).not.toBeInTheDocument();
    expect(baselineParam(router)).toBe('12');
    await expect.element(baselineButton('Rental 12')).toHaveAttribute('aria-pressed', 'true');
    expect(deltas('Suites')).toEqual(['\u221230 (\u221220.0%) from baseline', '']);

    await page.getByRole('button', { name: 'REMOVE Rental 12' }).click();
    await expect.poll(() => baselineParam(router)).toBeNull();
    await expect.element(baselineButton('Rental 11')).toHaveAttribute('aria-pressed', 'false');
    expect(deltas('Suites')).toEqual(['']);
  });

  test('an unknown baseline id is ignored without an error', async () => {
    await openRentals('?baseline=999');
    expect(page.getByRole('button', { pressed: true }).elements()).toHaveLength(0);
    expect(deltas('Avg Rent')).toEqual(['', '', '']);
    expect(cells('Avg Rent').map((cell) => cell.value)).toEqual(['$2,000', '$2,100', '$1,900']);
  });

  test('with a baseline, the page has no serious axe violations', async () => {
    await openRentals('?baseline=11');
    await expect.element(baselineButton('Rental 11')).toHaveAttribute('aria-pressed', 'true');
    const results = await axe.run(page.getByRole('main').element());
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  test('/project/compare compares against a baseline too', async () => {
    const project = (id: number, name: string, price: number): ProjectPopupResponse => ({
      id,
      name: valueOf('name', 'Project Name', name, { format: 'text' }),
      developer: valueOf('developer', 'Developer', 'Lakeside Dev', { format: 'text' }),
      metadata: { projectStanding: 'resale', projectType: 'condo' },
      values: [valueOf('average_sale_price', 'Avg Sale Price', price, { format: 'currency' })],
    });
    localStorage.setItem(
      'projectCompareList',
      JSON.stringify([project(31, 'Harbour Tower', 300_000), project(32, 'Bay Lofts', 312_000)]),
    );
    await renderShell('/project/compare?baseline=31', loggedInFixtures());
    await expect.element(baselineButton('Harbour Tower'), POLL).toHaveAttribute('aria-pressed', 'true');
    // 312,000 - 300,000 = +12,000, 12,000 / 300,000 = +4.0%.
    expect(deltas('Avg Sale Price')).toEqual(['', '+$12,000 (+4.0%) from baseline']);
  });
});
