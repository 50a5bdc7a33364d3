/**
 * The geographic polygon filter (part 1 §5, §9; part 2 §5): a polygon counts only with more than
 * 2 points. A bounding-box prefilter followed by a tight even-odd ray-casting test, checked
 * against @turf/boolean-point-in-polygon in tests/unit/contract/polygon.test.ts. One rule for the
 * engine's client filter and the server's market data (part 2 §5).
 *
 * The spec's margin of 0.01 (degrees) widens the bounding box of the prefilter. The prefilter
 * only skips points that cannot be inside, and the widening keeps floating-point noise at the
 * polygon's extreme vertices from ever skipping a point the tight test would accept; the
 * decision itself is the exact ray-casting result, so it agrees with turf.
 */
import { GEO_FILTER_MARGIN_DEGREES, type LatLng } from './geo-filter';

export interface PreparedPolygon {
  /** Vertex longitudes (x) and latitudes (y); the ring is closed implicitly. */
  xs: Float64Array;
  ys: Float64Array;
  west: number;
  south: number;
  east: number;
  north: number;
}

export function preparePolygon(points: readonly LatLng[], margin = GEO_FILTER_MARGIN_DEGREES): PreparedPolygon {
  // A ring given closed (last point = first) is the same polygon; drop the duplicate.
  const last = points[points.length - 1]!;
  const closed = points.length > 1 && last.lat === points[0]!.lat && last.lng === points[0]!.lng;
  const count = closed ? points.length - 1 : points.length;
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let i = 0; i < count; i++) {
    const point = points[i]!;
    xs[i] = point.lng;
    ys[i] = point.lat;
    if (point.lng < west) west = point.lng;
    if (point.lng > east) east = point.lng;
    if (point.lat < south) south = point.lat;
    if (point.lat > north) north = point.lat;
  }
  return { xs, ys, west: west - margin, south: south - margin, east: east + margin, north: north + margin };
}

export function insideBoundingBox(polygon: PreparedPolygon, lng: number, lat: number): boolean {
  return lng >= polygon.west && lng <= polygon.east && lat >= polygon.south && lat <= polygon.north;
}

/**
 * Whether the edge from vertex j to vertex i crosses the horizontal ray from (lng, lat) towards
 * +x: the step of even-odd ray casting (W. R. Franklin's PNPOLY), half-open in latitude so a ray
 * through a vertex counts once.
 */
export function edgeCrossesRay(xs: Float64Array, ys: Float64Array, i: number, j: number, lng: number, lat: number) {
  const yi = ys[i]!;
  const yj = ys[j]!;
  if (yi > lat === yj > lat) return false;
  const xi = xs[i]!;
  return lng < ((xs[j]! - xi) * (lat - yi)) / (yj - yi) + xi;
}

/** Even-odd ray casting over every edge. */
export function insideRing(polygon: PreparedPolygon, lng: number, lat: number): boolean {
  const { xs, ys } = polygon;
  const count = xs.length;
  let inside = false;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    if (edgeCrossesRay(xs, ys, i, j, lng, lat)) inside = !inside;
  }
  return inside;
}

export function containsPoint(polygon: PreparedPolygon, lng: number, lat: number): boolean {
  if (Number.isNaN(lng) || Number.isNaN(lat)) return false;
  return insideBoundingBox(polygon, lng, lat) && insideRing(polygon, lng, lat);
}
