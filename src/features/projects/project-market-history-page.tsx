import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /project/market-history until its feature issue replaces it. */
export function ProjectMarketHistoryPage() {
  return (
    <ComingSoonPage
      title="Market History"
      description="Quarter-by-quarter market history for the selected geography."
    />
  );
}
