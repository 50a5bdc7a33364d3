import { GEO_FILTER_MAX_POINTS, GEO_FILTER_MIN_POINTS, type LatLng } from '@contract/geo-filter';
import { CLOSE_ON_FIRST_POINT_PX } from './map-keyboard-constants';
import { edgesCross } from './typed-polygon';
import { TYPED_POLYGON_ERRORS } from './typed-polygon-text';

/**
 * Drawing the geoFilter polygon with the keyboard (beyond the spec, WCAG 2.1.1): the points are
 * placed at a crosshair in the map's centre while the arrow keys move the map. What Enter does at
 * the crosshair, and whether the points make a polygon, are decided here; the result is the same
 * list of points a mouse drawing gives, applied the same way (contract/geo-filter.ts).
 */

export type EnterAction = 'add' | 'finish' | 'duplicate';

/**
 * Enter on the first point closes the polygon (as clicking it does) once there are enough points;
 * Enter where the last point already is adds nothing.
 */
export function enterAction(
  points: readonly LatLng[],
  crosshair: LatLng,
  pixelDistance: (a: LatLng, b: LatLng) => number,
): EnterAction {
  const first = points[0];
  if (
    first !== undefined &&
    points.length >= GEO_FILTER_MIN_POINTS &&
    pixelDistance(first, crosshair) <= CLOSE_ON_FIRST_POINT_PX
  )
    return 'finish';
  const last = points.at(-1);
  if (last !== undefined && pixelDistance(last, crosshair) < 1) return 'duplicate';
  return 'add';
}

/** Why the points cannot close into the polygon filter, or null when they can. */
export function polygonProblem(points: readonly LatLng[]): string | null {
  if (new Set(points.map((point) => `${point.lat},${point.lng}`)).size < GEO_FILTER_MIN_POINTS)
    return TYPED_POLYGON_ERRORS.tooFew;
  if (points.length > GEO_FILTER_MAX_POINTS) return TYPED_POLYGON_ERRORS.tooMany;
  if (edgesCross(points)) return TYPED_POLYGON_ERRORS.crossing;
  return null;
}
