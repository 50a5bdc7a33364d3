import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /property/market-data until its feature issue replaces it. */
export function SalesMarketDataPage() {
  return <ComingSoonPage title="Sales Market Data" description="Sales market data by region or municipality." />;
}
