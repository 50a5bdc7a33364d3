/**
 * Texts and sizes of the shared results table, word for word from the specification so a
 * reviewer can check them in one place (part 1 §2 "Projects advanced search page", "Tab table
 * behaviour", §8, §9; part 2 §2.5, §8, §9).
 */

/** Results table titles (part 1 §2; part 2 §2.5). */
export const RESULTS_TABLE_TITLES = {
  projects: 'Results - Projects',
  market: 'Results - Market',
  marketHistory: 'Results - Market History',
  properties: 'Results - Properties',
  sales: 'Property Sales',
  salesMarket: 'Property Market Data',
} as const;

/** The body text while a search is loading (part 1 §2). */
export const LOADING_MESSAGE = 'Loading Data... Please wait';

/** Empty result messages (part 1 §8; part 2 §8). */
export const EMPTY_MESSAGES = {
  projects: 'No projects were found matching the current search parameters. Please clear your filters and try again.',
  rentals: 'No rentals were found matching the current search parameters.',
  sales: 'No sales were found matching the current search parameters. Please refine your filters and try again.',
} as const;

/** Row action tooltips, which are also the icon buttons' accessible names (part 1 §2). */
export const ROW_ACTION_LABELS = {
  addToCompare: 'Add To Compare List',
  removeFromCompare: 'Remove From Compare List',
  zoom: 'Zoom',
  projects: 'Projects',
} as const;

export const DOWNLOAD_LABEL = 'Download';
export const HELP_LABEL = 'Help';
export const COLUMN_TOGGLE_LABEL = 'Columns';
export const SELECT_ALL_LABEL = 'Select All';
export const EXPORT_FORMAT_LABEL = 'Export format';

/** The help item the table's help button opens (part 1 §2: "how-to-table-sort drawer"). */
export const TABLE_SORT_HOW_TO_ID = 'how-to-table-sort';

/** Export formats, XLS first because it is the default (part 1 §9). */
export const EXPORT_FORMAT_OPTIONS = [
  { value: 'xlsx', label: 'XLS' },
  { value: 'csv', label: 'CSV' },
] as const;

/** Above this many rows the body scrolls at a fixed height; no pagination (part 1 §9). */
export const SCROLL_THRESHOLD_ROWS = 25;
export const SCROLL_BODY_HEIGHT = '85vh';

/**
 * Rows have one fixed height (cells do not wrap), so the virtualizer needs no measuring and
 * scroll positions stay exact over 100,000 rows.
 */
export const ROW_HEIGHT_PX = 36;
/** Rows rendered beyond the visible range on each side, so fast scrolling rarely shows gaps. */
export const ROW_OVERSCAN = 10;
/**
 * Rows mounted per animation frame at most, by all the renders of that frame (visible rows
 * first); the others show placeholders until the next frame. A jump or a window arriving brings
 * the whole screen (~40 rows), and on a 2-core machine rendering in software each row mounted
 * costs 2-3 ms of a frame's CPU: 8 rows keep a frame under 50 ms. A fling of 4,000 px a second
 * (4-5 rows a frame) never reaches the limit; a scroll of 10 rows every frame shows placeholders
 * at the bottom for a moment (bench/table-scroll.ts reports both).
 */
export const MAX_ROW_MOUNTS_PER_FRAME = 8;
/** Rows beyond the rendered ones (each side) whose windows are fetched ahead of scrolling. */
export const ROW_PREFETCH = 30;
/** Display rows fetched from the engine per request; windows are aligned to this size. */
export const ROW_WINDOW_SIZE = 100;
/** Windows kept besides the ones on screen, so scrolling back does not refetch at once. */
export const SPARE_WINDOWS = 6;
