import { createFileRoute } from '@tanstack/react-router';
import { SearchViewPage } from '../../components/search-page/search-view-page';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { RentalSearchView } from '../../features/rentals/rental-search-view';
import { RESULTS_PAGE_SEARCH_PARAMS } from '@contract/search-params';
import { SEARCH_VIEWS } from '../-search-views';

export const Route = createFileRoute('/rental/rental-search')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/rental/rental-search'],
  component: () => (
    <>
      <SearchViewPage descriptor={SEARCH_VIEWS.rentalSearch} Loaded={RentalSearchView} />
      <RentalCompareDialogs />
    </>
  ),
});
