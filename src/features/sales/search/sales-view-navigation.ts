import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useCarriedResultsView } from '../../../components/results-table/use-results-url-state';
import type { SalesSearchType } from '@contract/sales-options';
import { SALES_PATHS } from './sales-search-constants';
import type { SalesSearch } from './sales-search-state';

export type SalesViewNavigate = (searchType: SalesSearchType, search: SalesSearch) => void;

/** Submitting writes the params to the route query of a sales view (part 2 §2.5, §4). */
export function useSalesViewNavigation(): SalesViewNavigate {
  const navigate = useNavigate();
  const carried = useCarriedResultsView();
  return useCallback(
    (searchType: SalesSearchType, search: SalesSearch) => {
      const to = SALES_PATHS[searchType];
      void navigate({ to, search: { ...search, ...carried(to) } });
    },
    [navigate, carried],
  );
}
