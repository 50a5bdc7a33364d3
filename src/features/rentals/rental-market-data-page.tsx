import { useSearch } from '@tanstack/react-router';
import { RentalSearchView } from './rental-search-view';
import { useRentalViewNavigation } from './rental-view-navigation';

/** /rental/market-data: Rental Market Totals (part 2 §2.7). */
export function RentalMarketDataPage() {
  const search = useSearch({ from: '/rental/market-data' });
  const navigate = useRentalViewNavigation();
  return <RentalSearchView searchType="market-data" routeSearch={search} navigate={navigate} />;
}
