import { createFileRoute } from '@tanstack/react-router';
import { SearchViewPage } from '../../components/search-page/search-view-page';
import { SalesSearchView } from '../../features/sales/search/sales-search-view';
import { RESULTS_PAGE_SEARCH_PARAMS } from '@contract/search-params';
import { SEARCH_VIEWS } from '../-search-views';

export const Route = createFileRoute('/property/sales')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/property/sales'],
  component: () => <SearchViewPage descriptor={SEARCH_VIEWS.sales} Loaded={SalesSearchView} />,
});
