import type { SalesSearchType } from '@contract/sales-options';
import { RESULTS_PAGE_PATHS } from '@contract/saved-views';

/** Texts and paths of the sales views, word for word from part 2 §2.5 where the spec gives them. */

/** Page titles (part 2 §2.5); the brand is appended by the shell ('Sales | {brand}'). */
export const SALES_PAGE_TITLES: Readonly<Record<SalesSearchType, string>> = {
  sales: 'Sales',
  'sales-market-data': 'Sales Market Data',
};

/** The two modes (part 2 §2.5: "Search Sales and Market Data"). */
export const SALES_MODE_LABELS: Readonly<Record<SalesSearchType, string>> = {
  sales: 'Search Sales',
  'sales-market-data': 'Market Data',
};

/** The route of each mode (part 2 §2.1). */
export const SALES_PATHS = {
  sales: RESULTS_PAGE_PATHS.sales,
  'sales-market-data': RESULTS_PAGE_PATHS.salesMarketData,
} as const satisfies Record<SalesSearchType, string>;

export const PROPERTY_TYPE_LABEL = 'Property Type';
export const SALE_DATE_FROM_LABEL = 'Sale Date From';
export const SALE_DATE_TO_LABEL = 'Sale Date To';
/** Shown before the first search: a sales search needs a property type (part 2 §5). */
export const CHOOSE_PROPERTY_TYPE_HINT = 'Choose at least one property type, then Search.';
