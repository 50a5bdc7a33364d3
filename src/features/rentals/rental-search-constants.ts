import { RESULTS_PAGE_PATHS } from '@contract/saved-views';
/** Texts, paths and views of the rental search pages, word for word from part 2 §2.7 where the spec gives them. */

/** The three rental search views; each has its own route (part 2 §2.1). */
export type RentalSearchType = 'rental-search' | 'market-data' | 'market-history';

/** Page titles by type (part 2 §2.7); the brand is appended by the shell. */
export const RENTAL_PAGE_TITLES: Readonly<Record<RentalSearchType, string>> = {
  'rental-search': 'Rental Properties',
  'market-data': 'Rental Market Totals',
  'market-history': 'Rental Market History',
};

/** The route of each view (part 2 §2.1). */
export const RENTAL_PATHS = {
  'rental-search': RESULTS_PAGE_PATHS.rentalSearch,
  'market-data': RESULTS_PAGE_PATHS.rentalMarketData,
  'market-history': RESULTS_PAGE_PATHS.rentalMarketHistory,
} as const satisfies Record<RentalSearchType, string>;

/** Part 2 §2.7: "Toggle buttons Properties and Market Totals". */
export const RENTAL_VIEW_TOGGLE = [
  { value: 'rental-search', label: 'Properties' },
  { value: 'market-data', label: 'Market Totals' },
] as const satisfies ReadonlyArray<{ value: RentalSearchType; label: string }>;

/**
 * The month panel's month (part 2 §2.7); the range panel's labels and the time range's are the
 * rental historical table's (src/components/rental-historical-table/rental-historical-table-constants.ts).
 */
export const SEARCH_MONTH_LABEL = 'Search Month';

/** Shown before a search can run: the view's required params are missing (part 2 §5). */
export const CHOOSE_MONTH_HINT = 'Choose a month (or a range of months) and a time range, then Search.';
