import { afterEach, describe, expect, test } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { parseBoundaries } from '@src/components/map/boundary-format';
import { REGION_LINE_LAYER_ID } from '@src/components/map/boundary-layers';
import { buildMapGeography } from '@src/components/map/geography-features';
import { LAND_LAYER_ID, WATER_LAYER_ID } from '@src/components/map/offline-style';
import { toBoundaryStrings } from '@server/seed/boundary-format';
import { GTA_GEOGRAPHY, GTA_REGIONS } from './gta-regions';
import { renderMarketMap } from './map-harness';

afterEach(() => cleanup());

describe('the demo GTA geography', { timeout: 90_000 }, () => {
  test('every unit reads back from the server boundary strings with its holes', () => {
    const places = [...GTA_GEOGRAPHY.regions, ...GTA_GEOGRAPHY.municipalities, ...GTA_GEOGRAPHY.submarkets];
    for (const place of places) {
      const { boundaries, inner_boundaries } = toBoundaryStrings(place.polygons);
      expect(parseBoundaries(boundaries, inner_boundaries)?.coordinates, place.name).toEqual(place.polygons);
    }
  });

  // How long the build takes is a benchmark (bench/map-geography.ts), not a timed assertion here.
  test('builds 8 regions, 32 municipalities and 75 submarkets', () => {
    const geography = buildMapGeography(GTA_REGIONS);
    expect(geography.regions.features).toHaveLength(8);
    expect(geography.municipalities.features).toHaveLength(32);
    expect(geography.submarkets.features).toHaveLength(75);
  });

  test('draws it offline: Lake Ontario is water, Toronto is land with its boundary', async () => {
    const { map } = await renderMarketMap({ pins: null, regions: GTA_REGIONS });
    const lake = map.project([-79.3, 43.5]);
    expect(map.queryRenderedFeatures(lake, { layers: [LAND_LAYER_ID] })).toEqual([]);
    expect(map.getStyle().layers[0]?.id).toBe(WATER_LAYER_ID);
    const downtown = map.project([-79.3832, 43.6532]);
    expect(map.queryRenderedFeatures(downtown, { layers: [LAND_LAYER_ID] }).map((f) => f.properties['name'])).toEqual([
      'Toronto',
    ]);
    const lines = map.queryRenderedFeatures(
      [
        [0, 0],
        [map.getCanvas().clientWidth, map.getCanvas().clientHeight],
      ],
      { layers: [REGION_LINE_LAYER_ID] },
    );
    expect(new Set(lines.map((f) => f.properties['name']))).toContain('Toronto');
  });
});
