import { createFileRoute } from '@tanstack/react-router';
import { RentalMarketHistoryPage } from '../../features/rentals/rental-market-history-page';
import { rentalSearchParams } from '../-search-params';

export const Route = createFileRoute('/rental/market-history')({
  validateSearch: rentalSearchParams,
  component: RentalMarketHistoryPage,
});
