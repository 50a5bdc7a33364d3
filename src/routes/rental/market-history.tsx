import { createFileRoute } from '@tanstack/react-router';
import { RentalMarketHistoryPage } from '../../features/rentals/rental-market-history-page';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/rental/market-history')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/rental/market-history'],
  component: RentalMarketHistoryPage,
});
