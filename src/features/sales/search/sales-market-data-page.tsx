import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { withoutResultsView } from '../../../routes/-search-params';
import { SalesSearchView } from './sales-search-view';
import { useSalesViewNavigation } from './sales-view-navigation';

/** /property/market-data: sales Market Data (part 2 §2.5). */
export function SalesMarketDataPage() {
  const search = useSearch({ from: '/property/market-data' });
  // The table's sort and hidden columns are the results table's to read (use-results-url-state.ts).
  const featureSearch = useMemo(() => withoutResultsView(search), [search]);
  const navigate = useSalesViewNavigation();
  return <SalesSearchView searchType="sales-market-data" routeSearch={featureSearch} navigate={navigate} />;
}
