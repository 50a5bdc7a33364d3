import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { MapboxOverlay } from '@deck.gl/mapbox';
import type { AreaSelection } from '@contract/area-selection';
import { AREAS_TEXT } from '@src/components/area-selection/saved-areas-constants';
import {
  AREA_SELECTION_LAYER_IDS,
  MUNICIPALITY_LINE_LAYER_ID,
  REGION_LINE_LAYER_ID,
  SELECTED_SUBMARKET_LAYER_ID,
} from '@src/components/map/boundary-layers';
import { CLUSTER_LAYER_ID, PIN_LAYER_ID } from '@src/components/map/deck-layers';
import {
  CLUSTER_MAX_ZOOM,
  FAN_OUT_DISTANCE,
  FAN_OUT_DISTANCE_SALES,
  PIN_HEIGHT,
  SINGLE_PROJECT_ZOOM,
} from '@src/components/map/map-constants';
import { LAND_LAYER_ID } from '@src/components/map/offline-style';
import { TYPED_POLYGON_ERRORS, TYPED_POLYGON_TEXT } from '@src/components/map/typed-polygon-text';
import { axeViolations } from '@test-support/browser/axe-violations';
import type { ClusterMarker, PinMarker } from '@src/components/map/visible-pins';
import { superclusterPinSource, type TestPin } from '@test-support/browser/map-fixtures';
import { renderMarketMap, settled } from './map-harness';

/** A maplibre + deck.gl render takes seconds on a shared 2-core machine with SwiftShader. */
const MAP_TEST_TIMEOUT = 90_000;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Screen point of a lng/lat inside the map container. */
function screenPoint(map: MaplibreMap, lngLat: [number, number]): { x: number; y: number } {
  const point = map.project(lngLat);
  return { x: Math.round(point.x), y: Math.round(point.y) };
}

/** The pin drawn for a location: its body sits above the tip, which is on the location. */
function pickPinAt(overlay: MapboxOverlay, x: number, y: number): PinMarker | null {
  const picked = overlay.pickObject({ x, y: y - PIN_HEIGHT / 2, radius: 2, layerIds: [PIN_LAYER_ID] });
  return (picked?.object as PinMarker | undefined) ?? null;
}

function renderedAt(map: MaplibreMap, lngLat: [number, number], layerId: string) {
  return map.queryRenderedFeatures(map.project(lngLat), { layers: [layerId] });
}

async function clickMap(map: MaplibreMap, position: { x: number; y: number }) {
  await userEvent.click(page.elementLocator(map.getCanvas()), { position });
}

/** Layers terra-draw (prefix "td-") renders at a screen point. */
function drawnLayersAt(map: MaplibreMap, point: { x: number; y: number }): string[] {
  return map
    .queryRenderedFeatures([point.x, point.y])
    .map((feature) => feature.layer.id)
    .filter((id) => id.startsWith('td-'));
}

/** Polygon points are placed by separate clicks; quick successive clicks read as a double click. */
async function clickMapPoint(map: MaplibreMap, position: { x: number; y: number }) {
  await clickMap(map, position);
  await new Promise((resolve) => setTimeout(resolve, 350));
}

/** A submarket of West, the municipality of East and a saved area round (-79.5, 43.77) in West North. */
const SELECTION: AreaSelection = {
  submarketIds: [111],
  municipalityIds: [21],
  polygons: [
    {
      name: 'Core',
      points: [
        { lat: 43.74, lng: -79.56 },
        { lat: 43.81, lng: -79.5 },
        { lat: 43.74, lng: -79.44 },
      ],
    },
  ],
};

const SPREAD_PINS: TestPin[] = [
  { id: 7, lng: -79.55, lat: 43.8, category: 'condo-new' },
  { id: 8, lng: -79.22, lat: 43.6, category: 'purpose-built-construction' },
];

/** 25 pins within about 300 m: one cluster at city zoom. */
const DENSE_PINS: TestPin[] = Array.from({ length: 25 }, (_, i) => ({
  id: 100 + i,
  lng: -79.45 + (i % 5) * 0.0008,
  lat: 43.65 + Math.floor(i / 5) * 0.0008,
  category: 'condo-new',
}));

describe('the map offline', { timeout: MAP_TEST_TIMEOUT }, () => {
  test('loads with the offline style built from the regions, without the network', async () => {
    const before = performance.getEntriesByType('resource').length;
    const { map } = await renderMarketMap({ pins: null });
    expect(map.getStyle().layers.map((layer) => layer.id)).toContain(LAND_LAYER_ID);
    const external = performance
      .getEntriesByType('resource')
      .slice(before)
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin !== location.origin);
    expect(external).toEqual([]);
    expect(renderedAt(map, [-79.5, 43.65], LAND_LAYER_ID).length).toBeGreaterThan(0);
  });

  test('draws region and municipality boundaries, hidden by the Show Boundaries checkbox', async () => {
    const { map } = await renderMarketMap({ pins: null });
    const onWestEdge: [number, number] = [-79.6, 43.7];
    expect(renderedAt(map, onWestEdge, REGION_LINE_LAYER_ID).map((f) => f.properties['name'])).toContain('West');
    expect(renderedAt(map, onWestEdge, MUNICIPALITY_LINE_LAYER_ID).map((f) => f.properties['name'])).toContain(
      'West City',
    );

    await page.getByRole('checkbox', { name: 'Show Boundaries' }).click();
    await settled(map);
    expect(renderedAt(map, onWestEdge, REGION_LINE_LAYER_ID)).toEqual([]);
  });

  test('highlights the selected submarkets while Show Selected Submarkets is checked; outlines and names the selection of areas whatever the checkboxes say', async () => {
    const { map } = await renderMarketMap({ pins: null, selectedSubmarketIds: [112], areaSelection: SELECTION });
    expect(renderedAt(map, [-79.5, 43.78], SELECTED_SUBMARKET_LAYER_ID).map((f) => f.properties['name'])).toEqual([
      'West North',
    ]);
    expect(renderedAt(map, [-79.5, 43.6], SELECTED_SUBMARKET_LAYER_ID)).toEqual([]);
    const selectionAt = () => ({
      submarkets: renderedAt(map, [-79.5, 43.6], AREA_SELECTION_LAYER_IDS.submarkets).map((f) => f.properties['name']),
      municipalities: renderedAt(map, [-79.25, 43.7], AREA_SELECTION_LAYER_IDS.municipalities).map(
        (f) => f.properties['name'],
      ),
      polygons: renderedAt(map, [-79.5, 43.77], AREA_SELECTION_LAYER_IDS.polygons).map((f) => f.properties['name']),
      // Outside all three: West North without the polygon.
      nothing: Object.values(AREA_SELECTION_LAYER_IDS).flatMap((id) => renderedAt(map, [-79.4, 43.83], id)),
    });
    const drawn = { submarkets: ['West South'], municipalities: ['East City'], polygons: ['Core'], nothing: [] };
    expect(selectionAt()).toEqual(drawn);
    await expect
      .element(page.getByTestId('map-area-selection'))
      .toHaveTextContent(AREAS_TEXT.onMap('West South, East City, Core'));

    await page.getByRole('checkbox', { name: 'Show Selected Submarkets' }).click();
    await page.getByRole('checkbox', { name: 'Show Boundaries' }).click();
    await settled(map);
    expect(renderedAt(map, [-79.5, 43.78], SELECTED_SUBMARKET_LAYER_ID)).toEqual([]);
    expect(selectionAt()).toEqual(drawn);
  });

  test('can be panned and zoomed with the keyboard', async () => {
    const { map } = await renderMarketMap({ pins: null });
    const canvas = map.getCanvas();
    expect(canvas.getAttribute('tabindex')).toBe('0');
    expect(canvas.getAttribute('aria-label')).toMatch(/arrow keys to pan/);
    canvas.focus();
    const zoomBefore = map.getZoom();
    await userEvent.keyboard('=');
    await expect.poll(() => map.getZoom()).toBeGreaterThan(zoomBefore + 0.5);
    await settled(map);
    const lngBefore = map.getCenter().lng;
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => map.getCenter().lng).toBeGreaterThan(lngBefore);
  });
});

describe('pins and clusters', { timeout: MAP_TEST_TIMEOUT }, () => {
  test('draws a pin per record and opens its popup with links in a new tab', async () => {
    const realFetch = window.fetch.bind(window);
    vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      // Pin icons still load from public/; only the popup endpoint is answered here.
      if (!url.endsWith('/api/v1/urban/project/7/popup')) return realFetch(input, init);
      const body = {
        id: 7,
        name: { key: 'name', label: 'Name', value: 'Lakeview Towers' },
        developer: { key: 'developer', label: 'Developer', value: 'Harbour Homes' },
        metadata: { projectStanding: 'active', projectType: 'condo' },
        values: [],
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const { source } = superclusterPinSource('projects', SPREAD_PINS);
    const { map, overlay } = await renderMarketMap({ pins: source });

    const at = screenPoint(map, [-79.55, 43.8]);
    await expect.poll(() => pickPinAt(overlay, at.x, at.y)?.id, { timeout: 10_000 }).toBe(7);
    const other = screenPoint(map, [-79.22, 43.6]);
    await expect.poll(() => pickPinAt(overlay, other.x, other.y)?.id).toBe(8);

    await clickMap(map, { x: at.x, y: at.y - PIN_HEIGHT / 2 });
    await expect.element(page.getByText('Lakeview Towers')).toBeVisible();
    const projectLink = page.getByRole('link', { name: 'View Project' });
    await expect.element(projectLink).toHaveAttribute('href', '/database/project/7');
    await expect.element(projectLink).toHaveAttribute('target', '_blank');
    await expect
      .element(page.getByRole('link', { name: 'View Compare List' }))
      .toHaveAttribute('href', '/database/project/compare');
  });

  test('clicking a cluster zooms to its expansion zoom', async () => {
    const { source, index, expansionCalls } = superclusterPinSource('projects', [...SPREAD_PINS, ...DENSE_PINS]);
    const { map, overlay } = await renderMarketMap({ pins: source });
    const zoomBefore = map.getZoom();
    expect(zoomBefore).toBeLessThan(12);

    const denseCentre: [number, number] = [-79.4484, 43.6516];
    const at = screenPoint(map, denseCentre);
    const pickCluster = () =>
      (overlay.pickObject({ x: at.x, y: at.y, radius: 4, layerIds: [CLUSTER_LAYER_ID] })?.object as
        ClusterMarker | undefined) ?? null;
    await expect.poll(() => pickCluster()?.count, { timeout: 10_000 }).toBe(25);
    const cluster = pickCluster()!;
    const expected = index.getClusterExpansionZoom(cluster.clusterId);
    expect(expected).toBeGreaterThan(zoomBefore);

    await clickMap(map, at);
    await expect.poll(() => expansionCalls).toEqual([cluster.clusterId]);
    await expect
      .poll(() => !map.isMoving() && Math.abs(map.getZoom() - expected) < 0.01, { timeout: 10_000 })
      .toBe(true);
    expect(map.getCenter().lng).toBeCloseTo(cluster.position[0], 4);
  });

  test('a cluster expansion error is only a console warning', async () => {
    const { source } = superclusterPinSource('projects', DENSE_PINS);
    source.getClusterExpansionZoom = () => Promise.reject(new Error('No cluster with the specified id.'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { map, overlay } = await renderMarketMap({ pins: source });
    await settled(map);
    const zoom = map.getZoom();
    const clusters = await source.getClusters(
      { bbox: [-180, -85, 180, 85], zoom: Math.floor(zoom) },
      new AbortController().signal,
    );
    const at = screenPoint(map, [clusters.positions[0]!, clusters.positions[1]!]);
    await expect
      .poll(() => overlay.pickObject({ x: at.x, y: at.y, radius: 4, layerIds: [CLUSTER_LAYER_ID] })?.object ?? null, {
        timeout: 10_000,
      })
      .not.toBeNull();
    await clickMap(map, at);
    await expect
      .poll(() => warn.mock.calls.some(([message]) => message === 'The cluster could not be expanded'))
      .toBe(true);
    expect(map.getZoom()).toBe(zoom);
  });

  test('pins on identical coordinates are fanned out 42 px apart in 45 degree steps', async () => {
    const spot: [number, number] = [-79.3, 43.75];
    const stack: TestPin[] = [1, 2, 3].map((id) => ({ id, lng: spot[0], lat: spot[1], category: 'condo-new' }));
    const { source } = superclusterPinSource('projects', stack);
    const { map, overlay } = await renderMarketMap({ pins: source });
    // Pins sharing one spot: the view centres on it at the single-project zoom, still one cluster.
    expect(map.getZoom()).toBeCloseTo(SINGLE_PROJECT_ZOOM, 5);

    map.jumpTo({ zoom: CLUSTER_MAX_ZOOM + 1 });
    await settled(map);
    const at = screenPoint(map, spot);
    const diagonal = Math.round(FAN_OUT_DISTANCE * Math.SQRT1_2);
    const expectedOffsets: Array<[number, number]> = [
      [0, -FAN_OUT_DISTANCE],
      [diagonal, -diagonal],
      [FAN_OUT_DISTANCE, 0],
    ];
    for (const [index, [dx, dy]] of expectedOffsets.entries()) {
      await expect.poll(() => pickPinAt(overlay, at.x + dx, at.y + dy)?.id, { timeout: 10_000 }).toBe(stack[index]!.id);
    }
    expect(pickPinAt(overlay, at.x, at.y)).toBeNull();
  });

  test('the view resets when the filtered results change', async () => {
    const { source } = superclusterPinSource('projects', SPREAD_PINS, 'first');
    const { map, setPins } = await renderMarketMap({ pins: source });
    expect(map.getZoom()).toBeLessThan(12);

    const single: TestPin[] = [{ id: 9, lng: -79.2, lat: 43.82, category: 'condo-new' }];
    setPins(superclusterPinSource('projects', single, 'second').source);
    await expect.poll(() => map.getZoom()).toBeCloseTo(SINGLE_PROJECT_ZOOM, 5);
    expect(map.getCenter().lng).toBeCloseTo(-79.2, 5);
    expect(map.getCenter().lat).toBeCloseTo(43.82, 5);
  });

  test('while new pins are pending the camera stays, then moves once to them', async () => {
    const { source } = superclusterPinSource('projects', SPREAD_PINS, 'first');
    // The East region alone: with no pins and nothing pending the view would fit it.
    const { map, setPins } = await renderMarketMap({ pins: source, selectedRegionIds: [2] });
    const before = { center: map.getCenter(), zoom: map.getZoom() };
    let moves = 0;
    map.on('movestart', () => (moves += 1));

    setPins(null, { pending: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await settled(map);
    expect(moves).toBe(0);
    expect(map.getZoom()).toBeCloseTo(before.zoom, 5);
    expect(map.getCenter().lng).toBeCloseTo(before.center.lng, 5);

    const single: TestPin[] = [{ id: 9, lng: -79.2, lat: 43.82, category: 'condo-new' }];
    setPins(superclusterPinSource('projects', single, 'second').source);
    await expect.poll(() => map.getZoom()).toBeCloseTo(SINGLE_PROJECT_ZOOM, 5);
    expect(map.getCenter().lng).toBeCloseTo(-79.2, 5);
    expect(moves).toBe(1);

    // Nothing pending and no pins: the selected region is fitted (part 1 §4).
    setPins(null);
    await expect.poll(() => map.getCenter().lng).toBeCloseTo(-79.27, 1);
    expect(map.getZoom()).toBeLessThan(SINGLE_PROJECT_ZOOM);
  });

  test('several sources: each kind keeps its icons, fan-out, clusters, popup links and legend', async () => {
    const realFetch = window.fetch.bind(window);
    vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      // Pin icons still load from public/; the popup's record is not needed for its links.
      if (url.includes('/api/')) return new Response('', { status: 404 });
      return realFetch(input, init);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const spot: [number, number] = [-79.3, 43.75];
    const projectStack: TestPin[] = [1, 2].map((id) => ({ id, lng: spot[0], lat: spot[1], category: 'condo-new' }));
    const saleSpot: [number, number] = [-79.5, 43.62];
    const saleStack: TestPin[] = [501, 502].map((id) => ({
      id,
      lng: saleSpot[0],
      lat: saleSpot[1],
      category: 'apartment-site',
    }));
    const projects = superclusterPinSource('projects', [...projectStack, ...DENSE_PINS], 'projects');
    const sales = superclusterPinSource('sales', saleStack, 'sales');
    const { map, overlay, setPins } = await renderMarketMap({ pins: [projects.source, sales.source] });

    // The view fits every source's pins.
    const bounds = map.getBounds();
    for (const [lng, lat] of [spot, saleSpot]) expect(bounds.contains([lng, lat])).toBe(true);
    await expect.element(page.getByText('Sales', { exact: true })).toBeInTheDocument();
    await expect.element(page.getByText('Condo', { exact: true })).toBeInTheDocument();

    // Fanned out per kind at the deepest zoom: 42 px for projects, 50 px for sales.
    map.jumpTo({ center: spot, zoom: CLUSTER_MAX_ZOOM + 1 });
    await settled(map);
    const at = screenPoint(map, spot);
    await expect.poll(() => pickPinAt(overlay, at.x, at.y - FAN_OUT_DISTANCE)?.id, { timeout: 10_000 }).toBe(1);
    map.jumpTo({ center: saleSpot });
    await settled(map);
    const saleAt = screenPoint(map, saleSpot);
    await expect
      .poll(() => pickPinAt(overlay, saleAt.x, saleAt.y - FAN_OUT_DISTANCE_SALES)?.id, { timeout: 10_000 })
      .toBe(501);
    const salePin = pickPinAt(overlay, saleAt.x, saleAt.y - FAN_OUT_DISTANCE_SALES)!;
    expect(salePin.source).toBe(sales.source);
    await expect.element(page.getByTestId('map-markers-status')).toHaveTextContent('On the map: 2 sales');

    // A sale's popup links to its profile.
    await clickMap(map, { x: saleAt.x, y: saleAt.y - FAN_OUT_DISTANCE_SALES - PIN_HEIGHT / 2 });
    await expect.element(page.getByRole('link', { name: 'View Sale' })).toHaveAttribute('href', '/database/sale/501');

    // A cluster expands through its own source.
    map.jumpTo({ center: [-79.4484, 43.6516], zoom: 12 });
    await settled(map);
    const clusterAt = screenPoint(map, [-79.4484, 43.6516]);
    const pickCluster = () =>
      (overlay.pickObject({ x: clusterAt.x, y: clusterAt.y, radius: 4, layerIds: [CLUSTER_LAYER_ID] })?.object as
        ClusterMarker | undefined) ?? null;
    await expect.poll(() => pickCluster()?.count, { timeout: 10_000 }).toBe(25);
    const { clusterId } = pickCluster()!;
    await clickMap(map, clusterAt);
    await expect.poll(() => projects.expansionCalls).toEqual([clusterId]);
    expect(sales.expansionCalls).toEqual([]);

    // New results in any one source reset the view.
    const single: TestPin[] = [{ id: 9, lng: -79.2, lat: 43.82, category: 'condo-new' }];
    setPins([superclusterPinSource('projects', single, 'projects-2').source]);
    await expect.poll(() => map.getZoom()).toBeCloseTo(SINGLE_PROJECT_ZOOM, 5);
    await expect.element(page.getByText('Sales', { exact: true })).not.toBeInTheDocument();
  });

  test('market history hides markers and the polygon tools and always shows boundaries', async () => {
    const { source } = superclusterPinSource('projects', SPREAD_PINS);
    const { map, overlay } = await renderMarketMap({ pins: source, mode: 'marketHistory' });
    await settled(map);
    const at = screenPoint(map, [-79.55, 43.8]);
    expect(pickPinAt(overlay, at.x, at.y)).toBeNull();
    expect(overlay.pickObject({ x: at.x, y: at.y, layerIds: [PIN_LAYER_ID, CLUSTER_LAYER_ID] })).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Draw Polygon' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('checkbox', { name: 'Show Boundaries' })).not.toBeInTheDocument();
    expect(renderedAt(map, [-79.6, 43.7], REGION_LINE_LAYER_ID).length).toBeGreaterThan(0);
  });
});

describe('drawing the geoFilter polygon', { timeout: MAP_TEST_TIMEOUT }, () => {
  test('drawing a polygon sets geoFilter and deleting it clears it', async () => {
    const { map, geoFilterChanges } = await renderMarketMap({ pins: null });
    await page.getByRole('button', { name: 'Draw Polygon' }).click();

    const corners: Array<[number, number]> = [
      [-79.5, 43.62],
      [-79.3, 43.62],
      [-79.3, 43.76],
      [-79.5, 43.76],
    ];
    // Each click is placed where the corner is now, as a user aims at what is on screen.
    for (const corner of corners) await clickMapPoint(map, screenPoint(map, corner));
    // Clicking the first point again closes the polygon.
    await clickMapPoint(map, screenPoint(map, corners[0]!));

    await expect.poll(() => geoFilterChanges.length).toBe(1);
    const drawn = geoFilterChanges[0]!;
    expect(drawn).toHaveLength(4);
    drawn.forEach((point, i) => {
      expect(point.lng).toBeCloseTo(corners[i]![0], 2);
      expect(point.lat).toBeCloseTo(corners[i]![1], 2);
    });

    const deleteButton = page.getByRole('button', { name: 'Delete Polygon' });
    await expect.element(deleteButton).toBeEnabled();
    await deleteButton.click();
    expect(geoFilterChanges.at(-1)).toBeNull();
    await expect.element(deleteButton).toBeDisabled();

    // From the keyboard: Enter finishes the polygon being drawn.
    await page.getByRole('button', { name: 'Draw Polygon' }).click();
    for (const corner of corners.slice(0, 3)) await clickMapPoint(map, screenPoint(map, corner));
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => geoFilterChanges.length).toBe(3);
    expect(geoFilterChanges.at(-1)).toHaveLength(3);
  });

  test('a typed polygon applies like a drawn one; bad input is explained and changes nothing', async () => {
    const { map, geoFilterChanges } = await renderMarketMap({ pins: null });
    const open = page.getByRole('button', { name: TYPED_POLYGON_TEXT.open });
    // From the keyboard: the control opens the dialog with focus in the points field.
    (open.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const field = page.getByRole('textbox', { name: TYPED_POLYGON_TEXT.field });
    await expect.element(field).toHaveFocus();
    // Polled: while the dialog fades in, its text's contrast is not yet final.
    await expect.poll(() => axeViolations(), { timeout: 10_000 }).toEqual([]);

    await userEvent.type(field, '43.62, -79.5{Enter}43.62 -79.3{Enter}91, -79.4');
    await page.getByRole('button', { name: TYPED_POLYGON_TEXT.apply }).click();
    await expect.element(page.getByText(TYPED_POLYGON_ERRORS.latitude(3))).toBeVisible();
    expect(geoFilterChanges).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '43.62, -79.5{Enter}43.62, -79.3{Enter}43.76, -79.4');
    await page.getByRole('button', { name: TYPED_POLYGON_TEXT.apply }).click();
    await expect.poll(() => geoFilterChanges.length).toBe(1);
    expect(geoFilterChanges[0]).toEqual([
      { lat: 43.62, lng: -79.5 },
      { lat: 43.62, lng: -79.3 },
      { lat: 43.76, lng: -79.4 },
    ]);
    await expect.element(field).not.toBeInTheDocument();
    await expect.element(open).toHaveFocus();
    await settled(map);
    expect(drawnLayersAt(map, map.project([-79.4, 43.66])).length).toBeGreaterThan(0);

    // Opened again, it shows the polygon in effect; Escape closes it without a change.
    await open.click();
    await expect.element(field).toHaveValue('43.62, -79.5\n43.62, -79.3\n43.76, -79.4');
    await userEvent.keyboard('{Escape}');
    await expect.element(field).not.toBeInTheDocument();
    expect(geoFilterChanges).toHaveLength(1);

    // Points all outside the map's regions: a warning first, applied when confirmed.
    await open.click();
    await userEvent.clear(field);
    await userEvent.type(field, '10, 10{Enter}10, 11{Enter}11, 10');
    await page.getByRole('button', { name: TYPED_POLYGON_TEXT.apply }).click();
    await expect.element(page.getByText(TYPED_POLYGON_TEXT.outsideMap)).toBeVisible();
    expect(geoFilterChanges).toHaveLength(1);
    await page.getByRole('button', { name: TYPED_POLYGON_TEXT.apply }).click();
    await expect.poll(() => geoFilterChanges.length).toBe(2);

    // Clear Polygon in the dialog clears it as Delete Polygon does.
    await open.click();
    await page.getByRole('button', { name: TYPED_POLYGON_TEXT.clear }).click();
    expect(geoFilterChanges.at(-1)).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Delete Polygon' })).toBeDisabled();
  });

  test('a geoFilter from the URL is drawn on the map', async () => {
    const geoFilter = [
      { lat: 43.62, lng: -79.5 },
      { lat: 43.62, lng: -79.3 },
      { lat: 43.76, lng: -79.4 },
    ];
    const { map, geoFilterChanges } = await renderMarketMap({ pins: null, geoFilter });
    await settled(map);
    const inside = map.project([-79.4, 43.66]);
    expect(drawnLayersAt(map, inside).length).toBeGreaterThan(0);
    expect(geoFilterChanges).toEqual([]);
    await expect.element(page.getByRole('button', { name: 'Delete Polygon' })).toBeEnabled();

    // Starting a new polygon and cancelling it keeps the one in effect on the map.
    await page.getByRole('button', { name: 'Draw Polygon' }).click();
    await page.getByRole('button', { name: 'Cancel Drawing' }).click();
    await settled(map);
    expect(drawnLayersAt(map, inside).length).toBeGreaterThan(0);
    expect(geoFilterChanges).toEqual([]);
  });
});
