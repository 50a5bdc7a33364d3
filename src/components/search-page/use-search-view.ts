import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FilterValues } from '@contract/filter-definitions';
import type { MarketEngine } from '../../engine/engine-api';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { useSearchDataset, type SearchDatasetState } from '../results-table/use-search-dataset';
import type { SearchActionsProps } from './search-actions';
import {
  checkRouteSearch,
  hasRequiredParams,
  searchButtons,
  type SearchViewDescriptor,
  type SearchViewId,
} from './search-view-kit';
import { apiPart, normalizeSearch, sameSearch, withDraftClientParams, type SearchQuery } from '@contract/search-query';
import { useDroppedParamsNotice } from './use-dropped-params-notice';

/** Writes a search to a view's route; `replace` rewrites the entry (a query made whole, not a new search). */
export type SearchViewNavigate = (view: SearchViewId, search: SearchQuery, options?: { replace?: boolean }) => void;

/** What a view's page hands its loaded view (search-view-page.tsx). */
export interface LoadedSearchViewProps<Options, Search extends SearchQuery, ViewOptions extends Options = Options> {
  descriptor: SearchViewDescriptor<Options, Search, ViewOptions>;
  options: ViewOptions;
  /** The route's query (search state lives there, part 1 §2, part 2 §4). */
  routeSearch: Search;
  navigate: SearchViewNavigate;
  engine: MarketEngine;
}

export interface SearchViewState<Search extends SearchQuery> extends SearchDatasetState {
  /** The route's query without what the view cannot take (the user was told). */
  route: Search;
  /** What the results show: the route made whole by the view's rules. */
  search: Search;
  /** The form's draft; Search and Filter write it to the route. */
  draft: Search;
  setDraft: (draft: Search) => void;
  /** The search has its required params (part 1 §5, part 2 §5). */
  runnable: boolean;
  /** Writes a search to the route. */
  submit: (search: Search) => void;
  /** The view switch's change. */
  onView: (to: SearchViewId) => void;
  /** The advanced filters' change. */
  onAdvancedFilters: (values: FilterValues) => void;
  filtersOpen: boolean;
  /** The buttons' props but the badge count and whether filters exist, which the view knows. */
  actions: Omit<SearchActionsProps, 'filterCount' | 'hasFilters'>;
}

/**
 * A search view's state, the same for every view (part 1 §2, §4, §8; part 2 §4, §8): the
 * route's query checked (what the address holds that the view cannot take is dropped, and the
 * user told), resolved by the view's rules and, where the view says so, written back whole;
 * the form's draft, reset when the route changes; the dataset of the search's API part; the
 * buttons and what they do.
 */
export function useSearchView<Options, Search extends SearchQuery, ViewOptions extends Options>({
  descriptor,
  options,
  routeSearch,
  navigate,
  engine,
}: LoadedSearchViewProps<Options, Search, ViewOptions>): SearchViewState<Search> {
  const routeKey = JSON.stringify(normalizeSearch(routeSearch));
  const checked = useMemo(
    () => checkRouteSearch(descriptor, options, routeSearch),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- routeKey is the content of routeSearch; a view's descriptor and options are stable
    [routeKey],
  );
  useDroppedParamsNotice(checked.dropped);
  const route = checked.search;
  const search = useMemo(() => descriptor.resolveSearch(options, route), [descriptor, options, route]);
  const searchKey = JSON.stringify(search);

  useEffect(() => {
    // A query made whole replaces the one it came from. Only a resolution that is already whole
    // is written, so a replace can never start a loop.
    if (descriptor.writesResolvedSearch !== true || searchKey === routeKey) return;
    if (JSON.stringify(descriptor.resolveSearch(options, search)) !== searchKey) return;
    navigate(descriptor.view, search, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- searchKey is the content of search; a view's descriptor and options are stable
  }, [searchKey, routeKey, navigate]);

  const [draft, setDraft] = useState<Search>(() => descriptor.initialSearch(options, route));
  const [shownRoute, setShownRoute] = useState(routeKey);
  if (shownRoute !== routeKey) {
    setShownRoute(routeKey);
    const next = descriptor.initialSearch(options, route);
    // A draft that already says it keeps its identity: the memoized form needs no new render.
    setDraft((current) => (sameSearch(current, next) ? current : next));
  }
  const [filtersOpen, setFiltersOpen] = useState(false);

  const runnable = hasRequiredParams(descriptor, options, search);
  const request = runnable ? descriptor.datasetRequest(options, search) : null;
  const apiKey = JSON.stringify(apiPart(descriptor, search));
  const dataset = useSearchDataset(engine, request, descriptor.alwaysFetch === true ? { searchKey } : null);
  const failed = dataset.error !== null;

  const submit = useLatestCallback((next: Search) => {
    const normal = normalizeSearch(next);
    // A new search's API call starts with the click, beside the new route's render: the widest
    // Rental Properties search's first rows came about 100 ms later when the call waited for that
    // render (README "Performance"). A view that calls the API on every search does so itself.
    if (descriptor.alwaysFetch !== true) {
      const resolved = descriptor.resolveSearch(options, normal);
      if (hasRequiredParams(descriptor, options, resolved) && JSON.stringify(apiPart(descriptor, resolved)) !== apiKey)
        engine.prefetchDataset(descriptor.datasetRequest(options, resolved));
    }
    navigate(descriptor.view, normal);
  });
  const buttons = useMemo(
    () => searchButtons(descriptor, options, draft, search, failed),
    [descriptor, options, draft, search, failed],
  );
  // A failed search asked again unchanged runs again (the route would not change).
  const onSearch = useLatestCallback(() => (failed && sameSearch(draft, search) ? dataset.retry() : submit(draft)));
  const onFilter = useLatestCallback(() => submit(withDraftClientParams(descriptor, search, draft)));
  const onClearFilters = useLatestCallback(() => setDraft(descriptor.clearedSearch(options, draft)));
  const onToggleFilters = useCallback(() => setFiltersOpen((open) => !open), []);
  // The advanced filters give back the draft with their values: the same search type.
  const onAdvancedFilters = useCallback((values: FilterValues) => setDraft(normalizeSearch(values) as Search), []);
  const onView = useLatestCallback((to: SearchViewId) => navigate(to, descriptor.searchForView(options, to, search)));

  return {
    ...dataset,
    route,
    search,
    draft,
    setDraft,
    runnable,
    submit,
    onView,
    onAdvancedFilters,
    filtersOpen,
    actions: {
      buttons,
      filtersOpen,
      showFilter: descriptor.hasFilterButton,
      onSearch,
      onClearFilters,
      onToggleFilters,
      onFilter,
    },
  };
}
