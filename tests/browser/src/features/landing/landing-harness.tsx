import { renderAsRoute } from '@test-support/browser/render-as-route';
import '@mantine/core/styles.css';
import { vi } from 'vitest';
import type { MarketEngine } from '@src/engine/engine-api';
import { createEnginePool } from '@src/engine/engine-pool';
import { LandingView } from '@src/features/landing/landing-page';
import { clearProjectCompareList } from '@src/state/compare-list-rules';
import { setRentalCompareList } from '@src/state/compare-lists';
import { clearConfiguration, loadConfiguration } from '@src/state/configuration';
import { closeHelp } from '@src/state/help-drawer';
import { hideSnackbar } from '@src/state/snackbar';
import { MAP_SEARCH_HOW_TO_ID } from '@src/features/landing/landing-constants';
import { TEST_REGIONS } from '@test-support/browser/map-fixtures';
import {
  LANDING_OPTIONS,
  projectPopup,
  rentalPopup,
  SALES_PROPERTY_TYPES,
  SUPER_REGIONS,
} from '@test-support/browser/landing-fixtures';
import type { ApiParams } from '@contract/engine';

export interface LandingHarness {
  /** The `regionId[]` of every landing search the page asked the engine for, in order. */
  landingCalls: string[][];
  /** What the page logged with console.error (the landing failure is logged only). */
  consoleErrors: unknown[][];
  /** The `geoFilter` client param of every tab view the page created or updated, in order. */
  viewGeoFilters: Array<string | undefined>;
}

const createWorker = () => new Worker(new URL('./landing-fixture.worker.ts', import.meta.url), { type: 'module' });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * UI-thread calls: the landing options, the basic options' super regions, the how-to, project and
 * rental popups, and with the map the regions configuration and the sales options (the legend's
 * sub-types).
 */
async function uiFetch(input: RequestInfo | URL, withMap: boolean): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  if (url.pathname === '/api/v1/urban/project/byregionoptions') return json(LANDING_OPTIONS);
  if (url.pathname === '/api/v1/urban/options/basic') return json({ superRegions: SUPER_REGIONS });
  if (withMap && url.pathname === '/api/v1/urban/options/regions') return json({ regions: TEST_REGIONS });
  if (withMap && url.pathname === '/api/v1/sales/options/basic') return json({ propertyTypes: SALES_PROPERTY_TYPES });
  if (url.pathname === '/api/v1/urban/landingLinks') return json({ tabs: [] });
  if (url.pathname === `/api/v1/urban/howto/${MAP_SEARCH_HOW_TO_ID}`)
    return json({ id: MAP_SEARCH_HOW_TO_ID, title: 'How to use Map Search', body: '<p>Pick regions.</p>' });
  const popup = /^\/api\/v1\/urban\/project\/(\d+)\/popup$/.exec(url.pathname);
  if (popup !== null) return json(projectPopup(Number(popup[1])));
  const rental = /^\/api\/v1\/rental\/property\/(\d+)\/popup$/.exec(url.pathname);
  if (rental !== null) return json(rentalPopup(Number(rental[1])));
  return json({ statusCode: 404, error: 'Not Found', message: `No fixture for ${url.pathname}` }, 404);
}

const cleanups: Array<() => void | Promise<void>> = [];

export async function disposeLandingPages(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

function regionIdsOf(params: ApiParams): string[] {
  const value = params['regionId[]'];
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * The landing page as the route shows it, with the engine's landing call answered by the
 * fixture worker and the UI thread's calls by a stubbed fetch. The map needs the regions
 * configuration: with `withMap` it is loaded (the map's offline test regions), otherwise the
 * page shows no map and the tests cover the selection, tabs and tables.
 */
export async function renderLandingPage({
  withMap = false,
  query = '',
}: {
  withMap?: boolean;
  /** The page's address query ('?areas=…'), as a link or a saved view opens it. */
  query?: string;
} = {}): Promise<LandingHarness> {
  const harness: LandingHarness = { landingCalls: [], consoleErrors: [], viewGeoFilters: [] };
  const realFetch = window.fetch.bind(window);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      // The map's pin icons load from public/ through deck.gl's image loader.
      return url.includes('/icons/') ? realFetch(input) : uiFetch(input, withMap);
    }),
  );
  const errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    harness.consoleErrors.push(args);
  });
  await loadConfiguration(withMap ? ['landing', 'property-sales'] : ['landing']);

  const pool = createEnginePool({ createWorker, size: 1 });
  const engine: MarketEngine = {
    ...pool,
    openLanding: (params, options) => {
      harness.landingCalls.push(regionIdsOf(params));
      return pool.openLanding(params, options);
    },
    createView: (dataset, spec, options) => {
      harness.viewGeoFilters.push(spec.clientParams['geoFilter']?.toString());
      return pool.createView(dataset, spec, options);
    },
    updateView: (view, spec, options) => {
      harness.viewGeoFilters.push(spec.clientParams['geoFilter']?.toString());
      return pool.updateView(view, spec, options);
    },
  };
  const screen = await renderAsRoute(() => <LandingView engine={engine} />, `/landing-page${query}`);
  cleanups.push(() => {
    errorSpy.mockRestore();
    clearProjectCompareList();
    setRentalCompareList([]);
    closeHelp();
    hideSnackbar();
    vi.unstubAllGlobals();
    clearConfiguration();
  });
  cleanups.push(() => pool.dispose());
  cleanups.push(() => screen.unmount());
  return harness;
}
