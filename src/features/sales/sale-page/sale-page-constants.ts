/**
 * Sale page constants of the specification (part 2 §2.6, §7, §9), named as the spec names them so
 * a reviewer can check them in one place.
 */

/** The header shows up to 3 addresses, with a link to the full list when there are more. */
export const SALE_HEADER_MAX_ADDRESSES = 3;
/** Sale pictures and the location legend are 4 per row; the full property list is in 4 columns. */
export const SALE_PICTURES_PER_ROW = 4;
export const SALE_LOCATION_LEGEND_PER_ROW = 4;
export const FULL_PROPERTY_LIST_COLUMNS = 4;
/** Lettered location labels: up to 26 (A to Z). */
export const SALE_LOCATION_MAX_LABELS = 26;

/** Static map zooms for sales (part 2 §7): 15 up close, 8 when the properties lie too far apart for 15. */
export const SALE_MAP_ZOOM_LARGE = 15;
export const SALE_MAP_ZOOM_SMALL = 8;

/** Map image sizes by screen breakpoint (part 2 §9), width x height in px. */
export const MAP_IMAGE_SIZES = {
  xs: { width: 459, height: 400 },
  sm: { width: 630, height: 330 },
  md: { width: 414, height: 400 },
  lg: { width: 556, height: 400 },
  xl: { width: 640, height: 300 },
} as const;

/** Section headings (part 2 §2.6). */
export const SALE_SECTIONS = {
  vendor: 'Vendor',
  purchaser: 'Purchaser',
  landArea: 'Land Area',
  registry: 'Registry Details',
  salePrice: 'Sale Price',
  mortgage: 'Mortgage',
  relatedProjects: 'Related Projects',
  fullPropertyList: 'Full Property List',
  features: 'Features',
  propertyLots: 'Property Lots',
  parkingFeatures: 'Parking Features',
  pictures: 'Sale Pictures',
  locations: 'Sale Locations',
} as const;

/** The page's title (part 1 §2: set per page; part 2 does not name it for the sale page). */
export const SALE_PAGE_TITLE = 'Sale';
