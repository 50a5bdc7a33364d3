import { GEO_FILTER_MAX_POINTS, GEO_FILTER_MIN_POINTS, type LatLng } from '@contract/geo-filter';
import { TYPED_POLYGON_ERRORS } from './typed-polygon-text';

/**
 * A geoFilter polygon typed or pasted by the user (part 1 §4, part 2 §5): one `latitude,
 * longitude` a line, or GeoJSON (longitude first). Checked as the server checks a geoFilter
 * (3 to GEO_FILTER_MAX_POINTS points in range) and, beyond it, for edges that cross, which
 * drawing cannot produce but typing can.
 */
export type TypedPolygon = { ok: true; points: LatLng[] } | { ok: false; error: string };

const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)`;
const POINT_LINE = new RegExp(String.raw`^\s*(${NUMBER})\s*(?:[,;\t]|\s)\s*(${NUMBER})\s*,?\s*$`);

function inRange(point: LatLng): boolean {
  return Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180;
}

function fail(error: string): TypedPolygon {
  return { ok: false, error };
}

export function parseTypedPolygon(text: string): TypedPolygon {
  const trimmed = text.trim();
  if (trimmed === '') return fail(TYPED_POLYGON_ERRORS.empty);
  const read = trimmed.startsWith('{') || trimmed.startsWith('[') ? readGeoJson(trimmed) : readLines(text);
  return read.ok ? checkPolygon(read.points) : read;
}

function readLines(text: string): TypedPolygon {
  const points: LatLng[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    const match = POINT_LINE.exec(line);
    if (!match) return fail(TYPED_POLYGON_ERRORS.unreadableLine(index + 1));
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    if (Math.abs(lat) > 90) return fail(TYPED_POLYGON_ERRORS.latitude(index + 1));
    if (Math.abs(lng) > 180) return fail(TYPED_POLYGON_ERRORS.longitude(index + 1));
    points.push({ lat, lng });
  }
  return { ok: true, points };
}

/** The outer ring of a GeoJSON Polygon, a Feature holding one, or a bare coordinates list. */
function outerRing(value: unknown): unknown[] | null {
  if (Array.isArray(value)) {
    // [[lng, lat], ...] or [[[lng, lat], ...], ...holes]
    return Array.isArray(value[0]) && Array.isArray(value[0][0]) ? (value[0] as unknown[]) : value;
  }
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (record['type'] === 'Feature') return outerRing(record['geometry']);
  if (record['type'] === 'Polygon') return outerRing(record['coordinates']);
  return null;
}

function readGeoJson(text: string): TypedPolygon {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail(TYPED_POLYGON_ERRORS.geoJson);
  }
  const ring = outerRing(parsed);
  if (ring === null) return fail(TYPED_POLYGON_ERRORS.geoJson);
  const points: LatLng[] = [];
  for (let index = 0; index < ring.length; index++) {
    const entry = ring[index];
    const [lng, lat] = Array.isArray(entry) ? (entry as unknown[]) : [];
    const point = { lat: Number(lat), lng: Number(lng) };
    if (typeof lat !== 'number' || typeof lng !== 'number' || !inRange(point))
      return fail(TYPED_POLYGON_ERRORS.geoJsonPoint(index + 1));
    points.push(point);
  }
  return { ok: true, points };
}

function samePoint(a: LatLng, b: LatLng): boolean {
  return a.lat === b.lat && a.lng === b.lng;
}

function checkPolygon(read: LatLng[]): TypedPolygon {
  // A closed ring repeats its first point (GeoJSON always does); the geoFilter lists each once.
  const points = read.length > 1 && samePoint(read[0]!, read[read.length - 1]!) ? read.slice(0, -1) : read;
  const distinct = new Set(points.map((point) => `${point.lat},${point.lng}`));
  if (distinct.size < GEO_FILTER_MIN_POINTS) return fail(TYPED_POLYGON_ERRORS.tooFew);
  if (points.length > GEO_FILTER_MAX_POINTS) return fail(TYPED_POLYGON_ERRORS.tooMany);
  if (edgesCross(points)) return fail(TYPED_POLYGON_ERRORS.crossing);
  return { ok: true, points };
}

/** Orientation of c against the line a-b: > 0 left, < 0 right, 0 on it. */
function orientation(a: LatLng, b: LatLng, c: LatLng): number {
  return (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
}

/** Two edges cross properly (each one's ends on opposite sides of the other). */
function segmentsCross(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

/** Any two edges that do not share a point cross: the outline is not a simple polygon. */
export function edgesCross(points: readonly LatLng[]): boolean {
  const count = points.length;
  for (let i = 0; i < count; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % count]!;
    // Edges i and i+1 share a point, and so do the last and the first.
    for (let j = i + 2; j < count; j++) {
      if (i === 0 && j === count - 1) continue;
      if (segmentsCross(a, b, points[j]!, points[(j + 1) % count]!)) return true;
    }
  }
  return false;
}

/** The points as the dialog shows them: one `latitude, longitude` a line. */
export function formatTypedPolygon(points: readonly LatLng[] | null): string {
  return (points ?? []).map((point) => `${point.lat}, ${point.lng}`).join('\n');
}
