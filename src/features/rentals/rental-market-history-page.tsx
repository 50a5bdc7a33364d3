import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /rental/market-history until its feature issue replaces it. */
export function RentalMarketHistoryPage() {
  return <ComingSoonPage title="Rental Market History" description="Rental market history with expandable rows." />;
}
