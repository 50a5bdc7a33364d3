import { createFileRoute } from '@tanstack/react-router';
import { SaleDetailPage } from '../../features/sales/sale-detail-page';
import { requireLoginOnly } from '../-guards';
import { noSearchParams } from '../-search-params';

export const Route = createFileRoute('/sale/$saleId')({
  validateSearch: noSearchParams,
  beforeLoad: requireLoginOnly,
  component: SaleDetailPage,
});
