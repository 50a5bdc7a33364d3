/**
 * A static map picture served by our own server (GET /api/v1/media/staticmap, part 2 §7: static
 * map images): centre, zoom and size in px. The server draws it; pages that place marks on it
 * (the sale page's lettered locations) lay them out from the same view.
 */
export interface StaticMapView {
  latitude: number;
  longitude: number;
  zoom: number;
  width: number;
  height: number;
}

/** The Web Mercator world is this many px wide at zoom 0 (256 px tiles). */
const TILE_SIZE = 256;

/**
 * A point's position in px on the Web Mercator world at `zoom`, as the interactive map and the
 * server's static map draw it: one projection, so marks laid out on a picture land where the
 * server drew the places.
 */
export function worldPixel(longitude: number, latitude: number, zoom: number): [number, number] {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180);
  return [((longitude + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}
