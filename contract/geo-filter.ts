import * as lzModule from 'lz-string';

// lz-string is CommonJS without detectable named exports: Node's ESM loader (benchmarks, unit
// tests) exposes it only as `default`, while bundlers expose the functions directly.
const lz = (lzModule as typeof lzModule & { default?: typeof lzModule }).default ?? lzModule;

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * The `geoFilter` query parameter (part 1 §3, §7): the drawn polygon's points as a JSON list of
 * `[lat, lng]` pairs, lz-string compressed for a URL. Shared by the map (which writes it) and
 * the worker (which filters with it), so both read one format.
 */
export function encodeGeoFilter(points: readonly LatLng[]): string {
  return lz.compressToEncodedURIComponent(JSON.stringify(points.map((point) => [point.lat, point.lng])));
}

function toLatLng(entry: unknown): LatLng | null {
  if (Array.isArray(entry) && entry.length === 2) {
    const [lat, lng] = entry as unknown[];
    if (typeof lat === 'number' && typeof lng === 'number') return { lat, lng };
    return null;
  }
  if (entry !== null && typeof entry === 'object') {
    const { lat, lng } = entry as Record<string, unknown>;
    if (typeof lat === 'number' && typeof lng === 'number') return { lat, lng };
  }
  return null;
}

/** A point is a finite latitude within ±90 and longitude within ±180. */
export function isPlausiblePoint(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180
  );
}

/**
 * Reads a `geoFilter` value; `{lat, lng}` objects are accepted too. Anything that does not
 * decode to a list of valid points gives null (a shared URL may be truncated or edited).
 */
export function decodeGeoFilter(value: string | null | undefined): LatLng[] | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(lz.decompressFromEncodedURIComponent(value) ?? '');
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const points: LatLng[] = [];
  for (const entry of parsed) {
    const point = toLatLng(entry);
    if (point === null || !isPlausiblePoint(point)) return null;
    points.push(point);
  }
  return points;
}

/** Part 1 §9: a polygon needs more than 2 points to filter; fewer is no polygon. */
export const GEO_FILTER_MIN_POINTS = 3;

/** The most points a geoFilter polygon may have: the server refuses more (a URL and a test per row stay bounded). */
export const GEO_FILTER_MAX_POINTS = 1_000;

/** Part 1 §9: the point-in-polygon test's margin, in degrees. */
export const GEO_FILTER_MARGIN_DEGREES = 0.01;

/** True when the points make a polygon filter (more than 2 points, part 1 §5, §9). */
export function isGeoFilterPolygon(points: readonly LatLng[] | null | undefined): points is readonly LatLng[] {
  return points !== null && points !== undefined && points.length >= GEO_FILTER_MIN_POINTS;
}

/**
 * The `geoFilter` query value of drawn points: their encoding when they make a polygon (more
 * than 2 points, part 1 §5, §9), none otherwise, so a link or a view step never carries a
 * polygon that filters nothing.
 */
export function geoFilterParam(points: readonly LatLng[] | null | undefined): string | undefined {
  return isGeoFilterPolygon(points) ? encodeGeoFilter(points) : undefined;
}
