/**
 * The engine's fast path for the polygon filter (contract/polygon.ts holds the exact rule).
 */
import { edgeCrossesRay, type PreparedPolygon } from './polygon';

/**
 * A uniform grid over the polygon's bounding box, each cell marked inside, outside or boundary.
 * A cell that no edge's bounding box touches lies wholly on one side, so its centre's ray-cast
 * answer holds for every point in it; only points in boundary cells run the full test. Answers
 * equal `containsPoint` exactly (tested on random points); it pays off on large result sets.
 */
export interface PolygonGrid {
  polygon: PreparedPolygon;
  size: number;
  cellWidth: number;
  cellHeight: number;
  /** 0 outside, 1 inside, 2 boundary. */
  cells: Uint8Array;
  /**
   * Per grid row, the edges whose latitude span meets it (edge i joins vertex i-1 and i):
   * bandEdges[bandStart[r]..bandStart[r + 1]]. Only these can cross a ray cast from that row.
   */
  bandStart: Uint32Array;
  bandEdges: Uint32Array;
}

const OUTSIDE = 0;
export const GRID_INSIDE = 1;
export const GRID_BOUNDARY = 2;

export function preparePolygonGrid(polygon: PreparedPolygon, size = 64): PolygonGrid {
  const cellWidth = (polygon.east - polygon.west) / size;
  const cellHeight = (polygon.north - polygon.south) / size;
  const cells = new Uint8Array(size * size);
  const { xs, ys } = polygon;
  // Edges are widened by a hair so floating-point rounding at a cell border cannot leave a
  // touched cell unmarked.
  const epsilonX = cellWidth * 1e-6;
  const epsilonY = cellHeight * 1e-6;
  const column = (x: number) => Math.min(size - 1, Math.max(0, Math.floor((x - polygon.west) / cellWidth)));
  const row = (y: number) => Math.min(size - 1, Math.max(0, Math.floor((y - polygon.south) / cellHeight)));
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    const c0 = column(Math.min(xs[i]!, xs[j]!) - epsilonX);
    const c1 = column(Math.max(xs[i]!, xs[j]!) + epsilonX);
    const r0 = row(Math.min(ys[i]!, ys[j]!) - epsilonY);
    const r1 = row(Math.max(ys[i]!, ys[j]!) + epsilonY);
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells[r * size + c] = GRID_BOUNDARY;
  }
  // Other cells take their centre's answer, found per grid row with one scanline: the crossings
  // of the row's centre line (same half-open rule as insideRing), sorted, give inside spans.
  const crossings: number[] = [];
  for (let r = 0; r < size; r++) {
    const y = polygon.south + (r + 0.5) * cellHeight;
    crossings.length = 0;
    for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
      const yi = ys[i]!;
      const yj = ys[j]!;
      if (yi > y !== yj > y) crossings.push(((xs[j]! - xs[i]!) * (y - yi)) / (yj - yi) + xs[i]!);
    }
    crossings.sort((a, b) => a - b);
    let next = 0;
    for (let c = 0; c < size; c++) {
      const x = polygon.west + (c + 0.5) * cellWidth;
      while (next < crossings.length && crossings[next]! <= x) next++;
      const index = r * size + c;
      // Crossings strictly right of x: odd means inside (insideRing counts x < crossing).
      if (cells[index] !== GRID_BOUNDARY) cells[index] = (crossings.length - next) % 2 === 1 ? GRID_INSIDE : OUTSIDE;
    }
  }
  const bandStart = new Uint32Array(size + 1);
  const bandLists: number[][] = Array.from({ length: size }, () => []);
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    const r0 = row(Math.min(ys[i]!, ys[j]!) - epsilonY);
    const r1 = row(Math.max(ys[i]!, ys[j]!) + epsilonY);
    for (let r = r0; r <= r1; r++) bandLists[r]!.push(i);
  }
  for (let r = 0; r < size; r++) bandStart[r + 1] = bandStart[r]! + bandLists[r]!.length;
  const bandEdges = Uint32Array.from(bandLists.flat());
  return { polygon, size, cellWidth, cellHeight, cells, bandStart, bandEdges };
}

/** insideRing for a point in grid row `band`, over that row's edges only: the same answer. */
export function insideRingInBand(grid: PolygonGrid, band: number, lng: number, lat: number): boolean {
  const { xs, ys } = grid.polygon;
  const { bandEdges } = grid;
  const last = xs.length - 1;
  let inside = false;
  for (let e = grid.bandStart[band]!, end = grid.bandStart[band + 1]!; e < end; e++) {
    const i = bandEdges[e]!;
    if (edgeCrossesRay(xs, ys, i, i === 0 ? last : i - 1, lng, lat)) inside = !inside;
  }
  return inside;
}

export function gridContainsPoint(grid: PolygonGrid, lng: number, lat: number): boolean {
  const { polygon } = grid;
  if (!(lng >= polygon.west && lng <= polygon.east && lat >= polygon.south && lat <= polygon.north)) return false;
  const c = Math.min(grid.size - 1, Math.floor((lng - polygon.west) / grid.cellWidth));
  const r = Math.min(grid.size - 1, Math.floor((lat - polygon.south) / grid.cellHeight));
  const cell = grid.cells[r * grid.size + c]!;
  if (cell === GRID_BOUNDARY) return insideRingInBand(grid, r, lng, lat);
  return cell === GRID_INSIDE;
}
