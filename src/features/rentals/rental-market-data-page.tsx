import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /rental/market-data until its feature issue replaces it. */
export function RentalMarketDataPage() {
  return (
    <ComingSoonPage
      title="Rental Market Totals"
      description="Rental market totals by region, municipality and submarket."
    />
  );
}
