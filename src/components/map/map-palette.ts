/**
 * Colours of the offline map, derived from the theme (part 1 §9: primary #102c40, secondary
 * #4D728C, accent #92ccd2). Water and land are muted so pins and boundaries stay readable.
 */
export const WATER_COLOR = '#a9cfe0';
export const LAND_COLOR = '#f3f0e8';
export const REGION_LINE_COLOR = '#102c40';
export const MUNICIPALITY_LINE_COLOR = '#4D728C';
export const SUBMARKET_LINE_COLOR = '#6fa9b0';
export const SELECTED_SUBMARKET_FILL = '#92ccd2';
export const POLYGON_COLOR = '#F9BC62';
/** The applied selection of areas (its submarkets, municipalities and polygons), outlined apart from the drawn polygon. */
export const AREA_SELECTION_COLOR = '#7a3e9d';

/** Cluster circle colours, one per step (under 100, 100 or more, 750 or more). */
export const CLUSTER_COLORS: readonly [number, number, number][] = [
  [77, 114, 140],
  [16, 44, 64],
  [249, 188, 98],
];
/** Cluster circle radii (px), one per step. */
export const CLUSTER_RADII = [18, 24, 32] as const;

export const LABEL_COLOR: [number, number, number, number] = [16, 44, 64, 255];
export const LABEL_HALO_COLOR: [number, number, number, number] = [255, 255, 255, 220];
