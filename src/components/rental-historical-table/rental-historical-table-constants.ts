/**
 * The rental historical table's texts, word for word from part 2 §2.11 where the spec gives them,
 * so a reviewer can check them in one place. Its messages live in contract/messages.ts and the
 * loading text with the results table's constants.
 */

export const OPEN_FILTERS_LABEL = 'Open Filters';
export const HIDE_FILTERS_LABEL = 'Hide Filters';
export const SEARCH_BY_MONTH_LABEL = 'Search by Month';
export const SEARCH_BY_QUARTER_LABEL = 'Search by Quarter';
export const SELECT_START_MONTH_LABEL = 'Select Start Month';
export const SELECT_END_MONTH_LABEL = 'Select End Month';
export const SELECT_TIME_RANGE_LABEL = 'Select Data Time Range';

/** Beyond the spec's words: the table's title, the quarter pickers and the mode group's label. */
export const RENTAL_HISTORY_TITLE = 'Rental Historical Data';
export const SELECT_START_QUARTER_LABEL = 'Select Start Quarter';
export const SELECT_END_QUARTER_LABEL = 'Select End Quarter';
export const SEARCH_MODE_LABEL = 'Search period';
/**
 * Said under the quarter pickers, followed by the months of each rental quarter, since the spec's
 * rental quarters are not calendar quarters (part 2 §9).
 */
export const RENTAL_QUARTER_NOTE = "A month's rental quarter is floor((month + 3) / 4):";

/**
 * The help the table's help button opens in the shell's help drawer (part 2 §2.11): the seeded
 * rental how-to, which explains the month and the data time range.
 */
export const RENTAL_HISTORY_HOW_TO_ID = 'how-to-rental-search';
