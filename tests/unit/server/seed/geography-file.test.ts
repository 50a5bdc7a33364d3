import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fromBoundaryStrings, toBoundaryStrings } from '@server/seed/boundary-format';
import { loadGeography } from '@server/seed/geography-file';
import { parsePlacesCsv } from '@server/seed/places-csv';
import { containsPoint } from '@server/seed/point-in-area';

const geoDir = new URL('../../../../server/seed/geo/', import.meta.url);
const places = parsePlacesCsv(readFileSync(fileURLToPath(new URL('gta-places.csv', geoDir)), 'utf8'));
const geography = loadGeography();
const tractCount = ['toronto', 'oshawa', 'hamilton'].reduce((sum, cma) => {
  const text = readFileSync(fileURLToPath(new URL(`census-tracts-2021-cma-${cma}.geojson`, geoDir)), 'utf8');
  return sum + (JSON.parse(text) as { features: unknown[] }).features.length;
}, 0);

describe('committed GTA geography (geo/gta-geography.json)', () => {
  it('has every place of gta-places.csv with its parents, in CSV order', () => {
    expect(geography.submarkets.map((s) => s.name)).toEqual(places.map((p) => p.submarket));
    for (const [i, place] of places.entries()) {
      const submarket = geography.submarkets[i];
      const municipality = geography.municipalities.find((m) => m.id === submarket?.municipalityId);
      const region = geography.regions.find((r) => r.id === municipality?.regionId);
      const superRegion = geography.superRegions.find((s) => s.id === region?.superRegionId);
      expect([superRegion?.name, region?.name, municipality?.name]).toEqual([
        place.superRegion,
        place.region,
        place.municipality,
      ]);
      expect(submarket?.regionId).toBe(region?.id);
      expect([submarket?.latitude, submarket?.longitude]).toEqual([place.latitude, place.longitude]);
    }
    expect(new Set(places.map((p) => p.region)).size).toBe(geography.regions.length);
    expect(new Set(places.map((p) => `${p.region}/${p.municipality}`)).size).toBe(geography.municipalities.length);
  });

  it('keeps ids stable: regions 1.., municipalities 101.., submarkets 1001.. in CSV order', () => {
    expect(geography.regions.map((r) => r.id)).toEqual(geography.regions.map((_, i) => i + 1));
    expect(geography.municipalities.map((m) => m.id)).toEqual(geography.municipalities.map((_, i) => 101 + i));
    expect(geography.submarkets.map((s) => s.id)).toEqual(geography.submarkets.map((_, i) => 1001 + i));
  });

  it('assigns every census tract to a submarket', () => {
    expect(geography.submarkets.reduce((sum, s) => sum + s.tractCount, 0)).toBe(tractCount);
    expect(geography.submarkets.every((s) => s.tractCount > 0)).toBe(true);
  });

  it('has non-empty polygons with closed rings of at least 4 points, rounded to 5 decimals', () => {
    const problems: string[] = [];
    for (const place of [...geography.regions, ...geography.municipalities, ...geography.submarkets]) {
      if (place.polygons.length === 0) problems.push(`${place.name}: no polygon`);
      for (const rings of place.polygons) {
        for (const ring of rings) {
          const [firstLng, firstLat] = ring[0] ?? [];
          const [lastLng, lastLat] = ring[ring.length - 1] ?? [];
          if (ring.length < 4) problems.push(`${place.name}: ring of ${ring.length} points`);
          if (firstLng !== lastLng || firstLat !== lastLat) problems.push(`${place.name}: open ring`);
          for (const [lng = NaN, lat = NaN] of ring) {
            const rounded = Math.round(lng * 1e5) / 1e5 === lng && Math.round(lat * 1e5) / 1e5 === lat;
            const inGta = lng > -81 && lng < -78 && lat > 42.8 && lat < 44.6;
            if (!rounded || !inGta) problems.push(`${place.name}: point ${lng},${lat}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('puts downtown Toronto inside the Downtown Core polygon and not inside Hamilton', () => {
    const downtown = geography.submarkets.find((s) => s.name === 'Downtown Core');
    const hamilton = geography.regions.find((r) => r.name === 'Hamilton');
    expect(downtown && containsPoint(downtown.polygons, -79.3817, 43.6487)).toBe(true);
    expect(hamilton && containsPoint(hamilton.polygons, -79.3817, 43.6487)).toBe(false);
  });

  it('round-trips the spec boundary strings, holes included', () => {
    for (const place of geography.municipalities) {
      expect(fromBoundaryStrings(toBoundaryStrings(place.polygons))).toEqual(place.polygons);
    }
    const withHole = [
      [
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 0],
        ],
        [
          [1, 1],
          [2, 1],
          [2, 2],
          [1, 1],
        ],
      ],
      [
        [
          [5, 5],
          [6, 5],
          [6, 6],
          [5, 5],
        ],
      ],
    ];
    const strings = toBoundaryStrings(withHole);
    expect(strings).toEqual({ boundaries: '0,0 4,0 4,4 0,0;5,5 6,5 6,6 5,5', inner_boundaries: '1,1 2,1 2,2 1,1;' });
    expect(fromBoundaryStrings(strings)).toEqual(withHole);
  });
});
