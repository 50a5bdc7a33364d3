import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  compareListsStore,
  loadCompareLists,
  setProjectCompareList,
  setRentalCompareList,
  type ProjectCompareEntry,
  type RentalCompareEntry,
} from '@src/state/compare-lists';
import { configurationStore } from '@src/state/configuration';
import { loggedInFixtures, renderShell, resetShellState, POLL } from '@test-support/browser/shell-harness';

afterEach(() => {
  setProjectCompareList([]);
  setRentalCompareList([]);
  resetShellState();
});

const PROJECT: ProjectCompareEntry = {
  id: 17,
  name: { key: 'name', label: 'Name', value: 'Harbour Towers' },
  developer: { key: 'developer', label: 'Developer', value: 'Lakeshore Developments' },
  metadata: { projectStanding: 'active', projectType: 'condo' },
  values: [],
};

const RENTAL: RentalCompareEntry = { id: 4, name: { key: 'name', label: 'Name', value: '12 Elm Street' } };

describe('compare lists in local storage (part 1 §3, §4)', () => {
  test('a non-empty list is saved and an empty one removed', () => {
    setProjectCompareList([PROJECT]);
    expect(JSON.parse(localStorage.getItem('projectCompareList') ?? 'null')).toEqual([PROJECT]);
    setRentalCompareList([RENTAL]);
    expect(JSON.parse(localStorage.getItem('rentalCompareList') ?? 'null')).toEqual([RENTAL]);

    setProjectCompareList([]);
    expect(localStorage.getItem('projectCompareList')).toBeNull();
    setRentalCompareList([]);
    expect(localStorage.getItem('rentalCompareList')).toBeNull();
  });

  test('the lists are loaded back, whole, for a logged-in user', async () => {
    localStorage.setItem('projectCompareList', JSON.stringify([PROJECT]));
    localStorage.setItem('rentalCompareList', JSON.stringify([RENTAL]));
    await renderShell('/landing-page', loggedInFixtures());
    await vi.waitFor(() => expect(configurationStore.status).toBe('loaded'), POLL);
    expect(compareListsStore.projects).toEqual([PROJECT]);
    expect(compareListsStore.rentals).toEqual([RENTAL]);
  });

  test('a corrupt value is discarded with a warning, never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('projectCompareList', '[{"id": 17, "name": ');
    localStorage.setItem('rentalCompareList', JSON.stringify([RENTAL]));
    loadCompareLists();
    expect(compareListsStore.projects).toEqual([]);
    expect(compareListsStore.rentals).toEqual([RENTAL]);
    expect(localStorage.getItem('projectCompareList')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Discarding the stored projectCompareList: it is not valid JSON',
      expect.anything(),
    );
  });

  test.each([
    ['an object', { projects: [1, 2] }],
    ['entries without a standing', [{ id: 1, name: { value: 'A' } }]],
    ['a list of strings', ['17', '18']],
  ])('a foreign value (%s) is discarded with a warning', (_kind, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('projectCompareList', JSON.stringify(value));
    loadCompareLists();
    expect(compareListsStore.projects).toEqual([]);
    expect(localStorage.getItem('projectCompareList')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Discarding the stored projectCompareList: it is not a compare list',
      expect.anything(),
    );
  });

  test('a visitor without a session does not load the lists', async () => {
    localStorage.setItem('projectCompareList', JSON.stringify([PROJECT]));
    const { left } = await renderShell('/landing-page', {
      '/api/v1/urban/options/whoami': { body: { logged_in: false } },
    });
    await vi.waitFor(() => expect(left).toHaveLength(1), POLL);
    expect(compareListsStore.projects).toEqual([]);
  });
});
