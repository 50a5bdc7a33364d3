import { useSearch } from '@tanstack/react-router';
import { RentalSearchView } from './rental-search-view';
import { useRentalViewNavigation } from './rental-view-navigation';

/** /rental/market-history: Rental Market History (part 2 §2.7). */
export function RentalMarketHistoryPage() {
  const search = useSearch({ from: '/rental/market-history' });
  const navigate = useRentalViewNavigation();
  return <RentalSearchView searchType="market-history" routeSearch={search} navigate={navigate} />;
}
