/**
 * The geoFilter rules in one module (part 1 §3, §5, §9): the encoding, "a polygon needs more
 * than 2 points" and the value a link or a view step carries for drawn points.
 */
import { describe, expect, it } from 'vitest';
import {
  decodeGeoFilter,
  encodeGeoFilter,
  GEO_FILTER_MARGIN_DEGREES,
  GEO_FILTER_MIN_POINTS,
  geoFilterParam,
  isGeoFilterPolygon,
  type LatLng,
} from '@contract/geo-filter';

const TRIANGLE: LatLng[] = [
  { lat: 43.6, lng: -79.5 },
  { lat: 43.7, lng: -79.4 },
  { lat: 43.6, lng: -79.3 },
];

describe('the polygon rule', () => {
  it('needs more than 2 points (part 1 §9), with the margin of 0.01', () => {
    expect(GEO_FILTER_MIN_POINTS).toBe(3);
    expect(GEO_FILTER_MARGIN_DEGREES).toBe(0.01);
    expect(isGeoFilterPolygon(TRIANGLE)).toBe(true);
    expect(isGeoFilterPolygon(TRIANGLE.slice(0, 2))).toBe(false);
    expect(isGeoFilterPolygon([])).toBe(false);
    expect(isGeoFilterPolygon(null)).toBe(false);
    expect(isGeoFilterPolygon(undefined)).toBe(false);
  });

  it('a 2-point polygon gives no geoFilter value; 3 points give one that decodes back', () => {
    expect(geoFilterParam(TRIANGLE.slice(0, 2))).toBeUndefined();
    expect(geoFilterParam([])).toBeUndefined();
    expect(geoFilterParam(null)).toBeUndefined();
    const value = geoFilterParam(TRIANGLE);
    expect(value).toBe(encodeGeoFilter(TRIANGLE));
    expect(decodeGeoFilter(value)).toEqual(TRIANGLE);
  });

  it('junk values decode to no polygon rather than a wrong one', () => {
    expect(decodeGeoFilter('not-lz-string%%%')).toBeNull();
    expect(decodeGeoFilter(encodeGeoFilter(TRIANGLE).slice(0, 8))).toBeNull();
    const offGlobe = encodeGeoFilter([{ lat: 143, lng: -79 }, ...TRIANGLE]);
    expect(decodeGeoFilter(offGlobe)).toBeNull();
    // A value that decodes but holds 2 points is no polygon filter.
    expect(isGeoFilterPolygon(decodeGeoFilter(encodeGeoFilter(TRIANGLE.slice(0, 2))))).toBe(false);
  });
});
