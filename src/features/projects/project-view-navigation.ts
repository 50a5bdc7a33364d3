import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useCarriedResultsView } from '../../components/results-table/use-results-url-state';
import type { ProjectSearchType } from '@contract/product-facts';
import { RESULTS_PAGE_PATHS } from '@contract/saved-views';
import type { ProjectSearch } from '../../routes/-search-params';

export const PROJECT_PATHS = {
  'project-search': RESULTS_PAGE_PATHS.projectSearch,
  'market-data': RESULTS_PAGE_PATHS.projectMarketData,
  'market-history': RESULTS_PAGE_PATHS.projectMarketHistory,
} as const satisfies Record<ProjectSearchType, string>;

export interface ProjectViewNavigationOptions {
  /** Rewrites the current history entry instead of pushing one (a query made whole, not a new search). */
  replace?: boolean;
}

export type ProjectViewNavigate = (
  searchType: ProjectSearchType,
  search: ProjectSearch,
  options?: ProjectViewNavigationOptions,
) => void;

/** Submitting pushes the query onto a project view's route (part 1 §2: search state lives in the route). */
export function useProjectViewNavigation(): ProjectViewNavigate {
  const navigate = useNavigate();
  const carried = useCarriedResultsView();
  return useCallback(
    (searchType: ProjectSearchType, search: ProjectSearch, options: ProjectViewNavigationOptions = {}) => {
      const to = PROJECT_PATHS[searchType];
      void navigate({
        to,
        search: { ...search, ...carried(to) },
        replace: options.replace === true,
      });
    },
    [navigate, carried],
  );
}
