import { createFileRoute } from '@tanstack/react-router';
import { SalesSearchPage } from '../../features/sales/search/sales-search-page';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/property/sales')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/property/sales'],
  component: SalesSearchPage,
});
