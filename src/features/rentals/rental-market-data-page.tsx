import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { withoutResultsView } from '../../routes/-search-params';
import { RentalSearchView } from './rental-search-view';
import { useRentalViewNavigation } from './rental-view-navigation';

/** /rental/market-data: Rental Market Totals (part 2 §2.7). */
export function RentalMarketDataPage() {
  const search = useSearch({ from: '/rental/market-data' });
  // The table's sort and hidden columns are the results table's to read (use-results-url-state.ts).
  const featureSearch = useMemo(() => withoutResultsView(search), [search]);
  const navigate = useRentalViewNavigation();
  return <RentalSearchView searchType="market-data" routeSearch={featureSearch} navigate={navigate} />;
}
