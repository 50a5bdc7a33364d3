import { LANDING_SALES_CATEGORY } from '@contract/access';
/** Texts and ids of the Map Search landing page, word for word from part 1 §2, §7, §8 (its title: contract/views.ts). */

/** Logged (and only logged) when the landing search fails (part 1 §8). */
export const LANDING_SEARCH_ERROR = 'Error during landing search';

/** The how-to drawer of the page's help button (seeded help item). */
export const MAP_SEARCH_HOW_TO_ID = 'how-to-map-search';

/** The region checklist's legend; the XLSX About sheet names the chosen regions by it too. */
export const REGIONS_LEGEND = 'Regions';
export const SELECT_REGION_LABEL = 'Select Region';
export const OPEN_ADVANCED_SEARCH_LABEL = 'Open Advanced Search';
export const VIEW_COMPARE_LIST_LABEL = 'View Compare List';
export const HELP_BUTTON_LABEL = 'Help';
/** Not a spec text: shown instead of tabs while no region or no category is selected. */
export const NOTHING_SELECTED_HINT = 'Select a region and a category to see results.';

/** The result group whose options are the sales property sub-types (part 1 §2). */
export const SALES_CATEGORY_ID = LANDING_SALES_CATEGORY;
export const SALES_GROUP_KEY = LANDING_SALES_CATEGORY;

/** Tab labels that are not the group key with its underscore replaced (part 1 §2). */
export const SPECIAL_TAB_LABELS: Readonly<Record<string, string>> = {
  condo_active: 'condo new',
  'purpose-built_completed': 'purpose-built newer stock',
  sales: 'land sales',
};
