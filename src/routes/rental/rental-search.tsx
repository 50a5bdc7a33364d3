import { createFileRoute } from '@tanstack/react-router';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { RentalSearchPage } from '../../features/rentals/rental-search-page';
import { requireSection } from '../-guards';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/rental/rental-search')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/rental/rental-search'],
  beforeLoad: requireSection('rental-search'),
  component: () => (
    <>
      <RentalSearchPage />
      <RentalCompareDialogs />
    </>
  ),
});
