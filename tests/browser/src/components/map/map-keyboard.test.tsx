import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { decodeGeoFilter, geoFilterParam, type LatLng } from '@contract/geo-filter';
import { MUNICIPALITY_LINE_LAYER_ID } from '@src/components/map/boundary-layers';
import { KEYBOARD_DRAW_TEXT, MAP_AREA_TEXT, MARKER_LIST_TEXT } from '@src/components/map/map-keyboard-constants';
import { axeViolations } from '@test-support/browser/axe-violations';
import { focused, nameOf, tabTo } from '@test-support/browser/keyboard-only';
import { superclusterPinSource, type TestPin } from '@test-support/browser/map-fixtures';
import { drawnPoint } from '@src/components/map/polygon-draw';
import { renderMarketMap, settled } from './map-harness';

/**
 * The map driven with the keyboard only (beyond the spec, WCAG 2.1.1): each pin, cluster and
 * boundary a mouse reaches, and a polygon drawn with keys. The page-level runs over every map
 * page are in tests/browser/src/map-pages-keyboard.test.tsx.
 */

const MAP_TEST_TIMEOUT = 90_000;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const NAMED_PINS: TestPin[] = [
  { id: 7, lng: -79.55, lat: 43.8, category: 'condo-new', name: 'Lakeview Towers' },
  { id: 8, lng: -79.22, lat: 43.6, category: 'purpose-built-construction', name: 'Harbour Court' },
];

/** 25 pins within about 300 m: one cluster at city zoom. */
const DENSE_PINS: TestPin[] = Array.from({ length: 25 }, (_, i) => ({
  id: 100 + i,
  lng: -79.45 + (i % 5) * 0.0008,
  lat: 43.65 + Math.floor(i / 5) * 0.0008,
  category: 'condo-new',
}));

function answerProjectPopups() {
  const realFetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const popup = /\/api\/v1\/urban\/project\/(\d+)\/popup$/.exec(url);
    if (popup === null) return realFetch(input, init);
    const body = {
      id: Number(popup[1]),
      name: { key: 'name', label: 'Name', value: `Project named ${popup[1]}` },
      developer: { key: 'developer', label: 'Developer', value: 'Harbour Homes' },
      metadata: { projectStanding: 'active', projectType: 'condo' },
      values: [],
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

const inMarkerList = (element: HTMLElement) => element.closest(`[aria-label="${MARKER_LIST_TEXT.list}"]`) !== null;
const inPopup = (element: HTMLElement | null) => element?.closest('.maplibregl-popup') != null;

/** Waits for the map to stop after a key moved it (maplibre eases each arrow press). */
async function still(map: MaplibreMap) {
  await expect.poll(() => map.isMoving(), { timeout: 10_000 }).toBe(false);
}

describe('the map from the keyboard', { timeout: MAP_TEST_TIMEOUT }, () => {
  test('a pin is reached through the list; Enter opens its popup and actions; Escape returns focus', async () => {
    answerProjectPopups();
    const { source } = superclusterPinSource('projects', NAMED_PINS);
    await renderMarketMap({
      pins: source,
      renderPopupActions: (pin) => <button type="button">Add {pin.id} To Compare List</button>,
    });
    const status = page.getByTestId('map-marker-list-status');
    await expect.element(status, { timeout: 10_000 }).toHaveTextContent('2 pins in view');
    expect(status.element().getAttribute('role')).toBe('status');

    // One Tab stop for the list, named by the engine's names, north first.
    const entry = await tabTo(inMarkerList, { what: 'the list of pins in view' });
    await expect.poll(() => nameOf(entry)).toBe('Lakeview Towers, project');
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => focused() && nameOf(focused()!)).toBe('Harbour Court, project');
    await userEvent.keyboard('{ArrowUp}');
    const opener = focused()!;
    expect(nameOf(opener)).toBe('Lakeview Towers, project');

    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Project named 7')).toBeVisible();
    // Focus moved into the popup; its links and the view's action are reached with Tab.
    await expect.poll(() => inPopup(focused())).toBe(true);
    const action = await tabTo((element) => element.textContent === 'Add 7 To Compare List', {
      max: 6,
      what: 'the popup action',
    });
    expect(inPopup(action)).toBe(true);
    expect(page.getByRole('link', { name: 'View Project' }).element().getAttribute('href')).toBe('/database/project/7');
    await expect.poll(() => axeViolations(), { timeout: 10_000 }).toEqual([]);

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('Project named 7')).not.toBeInTheDocument();
    await expect.poll(() => focused()).toBe(opener);
    await expect.poll(() => axeViolations(), { timeout: 10_000 }).toEqual([]);
  });

  test('Enter on a cluster zooms in as a click does, and focus stays in the list', async () => {
    const { source, index, expansionCalls } = superclusterPinSource('projects', [...NAMED_PINS, ...DENSE_PINS]);
    const { map } = await renderMarketMap({ pins: source });
    const zoomBefore = map.getZoom();
    await tabTo(inMarkerList, { what: 'the list of pins in view' });
    const clusterSelector = '[data-key*=":c"]';
    await expect.poll(() => document.querySelector(clusterSelector), { timeout: 10_000 }).not.toBeNull();
    const clusterEntry = document.querySelector<HTMLElement>(clusterSelector)!;
    expect(nameOf(clusterEntry)).toBe('Cluster of 25 projects: zoom in');
    while (focused() !== clusterEntry) await userEvent.keyboard('{ArrowDown}');

    const clusterId = Number(clusterEntry.dataset['key']!.split(':c')[1]);
    const expected = index.getClusterExpansionZoom(clusterId);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => expansionCalls).toEqual([clusterId]);
    await expect
      .poll(() => !map.isMoving() && Math.abs(map.getZoom() - expected) < 0.01, { timeout: 10_000 })
      .toBe(true);
    expect(map.getZoom()).toBeGreaterThan(zoomBefore);
    // The cluster split into pins: the list follows the map and keeps the keyboard.
    await expect.poll(() => focused() !== null && inMarkerList(focused()!), { timeout: 10_000 }).toBe(true);
    await expect.element(page.getByTestId('map-marker-list-status')).toHaveTextContent(/pins in view/);
  });

  test('more markers than the list holds: the first ones are listed and the rest counted', async () => {
    // 60 pins far enough apart to stay single at the deepest zoom's neighbour.
    const many: TestPin[] = Array.from({ length: 60 }, (_, i) => ({
      id: 1000 + i,
      lng: -79.5 + (i % 10) * 0.02,
      lat: 43.6 + Math.floor(i / 10) * 0.02,
      category: 'condo-new',
    }));
    const { source } = superclusterPinSource('projects', many);
    const { map } = await renderMarketMap({ pins: source });
    map.jumpTo({ center: [-79.41, 43.65], zoom: 11 });
    await settled(map);
    await expect
      .element(page.getByTestId('map-marker-list-status'), { timeout: 10_000 })
      .toHaveTextContent(/^Showing 50 of \d+ markers \(60 pins in view\): zoom in to list them all$/);
    expect(page.getByTestId('map-marker-list').element().querySelectorAll('li')).toHaveLength(50);
  });

  // On a market history map (boundaries only): the map pages with pins reach it the same way
  // (tests/browser/src/map-pages-keyboard.test.tsx).
  test('every boundary is reached from Go to area, which moves the map to it, market history maps included', async () => {
    const { map } = await renderMarketMap({ pins: null, mode: 'marketHistory' });
    const zoomBefore = map.getZoom();
    const field = page.getByRole('combobox', { name: MAP_AREA_TEXT.label }).element();
    await tabTo((element) => element === field, { what: MAP_AREA_TEXT.label });
    await userEvent.keyboard('West North');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(page.getByText(MAP_AREA_TEXT.shown('West North'))).toBeInTheDocument();
    await settled(map);
    const bounds = map.getBounds();
    // West North spans lng -79.6 to -79.38, lat 43.7 to 43.85: the map is centred on it, closer in.
    expect(bounds.contains([-79.59, 43.71])).toBe(true);
    expect(bounds.contains([-79.39, 43.84])).toBe(true);
    expect(map.getCenter().lng).toBeCloseTo(-79.49, 2);
    expect(map.getZoom()).toBeGreaterThan(zoomBefore);
    const onWestEdge = map.project([-79.6, 43.78]);
    expect(
      map.queryRenderedFeatures(onWestEdge, { layers: [MUNICIPALITY_LINE_LAYER_ID] }).map((f) => f.properties['name']),
    ).toContain('West City');

    // Every unit of the configuration is offered, submarkets under their municipality.
    (field as HTMLInputElement).focus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.keyboard('{ArrowDown}');
    await expect
      .poll(() => [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent))
      .toEqual([
        'West (region)',
        'West City (municipality)',
        'West City: West South (submarket)',
        'West City: West North (submarket)',
        'East (region)',
        'East City (municipality)',
        'East City: East All (submarket)',
      ]);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => axeViolations(), { timeout: 10_000 }).toEqual([]);
  });

  test('a polygon drawn with keys gives the geoFilter a drawn one gives; focus returns to its button', async () => {
    const { map, geoFilterChanges } = await renderMarketMap({ pins: null });
    const start = page.getByRole('button', { name: KEYBOARD_DRAW_TEXT.start }).element();
    await tabTo((element) => element === start, { what: KEYBOARD_DRAW_TEXT.start });
    await userEvent.keyboard('{Enter}');
    // Focus goes to the map, whose arrow keys pan under the crosshair.
    await expect.poll(() => focused()).toBe(map.getCanvas());
    await expect.element(page.getByTestId('keyboard-draw-crosshair')).toBeInTheDocument();
    await expect.poll(() => axeViolations(), { timeout: 10_000 }).toEqual([]);

    const placed: LatLng[] = [];
    const place = async () => {
      await still(map);
      const centre = map.getCenter();
      placed.push(drawnPoint(centre.lat, centre.lng));
      await userEvent.keyboard('{Enter}');
      await expect.element(page.getByTestId('keyboard-draw-status')).toHaveTextContent(`Point ${placed.length} added.`);
    };
    const press = async (key: string, times: number) => {
      for (let i = 0; i < times; i++) {
        await userEvent.keyboard(key);
        await still(map);
      }
    };

    await place();
    await press('{ArrowRight}', 2);
    await place();
    // A point placed by mistake is taken back with Backspace.
    await press('{ArrowUp}', 1);
    await place();
    await userEvent.keyboard('{Backspace}');
    placed.pop();
    await expect
      .element(page.getByTestId('keyboard-draw-status'))
      .toHaveTextContent('Last point removed, 2 points left.');
    // Down from where the taken-back point was: one step to undo, two to go.
    await press('{ArrowDown}', 3);
    await place();
    await press('{ArrowLeft}', 2);
    await place();
    // Back on the first point: Enter closes the polygon, as clicking the first point does.
    await press('{ArrowUp}', 2);
    await userEvent.keyboard('{Enter}');

    await expect.poll(() => geoFilterChanges.length).toBe(1);
    const drawn = geoFilterChanges[0]!;
    expect(drawn).toEqual(placed);
    // The same encoding as any drawn polygon: it round-trips through the URL's geoFilter.
    expect(decodeGeoFilter(geoFilterParam(drawn))).toEqual(drawn);
    await expect.poll(() => focused()).toBe(start);
    await expect.element(page.getByTestId('keyboard-draw-crosshair')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Delete Polygon' })).toBeEnabled();
    // Drawn on the map as a mouse-drawn polygon is (terra-draw's layers inside it).
    await settled(map);
    const inside = map.project([(placed[0]!.lng + placed[1]!.lng) / 2, (placed[0]!.lat + placed[2]!.lat) / 2]);
    expect(
      map
        .queryRenderedFeatures([inside.x, inside.y])
        .map((feature) => feature.layer.id)
        .filter((id) => id.startsWith('td-')),
    ).not.toEqual([]);

    // Too few points: Finish waits for a third; Escape cancels and changes nothing.
    placed.length = 0;
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => focused()).toBe(map.getCanvas());
    await place();
    const finish = page.getByRole('button', { name: KEYBOARD_DRAW_TEXT.finish });
    await expect.element(finish).toBeDisabled();
    map.getCanvas().focus();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => focused()).toBe(start);
    expect(geoFilterChanges).toHaveLength(1);
  });
});
