import { useDeferredValue, useMemo } from 'react';

/** What a search view renders from: its options (with its mode) and the route's query. */
export interface ShownRoute<Options, Search> {
  options: Options;
  routeSearch: Search;
}

/**
 * A search view's options and route query, followed as one deferred value. The router's store
 * renders a route change in one blocking pass; a view that renders from this value instead lets
 * a Search click paint at once and renders itself in slices between frames (no long UI-thread
 * task). Mode and query move together: a new mode never mounts with the other mode's query.
 * Render the view memoized, so the blocking pass stops at it.
 */
export function useDeferredRoute<Options, Search>(options: Options, routeSearch: Search): ShownRoute<Options, Search> {
  return useDeferredValue(useMemo(() => ({ options, routeSearch }), [options, routeSearch]));
}
