import { createFileRoute } from '@tanstack/react-router';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { RentalSearchPage } from '../../features/rentals/rental-search-page';
import { rentalSearchParams } from '../-search-params';

export const Route = createFileRoute('/rental/rental-search')({
  validateSearch: rentalSearchParams,
  component: () => (
    <>
      <RentalSearchPage />
      <RentalCompareDialogs />
    </>
  ),
});
