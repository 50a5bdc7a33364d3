/**
 * Sale page constants of the specification (part 2 §2.6, §7, §9), named as the spec names them so
 * a reviewer can check them in one place.
 */

/** The header shows up to 3 addresses, with a link to the full list when there are more. */
export const SALE_HEADER_MAX_ADDRESSES = 3;
/** The full property list is in 4 columns (pictures and the legend, 4 per row, are in components/media). */
export const FULL_PROPERTY_LIST_COLUMNS = 4;
/** Lettered location labels: up to 26 (A to Z). */
export const SALE_LOCATION_MAX_LABELS = 26;

/** Static map zooms for sales (part 2 §7): 15 up close, 8 when the properties lie too far apart for 15. */
export const SALE_MAP_ZOOM_LARGE = 15;
export const SALE_MAP_ZOOM_SMALL = 8;

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
