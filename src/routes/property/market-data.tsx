import { createFileRoute } from '@tanstack/react-router';
import { SalesMarketDataPage } from '../../features/sales/search/sales-market-data-page';
import { requireSection } from '../-guards';
import { salesSearchParams } from '../-search-params';

export const Route = createFileRoute('/property/market-data')({
  validateSearch: salesSearchParams,
  beforeLoad: requireSection('property-sales'),
  component: SalesMarketDataPage,
});
