import { createFileRoute } from '@tanstack/react-router';
import { RentalMarketDataPage } from '../../features/rentals/rental-market-data-page';
import { requireSection } from '../-guards';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/rental/market-data')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/rental/market-data'],
  beforeLoad: requireSection('rental-search'),
  component: RentalMarketDataPage,
});
