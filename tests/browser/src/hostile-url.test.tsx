/**
 * Unknown or hostile values in a results page's address are dropped with the same notice on every
 * page, and the page opens on the rest (part 1 §2, §3; part 2 §2.5, §2.7: search state lives in
 * the route query). Each of the product's results pages opens on its usual query with junk added:
 * a region the configuration does not have, a polygon or a selection of areas that does not decode, a filter no
 * definition reads, a value the definitions reject, a month the data does not have.
 */
import { subscribe } from 'valtio';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RESULTS_PAGE_PATHS, SAVED_VIEW_PAGES, type SavedViewPage } from '@contract/saved-views';
import { droppedParamsMessage } from '@src/components/search-page/route-param-check';
import { snackbarStore } from '@src/state/snackbar';
import { HOTEL } from '@test-support/browser/sales-search-fixtures';
import { disposeApp, openApp, RESULTS_PAGE_USE, used } from './app-harness';

vi.mock('@src/engine/engine-pool', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@src/engine/engine-pool')>();
  const { appFixtureEngine } = await import('./app-fixture-engine');
  return { ...actual, getEngine: () => appFixtureEngine(actual.createEnginePool) };
});

const BAD_POLYGON = 'geoFilter=not-a-polygon%25%25';
/** A selection of areas (contract/area-selection.ts) that does not decode. */
const BAD_AREAS = 'areas=not-a-selection%25%25';
/** A project or rental page's junk: a region that is not there, an unknown filter, a broken polygon. */
const GEOGRAPHY_AND_FILTER = `regionId=999&bogusFilter=x&${BAD_POLYGON}`;

/** The junk each page is given, and the names the notice must list. */
const HOSTILE: Readonly<Record<SavedViewPage, { junk: string; dropped: string[] }>> = {
  [RESULTS_PAGE_PATHS.landing]: {
    junk: `categories=condo:active,nothing:1&${BAD_POLYGON}&${BAD_AREAS}`,
    dropped: ['categories', 'geoFilter', 'areas'],
  },
  [RESULTS_PAGE_PATHS.projectSearch]: {
    junk: `${GEOGRAPHY_AND_FILTER}&totalSuitesFrom=500&totalSuitesTo=10&${BAD_AREAS}`,
    dropped: ['bogusFilter', 'totalSuites (From after To)', 'regionId', 'geoFilter', 'areas'],
  },
  [RESULTS_PAGE_PATHS.projectMarketData]: {
    junk: `${GEOGRAPHY_AND_FILTER}&${BAD_AREAS}`,
    dropped: ['bogusFilter', 'regionId', 'geoFilter', 'areas'],
  },
  [RESULTS_PAGE_PATHS.projectMarketHistory]: {
    junk: GEOGRAPHY_AND_FILTER,
    dropped: ['bogusFilter', 'regionId', 'geoFilter'],
  },
  [RESULTS_PAGE_PATHS.sales]: {
    junk: `regionId=999&propertySubType=999&bogusFilter=x&priceFrom=cheap&saleDateRangeFrom=2025-02-31&${BAD_POLYGON}&${BAD_AREAS}`,
    dropped: ['bogusFilter', 'price', 'saleDateRangeFrom', 'propertySubType', 'regionId', 'geoFilter', 'areas'],
  },
  [RESULTS_PAGE_PATHS.salesMarketData]: {
    junk: `regionId=999&propertySubType=${HOTEL}&bogusFilter=x&${BAD_POLYGON}`,
    dropped: ['bogusFilter', 'regionId', 'geoFilter'],
  },
  [RESULTS_PAGE_PATHS.rentalSearch]: {
    junk: `${GEOGRAPHY_AND_FILTER}&bedsFrom=3&bedsTo=1&queryMonthStart=2099-13&${BAD_AREAS}`,
    dropped: ['bogusFilter', 'beds (From after To)', 'queryMonthStart', 'regionId', 'geoFilter', 'areas'],
  },
  [RESULTS_PAGE_PATHS.rentalMarketData]: {
    junk: 'regionId=999&bogusFilter=x&queryMonthStart=1999-01',
    dropped: ['bogusFilter', 'queryMonthStart', 'regionId'],
  },
  [RESULTS_PAGE_PATHS.rentalMarketHistory]: {
    junk: 'regionId=999&bogusFilter=x&queryMonth=2026-1',
    dropped: ['bogusFilter', 'queryMonth', 'regionId'],
  },
};

let notices: Array<string | null> = [];
let stopWatching: () => void = () => undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  notices = [];
  stopWatching = subscribe(snackbarStore, () => notices.push(snackbarStore.message));
});

afterEach(() => {
  stopWatching();
  disposeApp();
});

describe('junk in the address is dropped with one notice, and the page opens on the rest', { timeout: 90_000 }, () => {
  test.each(SAVED_VIEW_PAGES)('%s', async (path) => {
    const { junk, dropped } = HOSTILE[path];
    const app = await openApp(`${path}?${RESULTS_PAGE_USE[path].first}&${junk}`);
    await used(app);
    expect(notices).toContain(droppedParamsMessage(dropped));
  });
});
