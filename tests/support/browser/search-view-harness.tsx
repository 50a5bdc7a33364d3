import { renderAsRoute } from '@test-support/browser/render-as-route';
import '@mantine/core/styles.css';
import { useState, type ComponentType, type ReactElement } from 'react';
import { vi } from 'vitest';
import type { OpenDatasetRequest } from '@contract/engine';
import type { LinkName } from '@contract/session';
import type { SearchViewDescriptor } from '@src/components/search-page/search-view-kit';
import type { SearchQuery } from '@contract/search-query';
import { SearchView } from '@src/components/search-page/search-view-page';
import type { LoadedSearchViewProps } from '@src/components/search-page/use-search-view';
import type { MarketEngine } from '@src/engine/engine-api';
import { createEnginePool } from '@src/engine/engine-pool';
import { closeAlert } from '@src/state/alert';
import { clearConfiguration, loadConfiguration } from '@src/state/configuration';
import { TEST_REGIONS } from '@test-support/browser/map-fixtures';

/** A search view under test and what it did: the queries it wrote to its route, the errors it logged. */
export interface SearchViewHarness<Type extends string, Search> {
  /** Every query the view wrote to the route, in order (submitting writes the route). */
  navigations: Array<{ searchType: Type; search: Search }>;
  consoleErrors: unknown[][];
  /** How many API calls the engine's workers have made so far. */
  fetchCount: () => Promise<number>;
  /** The API calls the view started at a click on Search, before its new route rendered (use-search-view.ts). */
  prefetches: OpenDatasetRequest[];
  /** The router's query now (the table writes its sort and hidden columns there). */
  query: () => string;
}

export interface SearchViewProps<Type extends string, Search> {
  searchType: Type;
  routeSearch: Search;
  engine: MarketEngine;
  navigate: (searchType: Type, search: Search) => void;
}

export interface SearchViewSetup<Type extends string, Search> {
  /** The section whose configuration loads (its options payload is served below). */
  link: LinkName;
  /** The options payloads by API path; the regions configuration is the map fixtures'. */
  payloads: Readonly<Record<string, unknown>>;
  /** The engine worker that answers the view's searches from fixtures. */
  createWorker: () => Worker;
  View: (props: SearchViewProps<Type, Search>) => ReactElement;
}

/**
 * A family's views as the search-view kit renders them (src/components/search-page/), its
 * navigations recorded by the family's search types.
 */
export function kitSearchView<Type extends string, Search extends SearchQuery, Options, ViewOptions extends Options>(
  views: Readonly<Record<Type, SearchViewDescriptor<Options, Search, ViewOptions>>>,
  Loaded: ComponentType<LoadedSearchViewProps<Options, Search, ViewOptions>>,
): (props: SearchViewProps<Type, Search>) => ReactElement {
  const types = Object.keys(views) as Type[];
  return function KitSearchView({ searchType, routeSearch, engine, navigate }) {
    return (
      <SearchView
        descriptor={views[searchType]}
        Loaded={Loaded}
        routeSearch={routeSearch}
        engine={engine}
        navigate={(view, search) => {
          const to = types.find((type) => views[type].view === view);
          // The kit writes a family's search to one of the family's routes.
          if (to !== undefined) navigate(to, search as Search);
        }}
      />
    );
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const cleanups: Array<() => void | Promise<void>> = [];

export async function disposeSearchViews(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/**
 * A search view as its route shows it: the configuration loaded from a stubbed fetch, the
 * searches answered by a fixture worker, and the route query held in state so a navigation
 * re-renders the view with its new query.
 */
export async function renderSearchView<Type extends string, Search>(
  setup: SearchViewSetup<Type, Search>,
  searchType: Type,
  start: Search,
  /** The router's first location: a query there holds the table's view (sort, hide). */
  initialPath = '/',
): Promise<SearchViewHarness<Type, Search>> {
  let countFetches = () => Promise.resolve(0);
  let routerQuery = () => '';
  const harness: SearchViewHarness<Type, Search> = {
    navigations: [],
    consoleErrors: [],
    fetchCount: () => countFetches(),
    prefetches: [],
    query: () => routerQuery(),
  };
  const realFetch = window.fetch.bind(window);
  const payloads: Record<string, unknown> = {
    '/api/v1/urban/options/regions': { regions: TEST_REGIONS },
    ...setup.payloads,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        location.href,
      );
      if (url.pathname.includes('/icons/')) return realFetch(input);
      const payload = payloads[url.pathname];
      if (payload !== undefined) return Promise.resolve(json(payload));
      return Promise.resolve(json({ statusCode: 404, error: 'Not Found', message: url.pathname }, 404));
    }),
  );
  const errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    harness.consoleErrors.push(args);
  });
  await loadConfiguration([setup.link]);
  // The configuration the view does not read is not served here; its logged failures are not the view's.
  harness.consoleErrors.length = 0;
  const engine = createEnginePool({ createWorker: setup.createWorker, size: 1 });
  countFetches = async () => (await engine.stats()).reduce((sum, stats) => sum + stats.fetchCount, 0);
  const prefetch = engine.prefetchDataset.bind(engine);
  engine.prefetchDataset = (request) => {
    harness.prefetches.push(request);
    prefetch(request);
  };
  const { View } = setup;

  function Page() {
    const [route, setRoute] = useState({ searchType, search: start });
    return (
      <View
        searchType={route.searchType}
        routeSearch={route.search}
        engine={engine}
        navigate={(nextType, search) => {
          harness.navigations.push({ searchType: nextType, search });
          setRoute({ searchType: nextType, search });
        }}
      />
    );
  }
  const screen = await renderAsRoute(Page, initialPath);
  routerQuery = () => screen.router.state.location.searchStr;
  cleanups.push(() => {
    errorSpy.mockRestore();
    vi.unstubAllGlobals();
    clearConfiguration();
    closeAlert();
  });
  cleanups.push(() => engine.dispose());
  cleanups.push(() => screen.unmount());
  return harness;
}
