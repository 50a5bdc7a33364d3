import { createFileRoute } from '@tanstack/react-router';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { RentalSearchPage } from '../../features/rentals/rental-search-page';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/rental/rental-search')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/rental/rental-search'],
  component: () => (
    <>
      <RentalSearchPage />
      <RentalCompareDialogs />
    </>
  ),
});
