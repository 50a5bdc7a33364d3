import { proxy, type Snapshot } from 'valtio';
import type { ProjectPopupResponse } from '../api/urban-project';
import { apiGet } from '../http/api-client';
import { compareListsStore, setProjectCompareList, type ProjectCompareEntry } from './compare-lists';
import { showSnackbar } from './snackbar';

/**
 * The project compare-list rules (part 1 §4 "Compare list (projects)", §8, §9; part 2 §4):
 * one standing at a time, a cap of 5, the popup fetch, and the dialogs those rules open.
 * Storage lives in ./compare-lists.ts; every change goes through its setter.
 *
 * Pages that offer "Add To Compare List" call `requestAddProjectToCompare` and mount the
 * dialogs component (src/features/compare/project-compare-dialogs.tsx), which reads
 * `projectCompareDialogStore` and answers with the confirm/dismiss actions below.
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

export type ProjectCompareDialog =
  { kind: 'differentStanding'; candidate: CompareCandidate } | { kind: 'listFull'; candidate: CompareCandidate };

export type CompareAddOutcome =
  /** Added; the snackbar shows. */
  | 'added'
  /** The popup answered nothing; nothing was added and nothing is said (part 1 §8). */
  | 'emptyPopup'
  /** A dialog opened; the outcome follows from the user's answer. */
  | 'dialogOpened'
  | 'alreadyInList';

interface ProjectCompareDialogState {
  dialog: ProjectCompareDialog | null;
  /** Bumped after every add, replace, clear or removal, so maps and tables can refresh. */
  changeCount: number;
  /** Part 1 §4: "a success flag is set" after add, replace or clear. */
  lastChangeSucceeded: boolean;
}

const state = proxy<ProjectCompareDialogState>({ dialog: null, changeCount: 0, lastChangeSucceeded: false });

export const projectCompareDialogStore: Snapshot<ProjectCompareDialogState> = state;

function isPopup(body: unknown): body is ProjectPopupResponse {
  return typeof body === 'object' && body !== null && 'id' in body && 'name' in body && 'metadata' in body;
}

async function fetchCompareEntry(projectId: number): Promise<ProjectCompareEntry | null> {
  const body = await apiGet<unknown>(`/urban/project/${projectId}/popup`);
  return isPopup(body) ? (body as unknown as ProjectCompareEntry) : null;
}

function commit(entries: readonly ProjectCompareEntry[]): void {
  setProjectCompareList(entries);
  state.changeCount += 1;
  state.lastChangeSucceeded = true;
}

export function isInProjectCompareList(projectId: number | string): boolean {
  return compareListsStore.projects.some((entry) => String(entry.id) === String(projectId));
}

/** The standing every entry of the list shares, or null for an empty list. */
export function projectCompareListStanding(): string | null {
  return compareListsStore.projects[0]?.metadata.projectStanding ?? null;
}

async function addAfterChecks(
  candidate: CompareCandidate,
  keep: readonly ProjectCompareEntry[],
): Promise<CompareAddOutcome> {
  const entry = await fetchCompareEntry(candidate.projectId);
  if (entry === null) return 'emptyPopup';
  commit([...keep, entry]);
  showSnackbar(ADDED_PROJECT_TO_COMPARE_MESSAGE);
  return 'added';
}

/**
 * "Add To Compare List" (part 1 §4): a differing standing opens the clear-list dialog, a full
 * list the replace dialog; otherwise the popup data is fetched and added. A failing fetch
 * rejects (the caller's error handling applies; a 403 has already sent the user to login).
 */
export async function requestAddProjectToCompare(candidate: CompareCandidate): Promise<CompareAddOutcome> {
  if (isInProjectCompareList(candidate.projectId)) return 'alreadyInList';
  const listStanding = projectCompareListStanding();
  if (listStanding !== null && listStanding !== candidate.projectStanding) {
    state.dialog = { kind: 'differentStanding', candidate };
    return 'dialogOpened';
  }
  if (compareListsStore.projects.length >= PROJECT_COMPARE_LIST_MAX) {
    state.dialog = { kind: 'listFull', candidate };
    return 'dialogOpened';
  }
  state.lastChangeSucceeded = false;
  return addAfterChecks(candidate, compareListsStore.projects);
}

/** Clear List in the differing-standings dialog: empty the list, then add the new project. */
export async function confirmClearListAndAdd(): Promise<CompareAddOutcome> {
  const dialog = state.dialog;
  if (dialog?.kind !== 'differentStanding') return 'alreadyInList';
  state.dialog = null;
  commit([]);
  return addAfterChecks(dialog.candidate, []);
}

/** Replace in the list-full dialog: the chosen entry makes way for the new project. */
export async function confirmReplaceInCompareList(replacedId: number | string): Promise<CompareAddOutcome> {
  const dialog = state.dialog;
  if (dialog?.kind !== 'listFull') return 'alreadyInList';
  state.dialog = null;
  const entry = await fetchCompareEntry(dialog.candidate.projectId);
  if (entry === null) return 'emptyPopup';
  commit(compareListsStore.projects.map((current) => (String(current.id) === String(replacedId) ? entry : current)));
  showSnackbar(ADDED_PROJECT_TO_COMPARE_MESSAGE);
  return 'added';
}

/** Cancel / Close of either dialog. */
export function dismissProjectCompareDialog(): void {
  state.dialog = null;
}

export function removeProjectFromCompare(projectId: number | string): void {
  commit(compareListsStore.projects.filter((entry) => String(entry.id) !== String(projectId)));
}

export function clearProjectCompareList(): void {
  commit([]);
}
