import { useSearch } from '@tanstack/react-router';
import { SalesSearchView } from './sales-search-view';
import { useSalesViewNavigation } from './sales-view-navigation';

/** /property/sales: Search Sales (part 2 §2.5). */
export function SalesSearchPage() {
  const search = useSearch({ from: '/property/sales' });
  const navigate = useSalesViewNavigation();
  return <SalesSearchView searchType="sales" routeSearch={search} navigate={navigate} />;
}
