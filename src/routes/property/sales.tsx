import { createFileRoute } from '@tanstack/react-router';
import { SalesSearchPage } from '../../features/sales/search/sales-search-page';
import { requireSection } from '../-guards';
import { salesSearchParams } from '../-search-params';

export const Route = createFileRoute('/property/sales')({
  validateSearch: salesSearchParams,
  beforeLoad: requireSection('property-sales'),
  component: SalesSearchPage,
});
