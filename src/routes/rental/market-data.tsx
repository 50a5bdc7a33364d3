import { createFileRoute } from '@tanstack/react-router';
import { RentalMarketDataPage } from '../../features/rentals/rental-market-data-page';
import { requireSection } from '../-guards';
import { rentalSearchParams } from '../-search-params';

export const Route = createFileRoute('/rental/market-data')({
  validateSearch: rentalSearchParams,
  beforeLoad: requireSection('rental-search'),
  component: RentalMarketDataPage,
});
