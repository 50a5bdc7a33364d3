import { useRouterState } from '@tanstack/react-router';
import { isSavedViewPage, type SavedViewPage } from '@contract/saved-views';

/** The page and query shown now, when the page is one a view can be saved on. */
export function useSavedViewPage(): { page: SavedViewPage; query: string } | null {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const query = useRouterState({ select: (state) => state.location.searchStr });
  return isSavedViewPage(pathname) ? { page: pathname, query } : null;
}
