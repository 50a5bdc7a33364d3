import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { RentalSearch } from '../../routes/-search-params';
import { RENTAL_PATHS, type RentalSearchType } from './rental-search-constants';

export type RentalViewNavigate = (searchType: RentalSearchType, search: RentalSearch) => void;

/** Submitting pushes the params into the route query of a rental view (part 2 §4 "Rental search"). */
export function useRentalViewNavigation(): RentalViewNavigate {
  const navigate = useNavigate();
  return useCallback(
    (searchType: RentalSearchType, search: RentalSearch) => {
      void navigate({ to: RENTAL_PATHS[searchType], search });
    },
    [navigate],
  );
}
