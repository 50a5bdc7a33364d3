/** Texts of the rental search pages, word for word from part 2 §2.7 where the spec gives them (titles: contract/views.ts). */

/**
 * The month panel's month (part 2 §2.7); the range panel's labels and the time range's are the
 * rental historical table's (src/components/rental-historical-table/rental-historical-table-constants.ts).
 */
export const SEARCH_MONTH_LABEL = 'Search Month';

/** Shown before a search can run: the view's required params are missing (part 2 §5). */
export const CHOOSE_MONTH_HINT = 'Choose a month (or a range of months) and a time range, then Search.';
