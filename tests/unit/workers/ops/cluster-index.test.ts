import { describe, expect, it } from 'vitest';
import Supercluster from 'supercluster';
import type { ClusterProperties } from 'supercluster';
import { mulberry32 } from '@bench/synthetic-results';
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  buildClusterTree,
  clusterExpansionZoom,
  clustersIn,
} from '@workers/ops/cluster-index';

/**
 * Pins as the views have them: dense towns around the GTA (many at one address, as a sale's
 * addresses or a tower's units), scattered ones between, a few far off; Float32 as `Pins` keeps them.
 */
function gtaPins(count: number, seed: number): Float32Array {
  const random = mulberry32(seed);
  const towns = Array.from({ length: 40 }, () => [-80.2 + random() * 1.6, 43.3 + random() * 1.0] as const);
  const positions = new Float32Array(count * 2);
  for (let pin = 0; pin < count; pin++) {
    const kind = random();
    let lng: number;
    let lat: number;
    if (kind < 0.7) {
      const [townLng, townLat] = towns[Math.floor(random() * towns.length)]!;
      const spread = random() < 0.5 ? 0.01 : 0.08;
      lng = townLng + (random() - 0.5) * spread;
      lat = townLat + (random() - 0.5) * spread;
    } else if (kind < 0.8 && pin > 0) {
      // The address of an earlier pin.
      const other = Math.floor(random() * pin);
      lng = positions[other * 2]!;
      lat = positions[other * 2 + 1]!;
    } else if (kind < 0.99) {
      lng = -80.5 + random() * 2.5;
      lat = 43 + random() * 1.6;
    } else {
      lng = -179 + random() * 358;
      lat = -80 + random() * 160;
    }
    positions[pin * 2] = lng;
    positions[pin * 2 + 1] = lat;
  }
  return positions;
}

/** Supercluster as the worker used it: one feature per pin, its id the pin's index, no properties. */
function superclusterOf(positions: Float32Array): Supercluster<null> {
  const index = new Supercluster<null>({ maxZoom: CLUSTER_MAX_ZOOM, radius: CLUSTER_RADIUS });
  const features = Array.from({ length: positions.length / 2 }, (_, pin) => ({
    type: 'Feature' as const,
    id: pin,
    properties: null,
    geometry: { type: 'Point' as const, coordinates: [positions[pin * 2]!, positions[pin * 2 + 1]!] },
  }));
  return index.load(features);
}

const BOXES: ReadonlyArray<readonly [number, number, number, number]> = [
  [-180, -85, 180, 85],
  [-80, 43.5, -79, 44],
  [-79.5, 43.6, -79.3, 43.75],
  // Across the antimeridian, and wider than the world.
  [170, -60, -170, 60],
  [-400, -90, 400, 90],
];

describe('the cluster index (cluster-index.ts) gives supercluster its own clusters', () => {
  it.each([
    ['no pins', 0, 1],
    ['one pin', 1, 2],
    ['a town', 300, 3],
    ['a region', 12_000, 4],
  ])('%s: every zoom, box and cluster expansion zoom equal', (_name, count, seed) => {
    const positions = gtaPins(count, seed);
    const reference = superclusterOf(positions);
    const index = buildClusterTree(positions);
    const expanded = new Set<number>();
    for (let zoom = 0; zoom <= CLUSTER_MAX_ZOOM + 2; zoom++) {
      for (const box of BOXES) {
        const expected = reference.getClusters([...box], zoom).map((feature) => {
          const properties = feature.properties as Partial<ClusterProperties> | null;
          const cluster = properties?.cluster === true;
          return {
            lng: feature.geometry.coordinates[0],
            lat: feature.geometry.coordinates[1],
            id: cluster ? properties.cluster_id : feature.id,
            count: cluster ? properties.point_count : 1,
          };
        });
        const entries = clustersIn(index, box, zoom);
        expect(entries).toEqual(expected);
        for (const entry of entries) {
          if (entry.count === 1 || expanded.has(entry.id)) continue;
          expanded.add(entry.id);
          expect(clusterExpansionZoom(index, entry.id)).toBe(reference.getClusterExpansionZoom(entry.id));
        }
      }
    }
    if (count >= 300) expect(expanded.size).toBeGreaterThan(0);
  });

  it('refuses an id that is no cluster, as supercluster does', () => {
    const positions = gtaPins(500, 5);
    const reference = superclusterOf(positions);
    const index = buildClusterTree(positions);
    for (const id of [0, 499, 500, 10 ** 9]) {
      expect(() => reference.getClusterExpansionZoom(id)).toThrow();
      expect(() => clusterExpansionZoom(index, id)).toThrow('No cluster with the specified id.');
    }
  });
});
