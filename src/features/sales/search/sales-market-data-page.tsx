import { useSearch } from '@tanstack/react-router';
import { SalesSearchView } from './sales-search-view';
import { useSalesViewNavigation } from './sales-view-navigation';

/** /property/market-data: sales Market Data (part 2 §2.5). */
export function SalesMarketDataPage() {
  const search = useSearch({ from: '/property/market-data' });
  const navigate = useSalesViewNavigation();
  return <SalesSearchView searchType="sales-market-data" routeSearch={search} navigate={navigate} />;
}
