import { useSearch } from '@tanstack/react-router';
import { withoutResultsView } from '../../../routes/-search-params';
import { SalesSearchView } from './sales-search-view';
import { useSalesViewNavigation } from './sales-view-navigation';

/** /property/sales: Search Sales (part 2 §2.5). */
export function SalesSearchPage() {
  // The table's sort and hidden columns are the results table's to read (use-results-url-state.ts):
  // selected out with structural sharing, a sort does not render the page again.
  const featureSearch = useSearch({ from: '/property/sales', select: withoutResultsView, structuralSharing: true });
  const navigate = useSalesViewNavigation();
  return <SalesSearchView searchType="sales" routeSearch={featureSearch} navigate={navigate} />;
}
