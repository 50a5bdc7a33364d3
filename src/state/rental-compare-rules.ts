import type { Snapshot } from 'valtio';
import type { RentalPopupResponse } from '@contract/rental-display';
import { apiGet } from '../http/api-client';
import {
  createCompareListRules,
  type CompareAddOutcome,
  type CompareDialog,
  type CompareDialogState,
} from './compare-list-core';
import { compareListsStore, setRentalCompareList, type RentalCompareEntry } from './compare-lists';

/**
 * The rental compare-list rules (part 1 §4: "Rentals use a separate list with the same
 * pattern", §8, §9; part 2 §2.7, §4): a cap of 5 with the replace dialog, otherwise the popup
 * (GET /rental/property/{id}/popup) is fetched and added. Unlike projects there is no standing
 * rule: every rental is an old-stock building. Storage lives in ./compare-lists.ts.
 *
 * Pages that show rental rows mount src/features/compare/rental-compare-dialogs.tsx, which
 * reads `rentalCompareDialogStore`.
 */
export const RENTAL_COMPARE_LIST_MAX = 5;

export const ADDED_RENTAL_TO_COMPARE_MESSAGE = 'Added Rental to Compare List.';
export function rentalCompareListFullTitle(max: number = RENTAL_COMPARE_LIST_MAX): string {
  return `Failed to add Rental to Compare List. List is capped at ${max} rentals.`;
}

/** A rental property a page wants to add, by its rental property id (not its project id). */
export interface RentalCompareCandidate {
  rentalId: number;
}

export type RentalCompareDialog = CompareDialog<RentalCompareCandidate>;

function isPopup(body: unknown): body is RentalPopupResponse {
  return typeof body === 'object' && body !== null && 'id' in body && 'name' in body && 'values' in body;
}

async function fetchCompareEntry(candidate: RentalCompareCandidate): Promise<RentalCompareEntry | null> {
  const body = await apiGet<unknown>(`/rental/property/${candidate.rentalId}/popup`);
  return isPopup(body) ? (body as unknown as RentalCompareEntry) : null;
}

const rules = createCompareListRules<RentalCompareEntry, RentalCompareCandidate>({
  max: RENTAL_COMPARE_LIST_MAX,
  addedMessage: ADDED_RENTAL_TO_COMPARE_MESSAGE,
  entries: () => compareListsStore.rentals,
  save: setRentalCompareList,
  candidateId: (candidate) => candidate.rentalId,
  fetchEntry: fetchCompareEntry,
});

export const rentalCompareDialogStore: Snapshot<CompareDialogState<RentalCompareDialog>> = rules.store;

export function isInRentalCompareList(rentalId: number | string): boolean {
  return rules.contains(rentalId);
}

/**
 * "Add To Compare List" for a rental: a full list opens the replace dialog; otherwise the
 * popup is fetched and added with the snackbar; an empty popup adds nothing, silently. A
 * failing fetch rejects (a 403 has already sent the user to login).
 */
export function requestAddRentalToCompare(candidate: RentalCompareCandidate): Promise<CompareAddOutcome> {
  return rules.requestAdd(candidate);
}

/** Replace in the list-full dialog: the chosen rental makes way for the new one. */
export function confirmReplaceInRentalCompareList(replacedId: number | string): Promise<CompareAddOutcome> {
  return rules.confirmReplace(replacedId);
}

/** Close of the list-full dialog. */
export function dismissRentalCompareDialog(): void {
  rules.dismiss();
}

export function removeRentalFromCompare(rentalId: number | string): void {
  rules.remove(rentalId);
}

export function clearRentalCompareList(): void {
  rules.commit([]);
}
