import { RESULTS_PAGE_PATHS, type SavedViewPage } from '@contract/saved-views';
import { VIEWS, type ViewId } from '@contract/views';
import { RENAME_LABELS } from '../../components/rename/rename-labels';

/** Each results page by its own page title (VIEWS), as the Saved views list names it. */
export const SAVED_VIEW_PAGE_TITLES = Object.fromEntries(
  Object.entries(RESULTS_PAGE_PATHS).map(([id, page]) => [page, VIEWS[id as ViewId].title]),
) as Readonly<Record<SavedViewPage, string>>;

/** The labels of the saved views controls. */
export const SAVED_VIEWS_TEXT = {
  menu: 'Saved views',
  save: 'Save view',
  nameLabel: 'View name',
  saveButton: RENAME_LABELS.save,
  cancel: RENAME_LABELS.cancel,
  saved: (name: string) => `View "${name}" saved.`,
  empty: 'No saved views yet. Open a results page, set it up, and use Save view.',
  notSavable: 'Views can be saved on results pages: Map Search, projects, sales and rentals.',
  open: 'Open',
  delete: 'Delete',
  confirmDelete: (name: string) => `Delete "${name}"?`,
  loadFailed: 'Saved views could not be loaded.',
  columns: { name: 'Name', page: 'Page', saved: 'Saved', actions: 'Actions' },
} as const;
