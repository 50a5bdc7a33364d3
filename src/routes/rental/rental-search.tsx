import { createFileRoute } from '@tanstack/react-router';
import { SearchViewPage } from '../../components/search-page/search-view-page';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { RentalSearchView } from '../../features/rentals/rental-search-view';
import { RENTAL_VIEWS } from '../../features/rentals/rental-search-views';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/rental/rental-search')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/rental/rental-search'],
  component: () => (
    <>
      <SearchViewPage descriptor={RENTAL_VIEWS['rental-search']} Loaded={RentalSearchView} />
      <RentalCompareDialogs />
    </>
  ),
});
