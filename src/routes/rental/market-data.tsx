import { createFileRoute } from '@tanstack/react-router';
import { SearchViewPage } from '../../components/search-page/search-view-page';
import { RentalSearchView } from '../../features/rentals/rental-search-view';
import { RESULTS_PAGE_SEARCH_PARAMS } from '@contract/search-params';
import { SEARCH_VIEWS } from '../-search-views';

export const Route = createFileRoute('/rental/market-data')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/rental/market-data'],
  component: () => <SearchViewPage descriptor={SEARCH_VIEWS.rentalMarketData} Loaded={RentalSearchView} />,
});
