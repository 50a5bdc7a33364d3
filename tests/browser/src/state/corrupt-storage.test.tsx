import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { compareListsStore } from '@src/state/compare-lists';
import { loggedInFixtures, POLL, renderShell, resetShellState } from '@test-support/browser/shell-harness';

afterEach(() => {
  vi.restoreAllMocks();
  resetShellState();
});

const entry = (fields: Record<string, unknown>) => ({
  id: 1,
  name: { key: 'name', label: 'Name', value: 'Harbour Tower' },
  metadata: { projectStanding: 'active', projectType: 'condo' },
  ...fields,
});

/** What another release, another app on the origin or a hand edit may have left in local storage. */
const CORRUPT_VALUES: Array<[string, string]> = [
  ['bad JSON', '[{"id": 1, "name": '],
  ['null', 'null'],
  ['a number', '42'],
  ['a string', '"projectCompareList"'],
  ['an object', '{"0": {"id": 1}}'],
  ['a list holding null', '[null]'],
  ['entries without ids', JSON.stringify([{ name: { value: 'A' } }])],
  ['a name that is an object', JSON.stringify([entry({ name: { value: { html: '<b>x</b>' } } })])],
  ['values holding null', JSON.stringify([entry({ values: [null] })])],
  ['values with object labels and values', JSON.stringify([entry({ values: [{ key: 'a', label: {}, value: [] }] })])],
  ['values that are not a list', JSON.stringify([entry({ values: 'suite_count' })])],
];

const PAGES = [
  ['/project/compare', 'projectCompareList', 'Compare Selected Projects'],
  ['/rental/compare', 'rentalCompareList', 'Compare Selected Rentals'],
] as const;

describe('corrupt compare lists in local storage never break a page', () => {
  test.each(PAGES.flatMap((target) => CORRUPT_VALUES.map(([kind, raw]) => [target[0], kind, raw, target] as const)))(
    '%s with %s renders, empty, and the value is dropped',
    async (path, _kind, raw, [, key, title]) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      localStorage.setItem('projectCompareList', raw);
      localStorage.setItem('rentalCompareList', raw);
      await renderShell(path, loggedInFixtures());
      await expect.element(page.getByRole('heading', { name: title }), POLL).toBeVisible();
      await expect.poll(() => localStorage.getItem(key), POLL).toBeNull();
      expect(compareListsStore.projects).toEqual([]);
      expect(compareListsStore.rentals).toEqual([]);
      expect(page.getByRole('table', { name: title }).query()).toBeNull();
      expect(warn).toHaveBeenCalled();
    },
  );

  test('a well-formed list next to a corrupt one still shows', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('projectCompareList', '{oops');
    localStorage.setItem(
      'rentalCompareList',
      JSON.stringify([
        { id: 7, name: { value: 'Elm Court' }, values: [{ key: 'suites', label: 'Suites', value: 40 }] },
      ]),
    );
    await renderShell('/rental/compare', loggedInFixtures());
    const table = page.getByRole('table', { name: 'Compare Selected Rentals' });
    await expect.element(table, POLL).toBeVisible();
    await expect.element(table.getByRole('rowheader', { name: 'Suites' })).toBeVisible();
    expect(localStorage.getItem('projectCompareList')).toBeNull();
  });
});
