import type { Snapshot } from 'valtio';
import type { ProjectPopupResponse } from '@contract/urban-project';
import { apiGet } from '../http/api-client';
import {
  createCompareListRules,
  type CompareAddOutcome,
  type CompareDialog,
  type CompareDialogState,
} from './compare-list-core';
import { compareListsStore, setProjectCompareList, type ProjectCompareEntry } from './compare-lists';

export type { CompareAddOutcome } from './compare-list-core';

/**
 * The project compare-list rules (part 1 §4 "Compare list (projects)", §8, §9; part 2 §4):
 * one standing at a time, a cap of 5, the popup fetch, and the dialogs those rules open. The
 * cap, fetch and snackbar follow the pattern shared with rentals (./compare-list-core.ts);
 * the standing rule is the projects' own. Storage lives in ./compare-lists.ts.
 *
 * Pages that offer "Add To Compare List" call `requestAddProjectToCompare` (or use the hooks in
 * src/components/compare) and mount the dialogs component
 * (src/features/compare/project-compare-dialogs.tsx), which reads `projectCompareDialogStore`
 * and answers with the confirm/dismiss actions below.
 */
export const PROJECT_COMPARE_LIST_MAX = 5;

export const ADDED_PROJECT_TO_COMPARE_MESSAGE = 'Added Project to Compare List.';
export const DIFFERING_STANDINGS_MESSAGE =
  'Projects of differing standings cannot be compared. Do you want to clear your current compare list?';
export function compareListFullTitle(max: number = PROJECT_COMPARE_LIST_MAX): string {
  return `Failed to add Project to Compare List. List is capped at ${max} projects.`;
}

/** A project a page wants to add: its id and the standing of the search or row it came from. */
export interface CompareCandidate {
  projectId: number;
  projectStanding: string;
}

interface DifferentStandingDialog {
  kind: 'differentStanding';
  candidate: CompareCandidate;
}

export type ProjectCompareDialog = CompareDialog<CompareCandidate, DifferentStandingDialog>;

function isPopup(body: unknown): body is ProjectPopupResponse {
  return typeof body === 'object' && body !== null && 'id' in body && 'name' in body && 'metadata' in body;
}

async function fetchCompareEntry(candidate: CompareCandidate): Promise<ProjectCompareEntry | null> {
  const body = await apiGet<unknown>(`/urban/project/${candidate.projectId}/popup`);
  return isPopup(body) ? (body as unknown as ProjectCompareEntry) : null;
}

const rules = createCompareListRules<ProjectCompareEntry, CompareCandidate, DifferentStandingDialog>({
  max: PROJECT_COMPARE_LIST_MAX,
  addedMessage: ADDED_PROJECT_TO_COMPARE_MESSAGE,
  entries: () => compareListsStore.projects,
  save: setProjectCompareList,
  candidateId: (candidate) => candidate.projectId,
  fetchEntry: fetchCompareEntry,
});

export const projectCompareDialogStore: Snapshot<CompareDialogState<ProjectCompareDialog>> = rules.store;

/** The standing every entry of the list shares, or null for an empty list. */
export function projectCompareListStanding(): string | null {
  return compareListsStore.projects[0]?.metadata.projectStanding ?? null;
}

/**
 * "Add To Compare List" (part 1 §4): a differing standing opens the clear-list dialog, a full
 * list the replace dialog; otherwise the popup data is fetched and added. A failing fetch
 * rejects (the caller's error handling applies; a 403 has already sent the user to login).
 */
export function requestAddProjectToCompare(candidate: CompareCandidate): Promise<CompareAddOutcome> {
  return rules.requestAdd(candidate, () => {
    const listStanding = projectCompareListStanding();
    return listStanding !== null && listStanding !== candidate.projectStanding
      ? { kind: 'differentStanding', candidate }
      : null;
  });
}

/** Clear List in the differing-standings dialog: empty the list, then add the new project. */
export async function confirmClearListAndAdd(): Promise<CompareAddOutcome> {
  const dialog = rules.takeDialog('differentStanding');
  if (dialog === null) return 'alreadyInList';
  rules.commit([]);
  return rules.fetchAndAdd(dialog.candidate);
}

/** Replace in the list-full dialog: the chosen entry makes way for the new project. */
export function confirmReplaceInCompareList(replacedId: number | string): Promise<CompareAddOutcome> {
  return rules.confirmReplace(replacedId);
}

/** Cancel / Close of either dialog. */
export function dismissProjectCompareDialog(): void {
  rules.dismiss();
}

export function removeProjectFromCompare(projectId: number | string): void {
  rules.remove(projectId);
}

export function clearProjectCompareList(): void {
  rules.commit([]);
}
