import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AREA_SELECTION_PARAM, encodeAreaSelection, type AreaSelection } from '@contract/area-selection';
import { decodeGeoFilter } from '@contract/geo-filter';
import { AREAS_TEXT } from '@src/components/area-selection/saved-areas-constants';
import { KEYBOARD_DRAW_TEXT, MAP_AREA_TEXT, MARKER_LIST_TEXT } from '@src/components/map/map-keyboard-constants';
import { ROW_ACTION_LABELS } from '@src/components/results-table/results-table-constants';
import { axeViolations } from '@test-support/browser/axe-violations';
import { focused, nameOf, tabTo } from '@test-support/browser/keyboard-only';
import { LAST_MONTH } from '@test-support/browser/rental-search-fixtures';
import { APARTMENT_SITE, HOTEL } from '@test-support/browser/sales-search-fixtures';
import { MAP_PAGE_FILES, OTHER_MAP_VIEW_FILES, type MapPageView, type OtherMapView } from '@test-support/map-pages';
import { disposeLandingPages, renderLandingPage } from './features/landing/landing-harness';
import { disposeProjectViews, renderProjectView } from './features/projects/project-view-harness';
import { disposeRentalViews, renderRentalView } from './features/rentals/rental-view-harness';
import { disposeSalesViews, renderSalesView } from './features/sales/search/sales-view-harness';
import { HISTORY_QUARTERS } from '@test-support/browser/project-fixtures';

/**
 * Every map page (tests/support/map-pages.ts) driven with the keyboard only (beyond the spec,
 * WCAG 2.1.1): a pin reached through the list of pins in view (clusters zoomed into with Enter
 * on the way), its popup opened with Enter and its actions reached with Tab, Escape giving focus
 * back; a boundary reached through Go to area; a polygon drawn with keys reaching the page's
 * search, and deleted with Delete Polygon, focus going on to the next control. Each page opens
 * with a selection of areas in its address, which its map outlines and names. axe-core checks
 * the page with the popup open and while drawing. Every other results view's map (the market
 * history maps, Project Market Data) offers Go to area.
 */

interface OpenedMapPage {
  /** The geoFilter the page searched with last, as its query holds it. */
  geoFilter: () => string | null | undefined;
}

interface MapPageUnderTest {
  /** Opens the page with results that have pins (a search set up with the keyboard where it takes one). */
  open: () => Promise<OpenedMapPage>;
  dispose: () => Promise<void>;
  /** The page's own action in a pin's popup, beside the links. */
  popupAction: string | null;
}

const POLL = { timeout: 45_000 };

/** A saved area round every fixture's rows: the page's pins stay, and its map outlines it. */
const WHOLE_AREA: AreaSelection = {
  submarketIds: [],
  municipalityIds: [],
  polygons: [
    {
      name: 'Whole GTA',
      points: [
        { lat: 43, lng: -80.5 },
        { lat: 44.5, lng: -80.5 },
        { lat: 44.5, lng: -78.5 },
        { lat: 43, lng: -78.5 },
      ],
    },
  ],
};
const AREAS = encodeAreaSelection(WHOLE_AREA)!;

const MAP_PAGES: Record<MapPageView, MapPageUnderTest> = {
  landing: {
    open: async () => {
      const harness = await renderLandingPage({ withMap: true, query: `?${AREA_SELECTION_PARAM}=${AREAS}` });
      // A region chosen from the keyboard: the landing page searches nothing before.
      const york = page.getByRole('checkbox', { name: 'York', exact: true });
      await expect.element(york, POLL).toBeVisible();
      await tabTo((element) => element === york.element(), { max: 80, what: 'the York checkbox' });
      await userEvent.keyboard(' ');
      // The page's tabs filter their rows by the polygon: the views it asks the engine for carry it.
      return { geoFilter: () => harness.viewGeoFilters.at(-1) };
    },
    dispose: disposeLandingPages,
    popupAction: ROW_ACTION_LABELS.addToCompare,
  },
  projectSearch: {
    open: async () => {
      const harness = await renderProjectView('project-search', {
        projectType: 'condo',
        projectStanding: 'active',
        year: '2025',
        qtr: '3',
        'regionId[]': ['1'],
        areas: AREAS,
      });
      return { geoFilter: () => harness.navigations.at(-1)?.search.geoFilter };
    },
    dispose: disposeProjectViews,
    popupAction: ROW_ACTION_LABELS.addToCompare,
  },
  rentalSearch: {
    open: async () => {
      const harness = await renderRentalView('rental-search', {
        queryMonth: LAST_MONTH,
        timeRange: '1mo',
        areas: AREAS,
      });
      return { geoFilter: () => harness.navigations.at(-1)?.search.geoFilter };
    },
    dispose: disposeRentalViews,
    popupAction: ROW_ACTION_LABELS.addToCompare,
  },
  sales: {
    open: async () => {
      const harness = await renderSalesView('sales', {
        saleDateRangeFrom: '2025-06-01',
        saleDateRangeTo: '2026-05-31',
        propertySubType: [String(HOTEL), String(APARTMENT_SITE)],
        areas: AREAS,
      });
      return { geoFilter: () => harness.navigations.at(-1)?.search.geoFilter };
    },
    dispose: disposeSalesViews,
    popupAction: null,
  },
};

const inMarkerList = (element: HTMLElement) => element.closest(`[aria-label="${MARKER_LIST_TEXT.list}"]`) !== null;
const inPopup = (element: HTMLElement | null) => element?.closest('.maplibregl-popup') != null;
const isPinEntry = (element: HTMLElement | null) => element?.dataset['key']?.includes(':p') === true;
const canvas = () => document.querySelector<HTMLCanvasElement>('canvas.maplibregl-canvas');

let opened: MapPageUnderTest | null = null;
afterEach(async () => {
  await opened?.dispose();
  opened = null;
});

describe('every map page from the keyboard', { timeout: 180_000 }, () => {
  test.each(Object.keys(MAP_PAGE_FILES) as MapPageView[])('%s', async (view) => {
    opened = MAP_PAGES[view];
    const { geoFilter } = await opened.open();
    const status = page.getByTestId('map-marker-list-status');
    await expect.element(status, POLL).toHaveTextContent(/\d+ pins? in view/);
    // The selection of areas the address names is outlined on the map and named under it.
    await expect.element(page.getByTestId('map-area-selection')).toHaveTextContent(AREAS_TEXT.onMap('Whole GTA'));

    // A pin through the list; clusters on the way are opened with Enter, as a click opens them.
    await tabTo(inMarkerList, { max: 120, what: 'the list of pins in view' });
    for (let step = 0; step < 6 && !isPinEntry(focused()); step++) {
      const pin = document.querySelector<HTMLElement>(`[aria-label="${MARKER_LIST_TEXT.list}"] [data-key*=":p"]`);
      if (pin !== null) {
        while (!isPinEntry(focused())) await userEvent.keyboard('{ArrowDown}');
        break;
      }
      const before = focused()?.dataset['key'];
      await userEvent.keyboard('{Enter}');
      await expect.poll(() => focused() !== null && focused()!.dataset['key'] !== before, POLL).toBe(true);
    }
    const opener = focused()!;
    expect(isPinEntry(opener)).toBe(true);

    await userEvent.keyboard('{Enter}');
    await expect.poll(() => inPopup(focused()), POLL).toBe(true);
    const popup = document.querySelector<HTMLElement>('[data-testid="map-popup"]')!;
    expect(popup.querySelectorAll('a[href]').length).toBeGreaterThan(0);
    if (opened.popupAction !== null) {
      const action = opened.popupAction;
      await tabTo((element) => inPopup(element) && nameOf(element) === action, { max: 8, what: action });
    }
    await expect.poll(() => axeViolations(), POLL).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[data-testid="map-popup"]')).toBeNull();
    await expect.poll(() => focused()).toBe(opener);

    // A boundary through Go to area: the first region, chosen with the arrows.
    const area = page.getByRole('combobox', { name: MAP_AREA_TEXT.label }).element();
    await tabTo((element) => element === area, { back: true, max: 40, what: MAP_AREA_TEXT.label });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(page.getByText(/^The map shows .+\.$/)).toBeInTheDocument();

    // A polygon with keys: three points around the crosshair, then Finish Polygon.
    const start = page.getByRole('button', { name: KEYBOARD_DRAW_TEXT.start }).element();
    await tabTo((element) => element === start, { max: 10, what: KEYBOARD_DRAW_TEXT.start });
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => focused()).toBe(canvas());
    const drawStatus = page.getByTestId('keyboard-draw-status');
    for (const [move, count] of [
      ['', 1],
      ['{ArrowRight}{ArrowRight}', 2],
      ['{ArrowDown}{ArrowDown}', 3],
    ] as const) {
      if (move !== '') await userEvent.keyboard(move);
      await userEvent.keyboard('{Enter}');
      await expect.element(drawStatus).toHaveTextContent(`Point ${count} added.`);
    }
    await expect.poll(() => axeViolations(), POLL).toEqual([]);
    await tabTo((element) => nameOf(element) === KEYBOARD_DRAW_TEXT.finish, {
      back: true,
      max: 8,
      what: KEYBOARD_DRAW_TEXT.finish,
    });
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => focused()).toBe(start);
    await expect.poll(() => decodeGeoFilter(geoFilter())?.length, POLL).toBe(3);
    const [first, second, third] = decodeGeoFilter(geoFilter())!;
    // East of the first, then south of the second: the points the crosshair was moved to.
    expect(second!.lng).toBeGreaterThan(first!.lng);
    expect(third!.lat).toBeLessThan(second!.lat);

    // Delete Polygon clears the search's polygon; focus goes on to the next control, Go to area.
    await expect.element(page.getByRole('button', { name: 'Delete Polygon' }), POLL).toBeEnabled();
    await tabTo((element) => nameOf(element) === 'Delete Polygon', { back: true, max: 10, what: 'Delete Polygon' });
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => decodeGeoFilter(geoFilter()), POLL).toBeNull();
    expect(focused()).toBe(area);
  });
});

const OTHER_MAP_VIEWS: Record<OtherMapView, () => Promise<unknown>> = {
  projectMarketData: () =>
    renderProjectView('market-data', {
      projectType: 'condo',
      projectStanding: 'active',
      year: '2025',
      qtr: '3',
      'regionId[]': ['1'],
    }),
  projectMarketHistory: () =>
    renderProjectView('market-history', {
      projectType: 'condo',
      projectStanding: 'active',
      ...HISTORY_QUARTERS,
      'regionId[]': ['1'],
    }),
  rentalMarketData: () => renderRentalView('market-data', { queryMonth: LAST_MONTH, timeRange: '1mo' }),
  rentalMarketHistory: () => renderRentalView('market-history', {}),
  salesMarketData: () =>
    renderSalesView('sales-market-data', { saleDateRangeFrom: '2025-06-01', saleDateRangeTo: '2026-05-31' }),
};

const DISPOSE: Record<OtherMapView, () => Promise<void>> = {
  projectMarketData: disposeProjectViews,
  projectMarketHistory: disposeProjectViews,
  rentalMarketData: disposeRentalViews,
  rentalMarketHistory: disposeRentalViews,
  salesMarketData: disposeSalesViews,
};

describe('every other map offers Go to area', { timeout: 120_000 }, () => {
  let dispose: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await dispose?.();
    dispose = null;
  });

  // How Go to area is used from the keyboard does not depend on the map's mode (the pages above,
  // and tests/browser/src/components/map/map-keyboard.test.tsx in both modes): each view shows it.
  test.each(Object.keys(OTHER_MAP_VIEW_FILES) as OtherMapView[])('%s', async (view) => {
    dispose = DISPOSE[view];
    await OTHER_MAP_VIEWS[view]();
    await expect.element(page.getByRole('combobox', { name: MAP_AREA_TEXT.label }), POLL).toBeInTheDocument();
  });
});
