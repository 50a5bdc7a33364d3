import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { withoutResultsView } from '../../../routes/-search-params';
import { SalesSearchView } from './sales-search-view';
import { useSalesViewNavigation } from './sales-view-navigation';

/** /property/sales: Search Sales (part 2 §2.5). */
export function SalesSearchPage() {
  const search = useSearch({ from: '/property/sales' });
  // The table's sort and hidden columns are the results table's to read (use-results-url-state.ts).
  const featureSearch = useMemo(() => withoutResultsView(search), [search]);
  const navigate = useSalesViewNavigation();
  return <SalesSearchView searchType="sales" routeSearch={featureSearch} navigate={navigate} />;
}
