import type { StyleSpecification } from 'maplibre-gl';
import type { MapGeography } from './geography-features';
import { LAND_COLOR, WATER_COLOR } from './map-palette';

export const LAND_SOURCE_ID = 'marketview-land';
export const WATER_LAYER_ID = 'marketview-water';
export const LAND_LAYER_ID = 'marketview-land-fill';

/**
 * The basemap used when no style URL is configured: it needs no network (ARCHITECTURE.md "The
 * map without the internet"). Everything is water except the union of the region polygons,
 * which is land; filling every region with one opaque colour draws exactly their union.
 * Boundaries and labels are added on top by the map itself, so they also show on a real
 * basemap.
 */
export function buildOfflineStyle(geography: MapGeography): StyleSpecification {
  return {
    version: 8,
    name: 'Marketview offline',
    sources: {
      [LAND_SOURCE_ID]: { type: 'geojson', data: geography.regions },
    },
    layers: [
      { id: WATER_LAYER_ID, type: 'background', paint: { 'background-color': WATER_COLOR } },
      {
        id: LAND_LAYER_ID,
        type: 'fill',
        source: LAND_SOURCE_ID,
        paint: { 'fill-color': LAND_COLOR, 'fill-antialias': false },
      },
    ],
  };
}
