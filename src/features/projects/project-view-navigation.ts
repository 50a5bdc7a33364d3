import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ProjectSearchType } from '../../api/urban-options';
import type { ProjectSearch } from './project-search-state';

const PATHS = {
  'project-search': '/project/project-search',
  'market-data': '/project/market-data',
  'market-history': '/project/market-history',
} as const satisfies Record<ProjectSearchType, string>;

/** Submitting pushes the query onto a project view's route (part 1 §2: search state lives in the route). */
export function useProjectViewNavigation(): (searchType: ProjectSearchType, search: ProjectSearch) => void {
  const navigate = useNavigate();
  return useCallback(
    (searchType: ProjectSearchType, search: ProjectSearch) => {
      // The routes validate with a loose schema whose lists are mutable arrays; the values are the same.
      void navigate({ to: PATHS[searchType], search: search as Record<string, string | string[] | undefined> });
    },
    [navigate],
  );
}
