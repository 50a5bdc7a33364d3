import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { addRentalToCompare } from '@src/components/compare/compare-actions';
import { compareListsStore, setProjectCompareList } from '@src/state/compare-lists';
import {
  confirmReplaceInRentalCompareList,
  isInRentalCompareList,
  RENTAL_COMPARE_LIST_MAX,
  removeRentalFromCompare,
  rentalCompareDialogStore,
  requestAddRentalToCompare,
} from '@src/state/rental-compare-rules';
import { snackbarStore } from '@src/state/snackbar';
import {
  RENTAL_POPUP_FAILING,
  RENTAL_WITHOUT_POPUP,
  rentalPopup,
  resetCompareState,
  stubRentalPopups,
} from '@test-support/browser/rental-fixtures';

let requested: string[] = [];
beforeEach(() => {
  requested = stubRentalPopups();
});
afterEach(resetCompareState);

const rentalIds = () => compareListsStore.rentals.map((entry) => entry.id);

async function fillList(): Promise<void> {
  for (const rentalId of [1, 2, 3, 4, 5]) await requestAddRentalToCompare({ rentalId });
  requested.length = 0;
}

describe('rental compare list rules (part 1 §4, §8, §9; part 2 §2.7, §4)', () => {
  test('the cap is its own constant of 5', () => {
    expect(RENTAL_COMPARE_LIST_MAX).toBe(5);
  });

  test('an add fetches the rental popup, stores it in rentalCompareList and shows the snackbar', async () => {
    const changesBefore = rentalCompareDialogStore.changeCount;
    expect(await requestAddRentalToCompare({ rentalId: 7 })).toBe('added');
    expect(requested).toEqual(['/api/v1/rental/property/7/popup']);
    expect(rentalIds()).toEqual([7]);
    expect(compareListsStore.rentals[0]).toEqual(rentalPopup(7));
    expect(JSON.parse(localStorage.getItem('rentalCompareList') ?? '[]')).toEqual([rentalPopup(7)]);
    expect(snackbarStore.message).toBe('Added Rental to Compare List.');
    expect(rentalCompareDialogStore.changeCount).toBe(changesBefore + 1);
    expect(rentalCompareDialogStore.lastChangeSucceeded).toBe(true);
    expect(compareListsStore.projects).toEqual([]);
  });

  test('an empty popup adds nothing and says nothing', async () => {
    const changesBefore = rentalCompareDialogStore.changeCount;
    expect(await requestAddRentalToCompare({ rentalId: RENTAL_WITHOUT_POPUP })).toBe('emptyPopup');
    expect(rentalIds()).toEqual([]);
    expect(snackbarStore.message).toBeNull();
    expect(rentalCompareDialogStore.dialog).toBeNull();
    expect(rentalCompareDialogStore.changeCount).toBe(changesBefore);
    expect(localStorage.getItem('rentalCompareList')).toBeNull();
  });

  test('a failing popup fetch adds nothing; the button path logs a warning', async () => {
    await expect(requestAddRentalToCompare({ rentalId: RENTAL_POPUP_FAILING })).rejects.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    addRentalToCompare(RENTAL_POPUP_FAILING);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not add the rental to the compare list', expect.anything()),
    );
    expect(rentalIds()).toEqual([]);
    expect(snackbarStore.message).toBeNull();
  });

  test('at 5 rentals the replace dialog opens without a fetch; Replace swaps the chosen one in place', async () => {
    await fillList();
    expect(await requestAddRentalToCompare({ rentalId: 6 })).toBe('dialogOpened');
    expect(requested).toEqual([]);
    expect(rentalCompareDialogStore.dialog).toEqual({ kind: 'listFull', candidate: { rentalId: 6 } });
    expect(rentalIds()).toEqual([1, 2, 3, 4, 5]);

    expect(await confirmReplaceInRentalCompareList(3)).toBe('added');
    expect(requested).toEqual(['/api/v1/rental/property/6/popup']);
    expect(rentalIds()).toEqual([1, 2, 6, 4, 5]);
    expect(rentalCompareDialogStore.dialog).toBeNull();
    expect(snackbarStore.message).toBe('Added Rental to Compare List.');
  });

  test('a replacement whose popup is empty keeps the list as it was', async () => {
    await fillList();
    await requestAddRentalToCompare({ rentalId: RENTAL_WITHOUT_POPUP });
    expect(await confirmReplaceInRentalCompareList(2)).toBe('emptyPopup');
    expect(rentalIds()).toEqual([1, 2, 3, 4, 5]);
  });

  test('a full project list does not cap the rental list: the lists are separate', async () => {
    setProjectCompareList(
      [1, 2, 3, 4, 5].map((id) => ({ id, name: { value: `P${id}` }, metadata: { projectStanding: 'active' } })),
    );
    expect(await requestAddRentalToCompare({ rentalId: 1 })).toBe('added');
    expect(compareListsStore.projects).toHaveLength(5);
  });

  test('adds in flight at the same time all land, once each (quick clicks on several rows)', async () => {
    const outcomes = await Promise.all([
      requestAddRentalToCompare({ rentalId: 1 }),
      requestAddRentalToCompare({ rentalId: 2 }),
      requestAddRentalToCompare({ rentalId: 2 }),
    ]);
    expect(outcomes.sort()).toEqual(['added', 'added', 'alreadyInList']);
    expect(rentalIds().sort()).toEqual([1, 2]);
  });

  test('a list that filled up while a popup was on its way opens the replace dialog instead of a sixth entry', async () => {
    await Promise.all([1, 2, 3, 4, 5, 6].map((rentalId) => requestAddRentalToCompare({ rentalId })));
    expect(rentalIds()).toHaveLength(5);
    expect(rentalCompareDialogStore.dialog?.kind).toBe('listFull');
  });

  test('a rental already listed is not fetched again', async () => {
    await requestAddRentalToCompare({ rentalId: 1 });
    requested.length = 0;
    expect(await requestAddRentalToCompare({ rentalId: 1 })).toBe('alreadyInList');
    expect(requested).toEqual([]);
  });

  test('removal deletes the entry, counts a change, and an emptied list leaves local storage', async () => {
    await requestAddRentalToCompare({ rentalId: 1 });
    await requestAddRentalToCompare({ rentalId: 2 });
    const changesBefore = rentalCompareDialogStore.changeCount;
    removeRentalFromCompare(1);
    expect(rentalIds()).toEqual([2]);
    expect(isInRentalCompareList(1)).toBe(false);
    expect(rentalCompareDialogStore.changeCount).toBe(changesBefore + 1);
    removeRentalFromCompare('2');
    expect(rentalIds()).toEqual([]);
    expect(localStorage.getItem('rentalCompareList')).toBeNull();
  });
});
