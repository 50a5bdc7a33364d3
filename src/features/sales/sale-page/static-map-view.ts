import type { SaleDisplayProperty } from '@contract/sales-display';
import { worldPixel, type StaticMapView } from '@contract/static-map';
import { SALE_MAP_ZOOM_LARGE, SALE_MAP_ZOOM_SMALL } from './sale-page-constants';

/** Pins are kept this far (px) inside the picture's edges. */
const EDGE_MARGIN = 28;

export interface PlacedPin {
  index: number;
  /** Position in the picture, px from its top-left corner. */
  x: number;
  y: number;
}

/**
 * The static map of the sale's locations (part 2 §7: zoom 15, or 8 when the properties do not fit
 * at 15), centred on their bounding box, and where each property's pin falls in it.
 */
export function saleMapView(
  properties: readonly SaleDisplayProperty[],
  size: { width: number; height: number },
): { view: StaticMapView; pins: PlacedPin[] } | null {
  const located = properties
    .map((property, index) => ({ property, index }))
    .filter(({ property }) => Number.isFinite(property.latitude) && Number.isFinite(property.longitude));
  if (located.length === 0) return null;
  const latitudes = located.map(({ property }) => property.latitude);
  const longitudes = located.map(({ property }) => property.longitude);
  const latitude = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
  const longitude = (Math.min(...longitudes) + Math.max(...longitudes)) / 2;
  const place = (zoom: number): PlacedPin[] => {
    const [centreX, centreY] = worldPixel(longitude, latitude, zoom);
    return located.map(({ property, index }) => {
      const [x, y] = worldPixel(property.longitude, property.latitude, zoom);
      return { index, x: x - centreX + size.width / 2, y: y - centreY + size.height / 2 };
    });
  };
  const inside = (pin: PlacedPin) =>
    pin.x >= EDGE_MARGIN &&
    pin.x <= size.width - EDGE_MARGIN &&
    pin.y >= EDGE_MARGIN &&
    pin.y <= size.height - EDGE_MARGIN;
  const large = place(SALE_MAP_ZOOM_LARGE);
  const zoom = large.every(inside) ? SALE_MAP_ZOOM_LARGE : SALE_MAP_ZOOM_SMALL;
  return { view: { latitude, longitude, zoom, ...size }, pins: zoom === SALE_MAP_ZOOM_LARGE ? large : place(zoom) };
}
