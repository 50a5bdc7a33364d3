import type { MultiPolygon, Position } from 'geojson';

/**
 * Parser for the region configuration's boundary strings (part 1 §3): `boundaries` holds
 * polygons separated by ";", each a list of "lng,lat" pairs separated by spaces;
 * `inner_boundaries` holds the holes, separated by ":".
 */

const POLYGON_SEPARATOR = ';';
const HOLE_SEPARATOR = ':';

/** Reads one ring; pairs that are not two finite numbers are skipped, not guessed at. */
export function parseRing(text: string): Position[] {
  const ring: Position[] = [];
  for (const pair of text.trim().split(/\s+/)) {
    if (pair === '') continue;
    const [lngText, latText] = pair.split(',');
    const lng = Number(lngText);
    const lat = Number(latText);
    if (lngText === undefined || latText === undefined || !Number.isFinite(lng) || !Number.isFinite(lat)) continue;
    ring.push([lng, lat]);
  }
  return closeRing(ring);
}

/** GeoJSON rings repeat their first position at the end; the source strings may not. */
function closeRing(ring: Position[]): Position[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first === undefined || last === undefined) return ring;
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push([first[0]!, first[1]!]);
  return ring;
}

/** A ring needs three distinct positions plus the closing one to enclose an area. */
function enclosesArea(ring: Position[]): boolean {
  return ring.length >= 4;
}

/** Ray casting, enough to decide which outer ring a hole belongs to. */
export function ringContains(ring: readonly Position[], [x, y]: Position): boolean {
  if (x === undefined || y === undefined) return false;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

function parseHoles(text: string): Position[][] {
  return text.split(HOLE_SEPARATOR).map(parseRing).filter(enclosesArea);
}

/**
 * Builds a MultiPolygon from a unit's boundary strings. `inner_boundaries` lists the holes in
 * polygon order (polygons separated by ";", holes of one polygon by ":"); when its polygon
 * count does not match, each hole goes to the first outer ring that contains it instead, and a
 * hole inside no outer ring is dropped (it cannot cut anything).
 * Returns null when nothing encloses an area, so callers can leave the unit out of the map.
 */
export function parseBoundaries(boundaries: string, innerBoundaries = ''): MultiPolygon | null {
  const outerTexts = boundaries.split(POLYGON_SEPARATOR);
  const holeTexts = innerBoundaries.split(POLYGON_SEPARATOR);
  const holesByPolygon = holeTexts.length === outerTexts.length;
  const polygons: Position[][][] = [];
  const strayHoles: Position[][] = holesByPolygon ? [] : holeTexts.flatMap(parseHoles);
  outerTexts.forEach((outerText, index) => {
    const outer = parseRing(outerText);
    if (!enclosesArea(outer)) return;
    polygons.push([outer, ...(holesByPolygon ? parseHoles(holeTexts[index]!) : [])]);
  });
  if (polygons.length === 0) return null;
  for (const hole of strayHoles) {
    const owner = polygons.find((polygon) => ringContains(polygon[0]!, hole[0]!));
    owner?.push(hole);
  }
  return { type: 'MultiPolygon', coordinates: polygons };
}
