import { describe, expect, test } from 'vitest';
import { GEO_FILTER_MAX_POINTS } from '@contract/geo-filter';
import { edgesCross, formatTypedPolygon, parseTypedPolygon } from '@src/components/map/typed-polygon';
import { TYPED_POLYGON_ERRORS } from '@src/components/map/typed-polygon-text';

const TRIANGLE = [
  { lat: 43.7, lng: -79.5 },
  { lat: 43.8, lng: -79.3 },
  { lat: 43.6, lng: -79.2 },
];

describe('a typed polygon (part 1 §4: an entered geoFilter of 3 or more points searches)', () => {
  test('reads one latitude, longitude a line, with commas, spaces, tabs or semicolons, blank lines ignored', () => {
    expect(parseTypedPolygon('43.7, -79.5\n\n43.8 -79.3\r\n43.6\t-79.2\n')).toEqual({ ok: true, points: TRIANGLE });
    expect(parseTypedPolygon('43.7;-79.5\n 43.8 , -79.3 \n+43.6,-79.2,')).toEqual({ ok: true, points: TRIANGLE });
  });

  test('names the line that cannot be read or is out of range', () => {
    expect(parseTypedPolygon('43.7, -79.5\nToronto\n43.6, -79.2')).toEqual({
      ok: false,
      error: TYPED_POLYGON_ERRORS.unreadableLine(2),
    });
    expect(parseTypedPolygon('43.7, -79.5\n43.8, -79.3\n91, -79.2')).toEqual({
      ok: false,
      error: TYPED_POLYGON_ERRORS.latitude(3),
    });
    expect(parseTypedPolygon('43.7, -79.5\n43.8, 180.5\n43.6, -79.2')).toEqual({
      ok: false,
      error: TYPED_POLYGON_ERRORS.longitude(2),
    });
    expect(TYPED_POLYGON_ERRORS.latitude(3)).toBe('Line 3: latitude must be between -90 and 90.');
  });

  test('reads GeoJSON longitude first: a Polygon, a Feature, a ring, the closing point dropped', () => {
    const ring = [...TRIANGLE, TRIANGLE[0]!].map((point) => [point.lng, point.lat]);
    const polygon = { type: 'Polygon', coordinates: [ring] };
    expect(parseTypedPolygon(JSON.stringify(polygon))).toEqual({ ok: true, points: TRIANGLE });
    expect(parseTypedPolygon(JSON.stringify({ type: 'Feature', properties: {}, geometry: polygon }))).toEqual({
      ok: true,
      points: TRIANGLE,
    });
    expect(parseTypedPolygon(JSON.stringify(ring))).toEqual({ ok: true, points: TRIANGLE });
    expect(parseTypedPolygon(JSON.stringify([ring]))).toEqual({ ok: true, points: TRIANGLE });
  });

  test('refuses GeoJSON it cannot read, naming the bad point', () => {
    expect(parseTypedPolygon('{"type": "Point", "coordinates": [1, 2]}')).toEqual({
      ok: false,
      error: TYPED_POLYGON_ERRORS.geoJson,
    });
    expect(parseTypedPolygon('[[-79.5, 43.7], [-79.3, "x"]]')).toEqual({
      ok: false,
      error: TYPED_POLYGON_ERRORS.geoJsonPoint(2),
    });
    // Latitude first by mistake: the longitude -179.5 lands in the latitude place, out of range.
    expect(parseTypedPolygon('[[43.7, -179.5], [43.8, -79.3], [43.6, -79.2]]')).toEqual({
      ok: false,
      error: TYPED_POLYGON_ERRORS.geoJsonPoint(1),
    });
    expect(parseTypedPolygon('{"type": ')).toEqual({ ok: false, error: TYPED_POLYGON_ERRORS.geoJson });
  });

  test('needs 3 different points and at most the server limit', () => {
    expect(parseTypedPolygon('')).toEqual({ ok: false, error: TYPED_POLYGON_ERRORS.empty });
    expect(parseTypedPolygon('43.7, -79.5\n43.8, -79.3')).toEqual({ ok: false, error: TYPED_POLYGON_ERRORS.tooFew });
    expect(parseTypedPolygon('43.7, -79.5\n43.8, -79.3\n43.7, -79.5\n43.8, -79.3')).toEqual({
      ok: false,
      error: TYPED_POLYGON_ERRORS.tooFew,
    });
    // A circle of GEO_FILTER_MAX_POINTS points is accepted, one more is refused.
    const circle = (count: number) =>
      Array.from({ length: count }, (_, index) => {
        const angle = (2 * Math.PI * index) / count;
        return `${(43.7 + 0.1 * Math.sin(angle)).toFixed(6)}, ${(-79.4 + 0.1 * Math.cos(angle)).toFixed(6)}`;
      }).join('\n');
    const atLimit = parseTypedPolygon(circle(GEO_FILTER_MAX_POINTS));
    expect(atLimit.ok && atLimit.points.length).toBe(GEO_FILTER_MAX_POINTS);
    expect(parseTypedPolygon(circle(GEO_FILTER_MAX_POINTS + 1))).toEqual({
      ok: false,
      error: TYPED_POLYGON_ERRORS.tooMany,
    });
  });

  test('refuses an outline whose edges cross (a bow tie), accepts a concave one', () => {
    const bowTie = '43.6, -79.5\n43.8, -79.3\n43.6, -79.3\n43.8, -79.5';
    expect(parseTypedPolygon(bowTie)).toEqual({ ok: false, error: TYPED_POLYGON_ERRORS.crossing });
    const concave = '43.6, -79.5\n43.8, -79.5\n43.7, -79.4\n43.8, -79.3\n43.6, -79.3';
    expect(parseTypedPolygon(concave).ok).toBe(true);
    expect(edgesCross(TRIANGLE)).toBe(false);
  });

  test('formats points one a line, the way it reads them back', () => {
    const text = formatTypedPolygon(TRIANGLE);
    expect(text).toBe('43.7, -79.5\n43.8, -79.3\n43.6, -79.2');
    expect(parseTypedPolygon(text)).toEqual({ ok: true, points: TRIANGLE });
    expect(formatTypedPolygon(null)).toBe('');
  });
});
