import { useSearch } from '@tanstack/react-router';
import { withoutResultsView } from '../../../routes/-search-params';
import { SalesSearchView } from './sales-search-view';
import { useSalesViewNavigation } from './sales-view-navigation';

/** /property/market-data: sales Market Data (part 2 §2.5). */
export function SalesMarketDataPage() {
  // The table's sort and hidden columns are the results table's to read (use-results-url-state.ts):
  // selected out with structural sharing, a sort does not render the page again.
  const featureSearch = useSearch({
    from: '/property/market-data',
    select: withoutResultsView,
    structuralSharing: true,
  });
  const navigate = useSalesViewNavigation();
  return <SalesSearchView searchType="sales-market-data" routeSearch={featureSearch} navigate={navigate} />;
}
