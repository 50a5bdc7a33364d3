import { createFileRoute } from '@tanstack/react-router';
import { SalePage } from '../../features/sales/sale-page/sale-page';
import { noSearchParams } from '@contract/search-params';

export const Route = createFileRoute('/sale/$saleId')({
  validateSearch: noSearchParams,
  component: SaleRoute,
});

/** Part 2 §2.1: the sale page has no guard beyond login. */
function SaleRoute() {
  const { saleId } = Route.useParams();
  return <SalePage saleId={saleId} />;
}
