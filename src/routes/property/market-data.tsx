import { createFileRoute } from '@tanstack/react-router';
import { SalesMarketDataPage } from '../../features/sales/search/sales-market-data-page';
import { salesSearchParams } from '../-search-params';

export const Route = createFileRoute('/property/market-data')({
  validateSearch: salesSearchParams,
  component: SalesMarketDataPage,
});
