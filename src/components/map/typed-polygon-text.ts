import { GEO_FILTER_MAX_POINTS, GEO_FILTER_MIN_POINTS } from '@contract/geo-filter';

/** Labels and messages of the typed geoFilter polygon (part 1 §4: "Entering a geoFilter ... triggers a search"). */
export const TYPED_POLYGON_TEXT = {
  open: 'Type Polygon',
  title: 'Type a Polygon',
  field: 'Polygon points',
  help:
    'One point a line as latitude, longitude (for example 43.65, -79.38), separated by a comma, ' +
    'spaces or a tab. A GeoJSON Polygon, Feature or coordinates list can be pasted as well; ' +
    'GeoJSON lists longitude first.',
  apply: 'Apply Polygon',
  clear: 'Clear Polygon',
  cancel: 'Cancel',
  outsideMap: 'Every point lies outside the map’s regions: no result can fall inside this polygon.',
} as const;

export const TYPED_POLYGON_ERRORS = {
  empty: `Enter at least ${GEO_FILTER_MIN_POINTS} points.`,
  unreadableLine: (line: number) => `Line ${line}: expected a latitude and a longitude, such as 43.65, -79.38.`,
  latitude: (line: number) => `Line ${line}: latitude must be between -90 and 90.`,
  longitude: (line: number) => `Line ${line}: longitude must be between -180 and 180.`,
  geoJson: 'The GeoJSON could not be read: paste a Polygon, a Feature holding one, or its coordinates list.',
  geoJsonPoint: (index: number) => `GeoJSON point ${index}: expected [longitude, latitude] within range.`,
  tooFew: `A polygon needs at least ${GEO_FILTER_MIN_POINTS} different points.`,
  tooMany: `A polygon can have at most ${GEO_FILTER_MAX_POINTS.toLocaleString('en-CA')} points.`,
  crossing: 'The polygon’s edges cross each other: list the points in order around its outline.',
} as const;
