import { renderAsRoute } from '../render-as-route';
import '@mantine/core/styles.css';
import { useState } from 'react';
import { vi } from 'vitest';
import type { SalesSearchType } from '@contract/sales-options';
import { createEnginePool } from '../../../src/engine/engine-pool';
import { SalesSearchView } from '../../../src/features/sales/search/sales-search-view';
import type { SalesSearch } from '../../../src/features/sales/search/sales-search-state';
import { closeAlert } from '../../../src/state/alert';
import { clearConfiguration, loadConfiguration } from '../../../src/state/configuration';
import { TEST_REGIONS } from '../map/map-fixtures';
import { SALES_OPTIONS } from './sales-search-fixtures';

export interface SalesViewHarness {
  /** Every query the view wrote to the route, in order (part 2 §2.5: submitting writes the route). */
  navigations: Array<{ searchType: SalesSearchType; search: SalesSearch }>;
  consoleErrors: unknown[][];
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const createWorker = () => new Worker(new URL('./sales-fixture.worker.ts', import.meta.url), { type: 'module' });
const cleanups: Array<() => void | Promise<void>> = [];

export async function disposeSalesViews(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/**
 * A sales view as its route shows it: the configuration (regions, sales options) loaded from a
 * stubbed fetch, the searches answered by the fixture worker, and the route query held in state
 * so a navigation re-renders the view with its new query.
 */
export async function renderSalesView(searchType: SalesSearchType, start: SalesSearch): Promise<SalesViewHarness> {
  const harness: SalesViewHarness = { navigations: [], consoleErrors: [] };
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
      if (url.pathname === '/api/v1/sales/options/basic') return Promise.resolve(json(SALES_OPTIONS));
      if (url.pathname === '/api/v1/urban/landingLinks') return Promise.resolve(json({ tabs: [] }));
      return Promise.resolve(json({ statusCode: 404, error: 'Not Found', message: url.pathname }, 404));
    }),
  );
  const errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    harness.consoleErrors.push(args);
  });
  await loadConfiguration(['property-sales']);
  // The configuration the sales views do not read is not served here; its logged failures are not the view's.
  harness.consoleErrors.length = 0;
  const engine = createEnginePool({ createWorker, size: 1 });

  function Page() {
    const [route, setRoute] = useState({ searchType, search: start });
    return (
      <SalesSearchView
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
