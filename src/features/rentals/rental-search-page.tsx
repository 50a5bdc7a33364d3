import { useSearch } from '@tanstack/react-router';
import { RentalSearchView } from './rental-search-view';
import { useRentalViewNavigation } from './rental-view-navigation';

/** /rental/rental-search: Rental Properties (part 2 §2.7). */
export function RentalSearchPage() {
  const search = useSearch({ from: '/rental/rental-search' });
  const navigate = useRentalViewNavigation();
  return <RentalSearchView searchType="rental-search" routeSearch={search} navigate={navigate} />;
}
