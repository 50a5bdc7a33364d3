import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { withoutResultsView } from '../../routes/-search-params';
import { RentalSearchView } from './rental-search-view';
import { useRentalViewNavigation } from './rental-view-navigation';

/** /rental/rental-search: Rental Properties (part 2 §2.7). */
export function RentalSearchPage() {
  const search = useSearch({ from: '/rental/rental-search' });
  // The table's sort and hidden columns are the results table's to read (use-results-url-state.ts).
  const featureSearch = useMemo(() => withoutResultsView(search), [search]);
  const navigate = useRentalViewNavigation();
  return <RentalSearchView searchType="rental-search" routeSearch={featureSearch} navigate={navigate} />;
}
