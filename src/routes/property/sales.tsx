import { createFileRoute } from '@tanstack/react-router';
import { SalesSearchPage } from '../../features/sales/search/sales-search-page';
import { salesSearchParams } from '../-search-params';

export const Route = createFileRoute('/property/sales')({
  validateSearch: salesSearchParams,
  component: SalesSearchPage,
});
