import { createFileRoute } from '@tanstack/react-router';
import { SearchViewPage } from '../../components/search-page/search-view-page';
import { RentalSearchView } from '../../features/rentals/rental-search-view';
import { RENTAL_VIEWS } from '../../features/rentals/rental-search-views';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/rental/market-data')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/rental/market-data'],
  component: () => <SearchViewPage descriptor={RENTAL_VIEWS['market-data']} Loaded={RentalSearchView} />,
});
