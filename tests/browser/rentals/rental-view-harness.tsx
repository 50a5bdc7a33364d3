import { renderAsRoute } from '../render-as-route';
import '@mantine/core/styles.css';
import { useState } from 'react';
import { vi } from 'vitest';
import { createEnginePool } from '../../../src/engine/engine-pool';
import type { RentalSearchType } from '../../../src/features/rentals/rental-search-constants';
import { RentalSearchView } from '../../../src/features/rentals/rental-search-view';
import type { RentalSearch } from '../../../src/routes/-search-params';
import { closeAlert } from '../../../src/state/alert';
import { clearConfiguration, loadConfiguration } from '../../../src/state/configuration';
import { TEST_REGIONS } from '../map/map-fixtures';
import { RENTAL_OPTIONS } from './rental-search-fixtures';

export interface RentalViewHarness {
  /** Every query the view wrote to the route, in order (part 2 §4: submitting pushes the params). */
  navigations: Array<{ searchType: RentalSearchType; search: RentalSearch }>;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const createWorker = () => new Worker(new URL('./rental-fixture.worker.ts', import.meta.url), { type: 'module' });
const cleanups: Array<() => void | Promise<void>> = [];

export async function disposeRentalViews(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/**
 * A rental view as its route shows it: the configuration (regions, rental options) from a stubbed
 * fetch, the searches answered by the fixture worker, and the route query held in state so a
 * navigation re-renders the view with its new query.
 */
export async function renderRentalView(searchType: RentalSearchType, start: RentalSearch): Promise<RentalViewHarness> {
  const harness: RentalViewHarness = { navigations: [] };
  const realFetch = window.fetch.bind(window);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        location.href,
      );
      if (url.pathname.includes('/icons/')) return realFetch(input);
      if (url.pathname === '/api/v1/urban/options/regions') return Promise.resolve(json({ regions: TEST_REGIONS }));
      if (url.pathname === '/api/v1/rental/options/basic') return Promise.resolve(json(RENTAL_OPTIONS));
      return Promise.resolve(json({ statusCode: 404, error: 'Not Found', message: url.pathname }, 404));
    }),
  );
  // The configuration the rental views do not read is not served here; its logged failures are not the view's.
  const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await loadConfiguration(['rental-search']);
  const engine = createEnginePool({ createWorker, size: 1 });

  function Page() {
    const [route, setRoute] = useState({ searchType, search: start });
    return (
      <RentalSearchView
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
  const screen = await renderAsRoute(Page, '/');
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
