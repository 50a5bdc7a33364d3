import { useEffect, useMemo } from 'react';
import { useDroppedParamsNotice } from '../../components/search-page/use-dropped-params-notice';
import type { ProjectSearch } from '../../routes/-search-params';
import { resolveRouteSearch } from './project-route-search';
import type { ProjectSearchOptions } from './project-search-options';
import { normalizeSearch } from './project-search-url';
import type { ProjectViewNavigate } from './project-view-navigation';
import { withoutRejectedProjectParams } from './route-filter-check';

interface ProjectRouteSearch {
  /** The route's query without the junk it carried. */
  route: ProjectSearch;
  /** `route` normalized and printed: changes exactly when the route's query does. */
  routeKey: string;
  /** What the results show: the route with a valid type and standing (part 1 §4). */
  effective: ProjectSearch;
  effectiveKey: string;
}

/**
 * A project view's route query as the view uses it: junk in the URL dropped (the user is told),
 * the search the results show resolved from it, and the URL replaced by that search when it was
 * not whole (part 1 §2: search state lives in the route query, so the URL describes the view).
 */
export function useProjectRouteSearch(
  context: ProjectSearchOptions,
  routeSearch: ProjectSearch,
  navigate: ProjectViewNavigate,
): ProjectRouteSearch {
  const { searchType } = context;
  const routeKey = JSON.stringify(normalizeSearch(routeSearch));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- routeKey is the content of routeSearch
  const checked = useMemo(() => withoutRejectedProjectParams(context, normalizeSearch(routeSearch)), [routeKey]);
  const route = checked.search;
  // Junk in the URL is dropped (the URL is then made whole without it) and the user is told.
  useDroppedParamsNotice(checked.dropped);
  // Market history falls back to the default regions and newest quarter.
  const effective = useMemo(
    () => resolveRouteSearch(context, route),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is stable configuration
    [route, searchType],
  );
  const effectiveKey = JSON.stringify(effective);
  useEffect(() => {
    // A query made whole replaces the one it came from. Only a resolution that is already whole
    // is written, so a replace can never start a loop.
    if (effectiveKey === routeKey) return;
    if (JSON.stringify(resolveRouteSearch(context, effective)) !== effectiveKey) return;
    navigate(searchType, effective, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is stable configuration; effectiveKey is the content of effective
  }, [effectiveKey, routeKey, navigate, searchType]);
  return { route, routeKey, effective, effectiveKey };
}
