import { proxy } from 'valtio';
import { showSnackbar } from './snackbar';

/**
 * The pattern both compare lists follow (part 1 §4 "Compare list (projects)": "Rentals use a
 * separate list with the same pattern"): a cap that opens the replace dialog, the popup fetch
 * that adds (or silently adds nothing), the snackbar, and a change counter for maps and tables.
 * Each list's module (./compare-list-rules.ts, ./rental-compare-rules.ts) supplies its cap,
 * message, storage and fetch, and may add rules of its own (the project standing rule).
 */

export type CompareAddOutcome =
  /** Added; the snackbar shows. */
  | 'added'
  /** The popup answered nothing; nothing was added and nothing is said (part 1 §8). */
  | 'emptyPopup'
  /** A dialog opened; the outcome follows from the user's answer. */
  | 'dialogOpened'
  | 'alreadyInList';

export interface ListFullDialog<Candidate> {
  kind: 'listFull';
  candidate: Candidate;
}

/** The list-full dialog plus whatever dialogs a list's own rules open. */
export type CompareDialog<Candidate, OwnDialog = never> = ListFullDialog<Candidate> | OwnDialog;

export interface CompareDialogState<Dialog> {
  dialog: Dialog | null;
  /** Bumped after every add, replace, clear or removal, so maps and tables can refresh. */
  changeCount: number;
  /** Part 1 §4: "a success flag is set" after add, replace or clear. */
  lastChangeSucceeded: boolean;
}

export interface CompareListEntryLike {
  readonly id: number | string;
}

export interface CompareListSetup<Entry extends CompareListEntryLike, Candidate> {
  max: number;
  addedMessage: string;
  /** The list as stored now (./compare-lists.ts). */
  entries: () => readonly Entry[];
  /** Stores the new list (./compare-lists.ts persists it). */
  save: (entries: readonly Entry[]) => void;
  candidateId: (candidate: Candidate) => number | string;
  /** The popup data of a candidate, or null when the server answered nothing usable. */
  fetchEntry: (candidate: Candidate) => Promise<Entry | null>;
}

/** A dialog a list's own rules open (the project standing rule's clear-list dialog). */
export interface OwnCompareDialog<Candidate> {
  kind: string;
  candidate: Candidate;
}

export interface CompareListRules<
  Entry extends CompareListEntryLike,
  Candidate,
  OwnDialog extends OwnCompareDialog<Candidate>,
> {
  /** Read it with useSnapshot; it changes only through the functions below. */
  store: CompareDialogState<CompareDialog<Candidate, OwnDialog>>;
  contains: (id: number | string) => boolean;
  /**
   * Add To Compare List: an entry already listed is left alone; `ownRule` may open a dialog of
   * the list's own (checked before the cap); a full list opens the replace dialog; otherwise
   * the popup is fetched and added. A failing fetch rejects.
   */
  requestAdd: (candidate: Candidate, ownRule?: () => OwnDialog | null) => Promise<CompareAddOutcome>;
  /**
   * Fetches the candidate and appends it to the list as it is when the answer arrives, with the
   * snackbar. Two adds in flight at once both land; a rental or project that arrived meanwhile
   * is not stored twice, and a list that filled up meanwhile opens the replace dialog.
   */
  fetchAndAdd: (candidate: Candidate) => Promise<CompareAddOutcome>;
  /** Closes the open dialog and hands it over if it is of `kind`. */
  takeDialog: <Kind extends CompareDialog<Candidate, OwnDialog>['kind']>(
    kind: Kind,
  ) => Extract<CompareDialog<Candidate, OwnDialog>, { kind: Kind }> | null;
  /** Replace in the list-full dialog: the chosen entry makes way for the candidate. */
  confirmReplace: (replacedId: number | string) => Promise<CompareAddOutcome>;
  dismiss: () => void;
  remove: (id: number | string) => void;
  /** Stores a list and counts the change (used for clear and by the list's own rules). */
  commit: (entries: readonly Entry[]) => void;
}

const sameId = (a: number | string, b: number | string): boolean => String(a) === String(b);

export function createCompareListRules<
  Entry extends CompareListEntryLike,
  Candidate,
  OwnDialog extends OwnCompareDialog<Candidate> = never,
>(setup: CompareListSetup<Entry, Candidate>): CompareListRules<Entry, Candidate, OwnDialog> {
  type Dialog = CompareDialog<Candidate, OwnDialog>;
  const state = proxy<CompareDialogState<Dialog>>({ dialog: null, changeCount: 0, lastChangeSucceeded: false });

  const contains = (id: number | string) => setup.entries().some((entry) => sameId(entry.id, id));

  const commit = (entries: readonly Entry[]) => {
    setup.save(entries);
    state.changeCount += 1;
    state.lastChangeSucceeded = true;
  };

  const fetchAndAdd = async (candidate: Candidate): Promise<CompareAddOutcome> => {
    const entry = await setup.fetchEntry(candidate);
    if (entry === null) return 'emptyPopup';
    if (contains(entry.id)) return 'alreadyInList';
    if (setup.entries().length >= setup.max) {
      state.dialog = { kind: 'listFull', candidate };
      return 'dialogOpened';
    }
    commit([...setup.entries(), entry]);
    showSnackbar(setup.addedMessage);
    return 'added';
  };

  const requestAdd = async (candidate: Candidate, ownRule?: () => OwnDialog | null): Promise<CompareAddOutcome> => {
    if (contains(setup.candidateId(candidate))) return 'alreadyInList';
    const ownDialog = ownRule?.() ?? null;
    if (ownDialog !== null) {
      state.dialog = ownDialog;
      return 'dialogOpened';
    }
    if (setup.entries().length >= setup.max) {
      state.dialog = { kind: 'listFull', candidate };
      return 'dialogOpened';
    }
    state.lastChangeSucceeded = false;
    return fetchAndAdd(candidate);
  };

  const takeDialog: CompareListRules<Entry, Candidate, OwnDialog>['takeDialog'] = (kind) => {
    const dialog = state.dialog;
    if (dialog === null || dialog.kind !== kind) return null;
    state.dialog = null;
    // The kind was just checked; TypeScript does not narrow a generic union by a generic key.
    return dialog as Extract<Dialog, { kind: typeof kind }>;
  };

  const confirmReplace = async (replacedId: number | string): Promise<CompareAddOutcome> => {
    const dialog: ListFullDialog<Candidate> | null = takeDialog('listFull');
    if (dialog === null) return 'alreadyInList';
    const entry = await setup.fetchEntry(dialog.candidate);
    if (entry === null) return 'emptyPopup';
    if (contains(entry.id)) return 'alreadyInList';
    commit(setup.entries().map((current) => (sameId(current.id, replacedId) ? entry : current)));
    showSnackbar(setup.addedMessage);
    return 'added';
  };

  return {
    store: state,
    contains,
    requestAdd,
    fetchAndAdd,
    takeDialog,
    confirmReplace,
    dismiss: () => {
      state.dialog = null;
    },
    remove: (id) => commit(setup.entries().filter((entry) => !sameId(entry.id, id))),
    commit,
  };
}
