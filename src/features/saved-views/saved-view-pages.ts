import { RESULTS_PAGE_PATHS, type SavedViewPage } from '@contract/saved-views';
import { LANDING_PAGE_TITLE } from '../landing/landing-constants';
import { PROJECT_VIEW_TITLES } from '../projects/projects-constants';
import { RENTAL_PAGE_TITLES } from '../rentals/rental-search-constants';
import { SALES_PAGE_TITLES } from '../sales/search/sales-search-constants';

/** Each results page by its own page title, as the Saved views list names it. */
export const SAVED_VIEW_PAGE_TITLES: Readonly<Record<SavedViewPage, string>> = {
  [RESULTS_PAGE_PATHS.landing]: LANDING_PAGE_TITLE,
  [RESULTS_PAGE_PATHS.projectSearch]: PROJECT_VIEW_TITLES['project-search'],
  [RESULTS_PAGE_PATHS.projectMarketData]: PROJECT_VIEW_TITLES['market-data'],
  [RESULTS_PAGE_PATHS.projectMarketHistory]: PROJECT_VIEW_TITLES['market-history'],
  [RESULTS_PAGE_PATHS.sales]: SALES_PAGE_TITLES.sales,
  [RESULTS_PAGE_PATHS.salesMarketData]: SALES_PAGE_TITLES['sales-market-data'],
  [RESULTS_PAGE_PATHS.rentalSearch]: RENTAL_PAGE_TITLES['rental-search'],
  [RESULTS_PAGE_PATHS.rentalMarketData]: RENTAL_PAGE_TITLES['market-data'],
  [RESULTS_PAGE_PATHS.rentalMarketHistory]: RENTAL_PAGE_TITLES['market-history'],
};

/** The labels of the saved views controls. */
export const SAVED_VIEWS_TEXT = {
  menu: 'Saved views',
  save: 'Save view',
  nameLabel: 'View name',
  saveButton: 'Save',
  cancel: 'Cancel',
  saved: (name: string) => `View "${name}" saved.`,
  empty: 'No saved views yet. Open a results page, set it up, and use Save view.',
  notSavable: 'Views can be saved on results pages: Map Search, projects, sales and rentals.',
  open: 'Open',
  rename: 'Rename',
  renameLabel: 'New name',
  delete: 'Delete',
  confirmDelete: (name: string) => `Delete "${name}"?`,
  loadFailed: 'Saved views could not be loaded.',
  columns: { name: 'Name', page: 'Page', saved: 'Saved', actions: 'Actions' },
} as const;
