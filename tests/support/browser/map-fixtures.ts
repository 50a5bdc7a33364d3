import Supercluster, { type ClusterProperties } from 'supercluster';
import type { ClusterResult } from '@contract/engine';
import type { MunicipalityConfig, RegionConfig, SubmarketConfig } from '@contract/geography';
import type { PinKind } from '@src/components/map/pin-icons';
import type { PinSource } from '@src/components/map/pin-source';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from '@src/components/map/map-constants';

type Box = [number, number, number, number];

/** A rectangle in the spec's boundary string format ("lng,lat" pairs separated by spaces). */
function boxBoundary([west, south, east, north]: Box): string {
  return `${west},${south} ${east},${south} ${east},${north} ${west},${north} ${west},${south}`;
}

function unit(id: number, name: string, box: Box) {
  return {
    id,
    name,
    weight: id,
    latitude: (box[1] + box[3]) / 2,
    longitude: (box[0] + box[2]) / 2,
    boundaries: boxBoundary(box),
    inner_boundaries: '',
  };
}

function submarket(id: number, municipalityId: number, name: string, box: Box): SubmarketConfig {
  return { ...unit(id, name, box), municipality_id: municipalityId };
}

function municipality(
  id: number,
  regionId: number,
  name: string,
  box: Box,
  submarkets: SubmarketConfig[],
): MunicipalityConfig {
  return { ...unit(id, name, box), region_id: regionId, submarkets };
}

function region(id: number, name: string, box: Box, municipalities: MunicipalityConfig[]): RegionConfig {
  return { ...unit(id, name, box), region_ids: [id], rentsync_region_ids: [], disable_maps: {}, municipalities };
}

/**
 * Two regions side by side around Toronto's centre, split at lng -79.38: West (one
 * municipality, two submarkets split at lat 43.7) and East (one municipality, one submarket).
 */
export const TEST_REGIONS: RegionConfig[] = [
  region(
    1,
    'West',
    [-79.6, 43.55, -79.38, 43.85],
    [
      municipality(
        11,
        1,
        'West City',
        [-79.6, 43.55, -79.38, 43.85],
        [
          submarket(111, 11, 'West South', [-79.6, 43.55, -79.38, 43.7]),
          submarket(112, 11, 'West North', [-79.6, 43.7, -79.38, 43.85]),
        ],
      ),
    ],
  ),
  region(
    2,
    'East',
    [-79.38, 43.55, -79.16, 43.85],
    [
      municipality(
        21,
        2,
        'East City',
        [-79.38, 43.55, -79.16, 43.85],
        [submarket(211, 21, 'East All', [-79.38, 43.55, -79.16, 43.85])],
      ),
    ],
  ),
];

export interface TestPin {
  id: number;
  lng: number;
  lat: number;
  category: string;
  /** The record's name, answered to the list of pins in view (the engine's `getPinNames`). */
  name?: string;
}

/**
 * A PinSource over real supercluster with the engine's settings (max zoom 16, radius 50), so
 * cluster ids and expansion zooms are those the worker would answer. Calls are recorded.
 */
export function superclusterPinSource(kind: PinKind, pins: readonly TestPin[], resultKey = 'results-1') {
  const categoryNames = [...new Set(pins.map((pin) => pin.category))];
  const index = new Supercluster<{ id: number; row: number; category: number }>({
    maxZoom: CLUSTER_MAX_ZOOM,
    radius: CLUSTER_RADIUS,
  });
  index.load(
    pins.map((pin, row) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [pin.lng, pin.lat] },
      properties: { id: pin.id, row, category: categoryNames.indexOf(pin.category) },
    })),
  );
  const expansionCalls: number[] = [];
  const lngs = pins.map((pin) => pin.lng);
  const lats = pins.map((pin) => pin.lat);
  const source: PinSource = {
    kind,
    resultKey,
    pinCount: pins.length,
    bounds: pins.length ? [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] : null,
    getClusters: async ({ bbox, zoom }) => {
      const features = index.getClusters(bbox, zoom);
      const result: ClusterResult = {
        viewId: 1,
        version: 1,
        positions: new Float32Array(features.length * 2),
        counts: new Uint32Array(features.length),
        ids: new Float64Array(features.length),
        rows: new Int32Array(features.length),
        categories: new Uint16Array(features.length),
        categoryNames,
      };
      features.forEach((feature, i) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        result.positions[i * 2] = lng;
        result.positions[i * 2 + 1] = lat;
        const properties = feature.properties as Partial<ClusterProperties> & {
          id?: number;
          row?: number;
          category?: number;
        };
        if (properties.cluster) {
          result.counts[i] = properties.point_count ?? 0;
          result.ids[i] = properties.cluster_id ?? -1;
          result.rows[i] = -1;
        } else {
          result.counts[i] = 1;
          result.ids[i] = properties.id ?? -1;
          result.rows[i] = properties.row ?? -1;
          result.categories[i] = properties.category ?? 0;
        }
      });
      return result;
    },
    getClusterExpansionZoom: async (clusterId) => {
      expansionCalls.push(clusterId);
      return index.getClusterExpansionZoom(clusterId);
    },
    getPinNames: async (rows) => rows.map((row) => pins[row]?.name ?? null),
  };
  return { source, index, expansionCalls };
}
