import { createFileRoute } from '@tanstack/react-router';
import { RentalMarketDataPage } from '../../features/rentals/rental-market-data-page';
import { rentalSearchParams } from '../-search-params';

export const Route = createFileRoute('/rental/market-data')({
  validateSearch: rentalSearchParams,
  component: RentalMarketDataPage,
});
