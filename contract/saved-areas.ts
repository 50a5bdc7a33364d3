import { GEO_FILTER_MAX_POINTS, GEO_FILTER_MIN_POINTS, isPlausiblePoint, type LatLng } from './geo-filter';
import { SAVED_VIEW_LIMIT, SAVED_VIEW_NAME_MAX_LENGTH, savedViewName } from './saved-views';

/**
 * Saved areas (beyond the spec): a subscriber names a drawn or typed polygon and reuses it on
 * every map page (Map Search, the project, rental and sales searches), alone or combined with
 * submarkets and municipalities (contract/area-selection.ts). Stored on the server per account,
 * with the limit and the name rules of saved views (contract/saved-views.ts).
 */

/** Relative to /api/v1: GET lists, POST saves; `/{id}` PATCH renames, DELETE deletes. */
export const SAVED_AREAS_PATH = '/saved-areas';

/** How many areas an account keeps: the saved views' limit. */
export const SAVED_AREA_LIMIT = SAVED_VIEW_LIMIT;
export const SAVED_AREA_NAME_MAX_LENGTH = SAVED_VIEW_NAME_MAX_LENGTH;
/** An area is a geoFilter polygon: the same least and most points (contract/geo-filter.ts). */
export const SAVED_AREA_MIN_POINTS = GEO_FILTER_MIN_POINTS;
export const SAVED_AREA_MAX_POINTS = GEO_FILTER_MAX_POINTS;

export interface SavedArea {
  id: number;
  name: string;
  /** The polygon's points, each once (the ring is closed implicitly). */
  points: LatLng[];
  /** ISO time of the save or the last rename. */
  savedAt: string;
}

export interface SavedAreasResponse {
  areas: SavedArea[];
}

/** POST body. */
export interface SaveAreaRequest {
  name: string;
  points: LatLng[];
}

/** PATCH body. */
export interface RenameAreaRequest {
  name: string;
}

export const SAVED_AREA_MESSAGES = {
  limit: `You have ${SAVED_AREA_LIMIT} saved areas, the most an account keeps. Delete one to save another.`,
  nameRequired: 'Give the area a name.',
  nameTooLong: `An area's name has at most ${SAVED_AREA_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'You already have an area with this name.',
  notFound: 'No such saved area.',
  badPolygon: `An area is a polygon of ${SAVED_AREA_MIN_POINTS} to ${SAVED_AREA_MAX_POINTS.toLocaleString('en-US')} points with valid latitudes and longitudes.`,
} as const;

/** A name as it is stored and compared: the saved views' rule (trimmed, inner white space as one space). */
export const savedAreaName = savedViewName;

/** The points an area may hold: a polygon's count of valid points. */
export function isAreaPolygon(points: readonly LatLng[]): boolean {
  return (
    points.length >= SAVED_AREA_MIN_POINTS && points.length <= SAVED_AREA_MAX_POINTS && points.every(isPlausiblePoint)
  );
}
