import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SalesSearchType } from '@contract/sales-options';
import { SALES_PATHS } from './sales-search-constants';
import type { SalesSearch } from './sales-search-state';

export type SalesViewNavigate = (searchType: SalesSearchType, search: SalesSearch) => void;

/** Submitting writes the params to the route query of a sales view (part 2 §2.5, §4). */
export function useSalesViewNavigation(): SalesViewNavigate {
  const navigate = useNavigate();
  return useCallback(
    (searchType: SalesSearchType, search: SalesSearch) => {
      void navigate({ to: SALES_PATHS[searchType], search });
    },
    [navigate],
  );
}
