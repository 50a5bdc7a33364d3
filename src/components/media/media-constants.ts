/**
 * Picture and map constants of the profile and sale pages, word for word from part 2 §9 and §7.
 * One home, so the project profile and the sale page read the same numbers.
 */

/** Part 2 §9: "Sale pictures, the gallery and the location legend are 4 per row." */
export const GALLERY_PER_ROW = 4;

/** Part 2 §9: "The lightbox uses 640x640 and takes focus after 100 ms." */
export const LIGHTBOX_SIZE_PX = 640;
export const LIGHTBOX_FOCUS_DELAY_MS = 100;

/** Part 2 §7: a project's static map is at zoom 15 with a red marker at its coordinates. */
export const PROJECT_STATIC_MAP_ZOOM = 15;

export type ScreenBreakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface ImageSize {
  width: number;
  height: number;
}

/** Part 2 §9: "Map image sizes by screen breakpoint". */
export const MAP_IMAGE_SIZES: Readonly<Record<ScreenBreakpoint, ImageSize>> = {
  xl: { width: 640, height: 300 },
  lg: { width: 556, height: 400 },
  md: { width: 414, height: 400 },
  sm: { width: 630, height: 330 },
  xs: { width: 459, height: 400 },
};
