import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useCarriedResultsView } from '../../components/results-table/use-results-url-state';
import type { RentalSearch } from '../../routes/-search-params';
import { RENTAL_PATHS, type RentalSearchType } from './rental-search-constants';

export type RentalViewNavigate = (searchType: RentalSearchType, search: RentalSearch) => void;

/** Submitting pushes the params into the route query of a rental view (part 2 §4 "Rental search"). */
export function useRentalViewNavigation(): RentalViewNavigate {
  const navigate = useNavigate();
  const carried = useCarriedResultsView();
  return useCallback(
    (searchType: RentalSearchType, search: RentalSearch) => {
      const to = RENTAL_PATHS[searchType];
      void navigate({ to, search: { ...search, ...carried(to) } });
    },
    [navigate, carried],
  );
}
