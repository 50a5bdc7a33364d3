import { createFileRoute } from '@tanstack/react-router';
import { SalesMarketDataPage } from '../../features/sales/search/sales-market-data-page';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/property/market-data')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/property/market-data'],
  component: SalesMarketDataPage,
});
