import { useSearch } from '@tanstack/react-router';
import { withoutResultsView } from '../../routes/-search-params';
import { RentalSearchView } from './rental-search-view';
import { useRentalViewNavigation } from './rental-view-navigation';

/** /rental/market-data: Rental Market Totals (part 2 §2.7). */
export function RentalMarketDataPage() {
  // The table's sort and hidden columns are the results table's to read (use-results-url-state.ts):
  // selected out with structural sharing, a sort does not render the page again.
  const featureSearch = useSearch({ from: '/rental/market-data', select: withoutResultsView, structuralSharing: true });
  const navigate = useRentalViewNavigation();
  return <RentalSearchView searchType="market-data" routeSearch={featureSearch} navigate={navigate} />;
}
