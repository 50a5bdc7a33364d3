import type { AnySearchViewDescriptor, SearchViewId } from '../components/search-page/search-view-kit';
import { PROJECT_VIEWS } from '../features/projects/project-search-views';
import { RENTAL_VIEWS } from '../features/rentals/rental-search-views';
import { SALES_VIEWS } from '../features/sales/search/sales-search-views';

/**
 * Every search view's descriptor (src/components/search-page/search-view-kit.ts), by its id in
 * contract/views.ts: the route files render them, and the kit's contract test walks them all.
 */
export const SEARCH_VIEWS = {
  projectSearch: PROJECT_VIEWS['project-search'],
  projectMarketData: PROJECT_VIEWS['market-data'],
  projectMarketHistory: PROJECT_VIEWS['market-history'],
  rentalSearch: RENTAL_VIEWS['rental-search'],
  rentalMarketData: RENTAL_VIEWS['market-data'],
  rentalMarketHistory: RENTAL_VIEWS['market-history'],
  sales: SALES_VIEWS.sales,
  salesMarketData: SALES_VIEWS['sales-market-data'],
} as const satisfies Record<SearchViewId, AnySearchViewDescriptor>;
