import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { withoutResultsView } from '../../routes/-search-params';
import { RentalSearchView } from './rental-search-view';
import { useRentalViewNavigation } from './rental-view-navigation';

/** /rental/market-history: Rental Market History (part 2 §2.7). */
export function RentalMarketHistoryPage() {
  const search = useSearch({ from: '/rental/market-history' });
  // The table's sort and hidden columns are the results table's to read (use-results-url-state.ts).
  const featureSearch = useMemo(() => withoutResultsView(search), [search]);
  const navigate = useRentalViewNavigation();
  return <RentalSearchView searchType="market-history" routeSearch={featureSearch} navigate={navigate} />;
}
