import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { REGION_LINE_LAYER_ID } from '@src/components/map/boundary-layers';
import { BASEMAP_FALLBACK_WARNING } from '@src/components/map/market-map';
import { LAND_LAYER_ID } from '@src/components/map/offline-style';
import { renderMarketMap } from './map-harness';
import basemapStyleUrl from './basemap-style.json?url';

/** A maplibre render takes seconds on a shared 2-core machine with SwiftShader. */
const MAP_TEST_TIMEOUT = 90_000;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function layerIds(style: { layers: Array<{ id: string }> }): string[] {
  return style.layers.map((layer) => layer.id);
}

/**
 * The colour drawn at a location. WebGL clears its buffer once the frame is shown, so it is read
 * inside the render event, through a 2D copy.
 */
function pixelAt(map: MaplibreMap, lngLat: [number, number]): Promise<[number, number, number]> {
  return new Promise((resolve) => {
    map.once('render', () => {
      const canvas = map.getCanvas();
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d')!;
      context.drawImage(canvas, 0, 0);
      const point = map.project(lngLat);
      const scale = canvas.width / canvas.clientWidth;
      const [red, green, blue] = context.getImageData(point.x * scale, point.y * scale, 1, 1).data;
      resolve([red!, green!, blue!]);
    });
    map.triggerRepaint();
  });
}

describe('a configured basemap style (ARCHITECTURE.md: "a real basemap style URL can be set by configuration")', () => {
  test('the map loads the style from the URL, with the boundaries on top', { timeout: MAP_TEST_TIMEOUT }, async () => {
    const requested: string[] = [];
    const realFetch = window.fetch.bind(window);
    vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
      requested.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    });
    const { map } = await renderMarketMap({ pins: null, basemapStyleUrl });
    const style = map.getStyle();
    expect(style.name).toBe('Marketview test basemap');
    expect(layerIds(style)).toContain('test-basemap-background');
    expect(layerIds(style)).not.toContain(LAND_LAYER_ID);
    expect(layerIds(style)).toContain(REGION_LINE_LAYER_ID);
    expect(requested.some((url) => url.endsWith(basemapStyleUrl))).toBe(true);
    // The style's background (#2a6f97), not the offline land or water, fills the map (away from boundary lines).
    expect(await pixelAt(map, [-79.5, 43.62])).toEqual([0x2a, 0x6f, 0x97]);
  });

  test(
    'a style URL that fails falls back to the offline style with a console warning',
    { timeout: MAP_TEST_TIMEOUT },
    async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const realFetch = window.fetch.bind(window);
      vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/basemap-unreachable/')) return Promise.resolve(new Response('Not Found', { status: 404 }));
        return realFetch(input, init);
      });
      const { map } = await renderMarketMap({ pins: null, basemapStyleUrl: '/basemap-unreachable/style.json' });
      const style = map.getStyle();
      expect(style.name).toBe('Marketview offline');
      expect(layerIds(style)).toContain(LAND_LAYER_ID);
      expect(layerIds(style)).toContain(REGION_LINE_LAYER_ID);
      expect(warn.mock.calls.some(([message]) => message === BASEMAP_FALLBACK_WARNING)).toBe(true);
    },
  );
});
