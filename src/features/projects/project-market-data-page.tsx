import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /project/market-data until its feature issue replaces it. */
export function ProjectMarketDataPage() {
  return (
    <ComingSoonPage
      title="Project Market Data"
      description="Market figures by region, municipality and submarket with weighted subtotals."
    />
  );
}
