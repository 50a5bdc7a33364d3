import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The dissolved GTA geography committed as `geo/gta-geography.json` (built once by
 * `build-geography.ts` from the census tracts and `gta-places.csv`). Ids are stable: they follow
 * the row order of gta-places.csv.
 */

/** GeoJSON MultiPolygon coordinates: polygons > rings (outer first, then holes) > [lng, lat]. */
export type MultiPolygonCoordinates = number[][][][];

export interface GeoPlace {
  id: number;
  name: string;
  weight: number;
  latitude: number;
  longitude: number;
  polygons: MultiPolygonCoordinates;
}

export interface GeoSuperRegion {
  id: number;
  name: string;
  weight: number;
}

export interface GeoRegion extends GeoPlace {
  superRegionId: number;
}

export interface GeoMunicipality extends GeoPlace {
  regionId: number;
}

export interface GeoSubmarket extends GeoPlace {
  municipalityId: number;
  regionId: number;
  tractCount: number;
}

export interface GtaGeography {
  source: string;
  superRegions: GeoSuperRegion[];
  regions: GeoRegion[];
  municipalities: GeoMunicipality[];
  submarkets: GeoSubmarket[];
}

export const GEOGRAPHY_FILE = fileURLToPath(new URL('./geo/gta-geography.json', import.meta.url));

let cached: GtaGeography | undefined;

export function loadGeography(): GtaGeography {
  cached ??= JSON.parse(readFileSync(GEOGRAPHY_FILE, 'utf8')) as GtaGeography;
  return cached;
}
