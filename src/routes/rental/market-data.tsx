import { createFileRoute } from '@tanstack/react-router';
import { RentalMarketDataPage } from '../../features/rentals/rental-market-data-page';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/rental/market-data')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/rental/market-data'],
  component: RentalMarketDataPage,
});
