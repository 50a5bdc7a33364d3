import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /sale/$saleId until its feature issue replaces it. */
export function SaleDetailPage() {
  return <ComingSoonPage title="Sale" description="The full record of one property sale." />;
}
