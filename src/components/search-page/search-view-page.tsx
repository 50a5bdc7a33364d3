import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { VIEWS } from '@contract/views';
import type { MarketEngine } from '../../engine/engine-api';
import { getEngine } from '../../engine/engine-pool';
import { withoutResultsView } from '@contract/search-params';
import { configurationStore } from '../../state/configuration';
import { useCarriedResultsView } from '../results-table/use-results-url-state';
import { usePageTitle } from '../shell/use-page-title';
import { SearchOptionsStatus } from './search-options-status';
import type { LoadedConfiguration, SearchViewDescriptor } from './search-view-kit';
import type { SearchQuery } from '@contract/search-query';
import { useDeferredRoute } from './use-deferred-route';
import type { LoadedSearchViewProps, SearchViewNavigate } from './use-search-view';

export interface SearchViewProps<Options, Search extends SearchQuery, ViewOptions extends Options> {
  descriptor: SearchViewDescriptor<Options, Search, ViewOptions>;
  /** The feature's view once its options are loaded: its form, map and results. */
  Loaded: ComponentType<LoadedSearchViewProps<Options, Search, ViewOptions>>;
  /** The route's query (search state lives there, part 1 §2, part 2 §4). */
  routeSearch: Search;
  navigate: SearchViewNavigate;
  /** The data engine; the app's shared pool unless a test gives its own. */
  engine?: MarketEngine;
}

/**
 * A search view: its page title (contract/views.ts), its options from the loaded configuration
 * (a loader, or why not, until then) and the feature's view, which renders from the deferred
 * route (use-deferred-route.ts) and starts afresh for another view (part 2 §4).
 */
export function SearchView<Options, Search extends SearchQuery, ViewOptions extends Options>({
  descriptor,
  Loaded,
  routeSearch,
  navigate,
  engine = getEngine(),
}: SearchViewProps<Options, Search, ViewOptions>) {
  usePageTitle(VIEWS[descriptor.view].title);
  const configuration = useSnapshot(configurationStore);
  // The payloads are stored with valtio's ref(): the snapshot hands back the very objects the
  // server sent, so they are read with their payload types rather than deep-readonly snapshots.
  const { urbanBasic, searchFilters, regions, rentalBasic, salesBasic } = configuration as LoadedConfiguration;
  const options = useMemo(
    () => descriptor.optionsOf({ urbanBasic, searchFilters, regions, rentalBasic, salesBasic }),
    [descriptor, urbanBasic, searchFilters, regions, rentalBasic, salesBasic],
  );
  // One object per view and options: mode and query move together.
  const loaded = useMemo(() => (options === null ? null : { descriptor, options }), [descriptor, options]);
  const shown = useDeferredRoute(loaded, routeSearch);
  if (shown.options === null) return <SearchOptionsStatus loaded={configuration.status === 'loaded'} />;
  return (
    <Loaded
      key={shown.options.descriptor.view}
      descriptor={shown.options.descriptor}
      options={shown.options.options}
      routeSearch={shown.routeSearch}
      navigate={navigate}
      engine={engine}
    />
  );
}

/** Writes a search to a view's route, carrying the table's view when it stays on the same page. */
export function useSearchViewNavigation(): SearchViewNavigate {
  const navigate = useNavigate();
  const carried = useCarriedResultsView();
  return useCallback(
    (view, search, options = {}) => {
      const to = VIEWS[view].path;
      void navigate({ to, search: { ...search, ...carried(to) }, replace: options.replace === true });
    },
    [navigate, carried],
  );
}

/**
 * A search view's page, the component of its route: the route's query without the table's
 * sort and hidden columns (the results table's to read, use-results-url-state.ts: selected out
 * with structural sharing, a sort does not render the page again).
 */
export function SearchViewPage<Options, Search extends SearchQuery, ViewOptions extends Options>({
  descriptor,
  Loaded,
}: Pick<SearchViewProps<Options, Search, ViewOptions>, 'descriptor' | 'Loaded'>) {
  // The route validates its query with the descriptor's schema (RESULTS_PAGE_SEARCH_PARAMS), so it is the view's search.
  const routeSearch = useSearch({
    from: VIEWS[descriptor.view].path,
    select: withoutResultsView,
    structuralSharing: true,
  }) as SearchQuery as Search;
  const navigate = useSearchViewNavigation();
  return <SearchView descriptor={descriptor} Loaded={Loaded} routeSearch={routeSearch} navigate={navigate} />;
}
