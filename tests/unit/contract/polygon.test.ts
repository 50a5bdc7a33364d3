import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '@bench/synthetic-results';
import type { LatLng } from '@contract/geo-filter';
import { encodeGeoFilter, GEO_FILTER_MARGIN_DEGREES as POLYGON_MARGIN_DEGREES } from '@contract/geo-filter';
import { containsPoint, insideBoundingBox, preparePolygon } from '@contract/polygon';
import { gridContainsPoint, preparePolygonGrid } from '@contract/polygon-grid';
import { decodeClientParams } from '@contract/client-params';

function turfInside(points: LatLng[], lat: number, lng: number): boolean {
  const ring = points.map((point) => [point.lng, point.lat]);
  ring.push([points[0]!.lng, points[0]!.lat]);
  return booleanPointInPolygon([lng, lat], { type: 'Polygon', coordinates: [ring] });
}

/** A random simple (star-shaped) polygon around a centre, like a hand-drawn lasso. */
function randomPolygon(random: () => number, vertices: number): LatLng[] {
  const centre = { lat: 43.5 + random(), lng: -80 + random() * 1.5 };
  return Array.from({ length: vertices }, (_, i) => {
    const angle = (i / vertices) * Math.PI * 2;
    const radius = 0.05 + random() * 0.4;
    return { lat: centre.lat + radius * Math.sin(angle), lng: centre.lng + radius * Math.cos(angle) };
  });
}

describe('polygon containment', () => {
  it('agrees with @turf/boolean-point-in-polygon on random polygons and points', () => {
    const random = mulberry32(42);
    let checked = 0;
    let insideCount = 0;
    for (let p = 0; p < 40; p++) {
      const points = randomPolygon(random, 3 + Math.floor(random() * 60));
      const polygon = preparePolygon(points);
      const grid = preparePolygonGrid(polygon);
      for (let i = 0; i < 500; i++) {
        const lat = polygon.south - 0.05 + random() * (polygon.north - polygon.south + 0.1);
        const lng = polygon.west - 0.05 + random() * (polygon.east - polygon.west + 0.1);
        const expected = turfInside(points, lat, lng);
        expect(containsPoint(polygon, lng, lat)).toBe(expected);
        expect(gridContainsPoint(grid, lng, lat)).toBe(expected);
        checked++;
        if (expected) insideCount++;
      }
    }
    expect(checked).toBe(20_000);
    // Both outcomes are well represented, so agreement is not trivial.
    expect(insideCount).toBeGreaterThan(3000);
    expect(checked - insideCount).toBeGreaterThan(3000);
  });

  it('agrees with turf on concave and self-touching shapes (turf README examples rebuilt: its test fixtures are not shipped in node_modules)', () => {
    // A "U" shape: the notch is outside.
    const u: LatLng[] = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 3 },
      { lat: 3, lng: 3 },
      { lat: 3, lng: 2 },
      { lat: 1, lng: 2 },
      { lat: 1, lng: 1 },
      { lat: 3, lng: 1 },
      { lat: 3, lng: 0 },
    ];
    const polygon = preparePolygon(u);
    for (const [lat, lng] of [
      [2, 1.5],
      [0.5, 1.5],
      [2, 0.5],
      [2, 2.5],
      [3.5, 1.5],
      [-0.2, 1],
    ] as const) {
      expect(containsPoint(polygon, lng, lat)).toBe(turfInside(u, lat, lng));
    }
    expect(containsPoint(polygon, 1.5, 2)).toBe(false);
    expect(containsPoint(polygon, 1.5, 0.5)).toBe(true);
  });

  it('widens only the bounding-box prefilter by the 0.01 margin; the tight test decides', () => {
    const square: LatLng[] = [
      { lat: 43, lng: -80 },
      { lat: 43, lng: -79 },
      { lat: 44, lng: -79 },
      { lat: 44, lng: -80 },
    ];
    const polygon = preparePolygon(square);
    expect(POLYGON_MARGIN_DEGREES).toBe(0.01);
    expect(polygon.west).toBeCloseTo(-80.01, 12);
    expect(polygon.north).toBeCloseTo(44.01, 12);
    // Within the margin: the prefilter lets it through, the ray cast rejects it.
    expect(insideBoundingBox(polygon, -79.995, 44.005)).toBe(true);
    expect(containsPoint(polygon, -79.995, 44.005)).toBe(false);
    // Beyond the margin: rejected by the prefilter alone.
    expect(insideBoundingBox(polygon, -79.5, 44.02)).toBe(false);
    expect(containsPoint(polygon, -79.5, 43.999)).toBe(true);
    // A closed ring (first point repeated) is the same polygon.
    const closed = preparePolygon([...square, square[0]!]);
    expect(closed.xs.length).toBe(4);
  });

  it('a polygon filter counts only with more than 2 points', () => {
    const two = encodeGeoFilter([
      { lat: 43, lng: -79 },
      { lat: 44, lng: -80 },
    ]);
    expect(decodeClientParams({ geoFilter: two }, undefined).predicates).toEqual([]);
    const three = encodeGeoFilter([
      { lat: 43, lng: -79 },
      { lat: 44, lng: -80 },
      { lat: 44, lng: -79 },
    ]);
    const decoded = decodeClientParams({ geoFilter: three }, undefined);
    expect(decoded.predicates.map((predicate) => predicate.kind)).toEqual(['polygon']);
    expect(decoded.polygon).toHaveLength(3);
  });
});
