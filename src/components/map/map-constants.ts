/**
 * Map constants of the specification (part 1 §9 "Business constants and limits"), named as the
 * spec names them so a reviewer can check them against the spec in one place.
 */

/** Default centre: Toronto (part 1 §9). */
export const DEFAULT_CENTER = { latitude: 43.7, longitude: -79.38 } as const;
/** Zoom on load. */
export const DEFAULT_ZOOM = 9;
/** Zoom used when the default cannot be applied (no results to fit, no geography). */
export const FALLBACK_ZOOM = 8;
/** Zoom when the results hold a single project. */
export const SINGLE_PROJECT_ZOOM = 15;

/** The map's height. */
export const MAP_HEIGHT = '60vh';

/** Fit padding (px) when the view is fitted to clustered results. */
export const CLUSTER_FIT_PADDING = 50;
/** Fit padding (px) and maximum zoom when the view is fitted to regions. */
export const REGION_FIT_PADDING = 100;
export const REGION_FIT_MAX_ZOOM = 10;
/** Fit padding (px) when the view is fitted to a drawn polygon. */
export const POLYGON_FIT_PADDING = 10;

/** Clustering (done by supercluster in the engine worker). */
export const CLUSTER_MAX_ZOOM = 16;
export const CLUSTER_RADIUS = 50;

/** Cluster colour and size steps: under 100, 100 or more, 750 or more. */
export const CLUSTER_STEPS = [100, 750] as const;
export const CLUSTER_LEGEND_LABELS = ['under 100', '100 or more', '750 or more'] as const;

/** Pin size in px (width x height); the pin's tip is its anchor. */
export const PIN_WIDTH = 32;
export const PIN_HEIGHT = 37;

/** Overlapping pins fan out in rings of 8, at 45 degree steps, this far apart (px). */
export const FAN_OUT_DISTANCE = 42;
export const FAN_OUT_DISTANCE_SALES = 50;
export const FAN_OUT_STEP_DEGREES = 45;
export const FAN_OUT_PER_RING = 8;

/** Height (px) of a legend list. */
export const LEGEND_LIST_HEIGHT = 75;
