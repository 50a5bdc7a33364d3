import type { MultiPolygonCoordinates } from './geography-file';

/**
 * The spec's boundary strings (part 1 §3): `boundaries` lists the outer rings, polygons separated
 * by ';', each ring a list of 'lng,lat' pairs separated by spaces. `inner_boundaries` lists the
 * holes in the same polygon order, polygons separated by ';' and the holes of one polygon
 * separated by ':' (an empty entry when a polygon has none).
 */
export interface BoundaryStrings {
  boundaries: string;
  inner_boundaries: string;
}

function ringText(ring: number[][]): string {
  return ring.map(([lng, lat]) => `${lng},${lat}`).join(' ');
}

export function toBoundaryStrings(polygons: MultiPolygonCoordinates): BoundaryStrings {
  return {
    boundaries: polygons.map((rings) => ringText(rings[0] ?? [])).join(';'),
    inner_boundaries: polygons.map((rings) => rings.slice(1).map(ringText).join(':')).join(';'),
  };
}

function parseRing(text: string): number[][] {
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(',').map(Number));
}

/** Inverse of toBoundaryStrings (used by tests and anyone reading the regions tables). */
export function fromBoundaryStrings({ boundaries, inner_boundaries }: BoundaryStrings): MultiPolygonCoordinates {
  if (boundaries === '') return [];
  const holes = inner_boundaries.split(';');
  return boundaries.split(';').map((outer, i) => {
    const holeText = holes[i] ?? '';
    return [parseRing(outer), ...(holeText === '' ? [] : holeText.split(':').map(parseRing))];
  });
}
