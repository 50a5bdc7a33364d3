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
