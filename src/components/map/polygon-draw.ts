import { TerraDraw, TerraDrawPolygonMode, type GeoJSONStoreFeatures } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { isGeoFilterPolygon, type LatLng } from '@contract/geo-filter';
import { POLYGON_COLOR } from './map-palette';

const POLYGON_MODE = 'polygon';
/** terra-draw's built-in idle mode: features stay drawn, pointer input goes to the map. */
const IDLE_MODE = 'static';
/**
 * Decimal places of a drawn point (terra-draw's precision, about 0.1 mm): a mouse drawing's points
 * have at most these, and terra-draw refuses to show a polygon with more.
 */
export const DRAWN_COORDINATE_PRECISION = 9;

/** A point as drawing gives it: a polygon drawn with keys is the one a mouse would give. */
export function drawnPoint(lat: number, lng: number): LatLng {
  const scale = 10 ** DRAWN_COORDINATE_PRECISION;
  return { lat: Math.round(lat * scale) / scale, lng: Math.round(lng * scale) / scale };
}

/** A closed GeoJSON ring repeats its first position; the geoFilter lists each point once. */
export function ringToPoints(ring: ReadonlyArray<readonly number[]>): LatLng[] {
  const open =
    ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1] ? ring.slice(0, -1) : ring;
  return open.map(([lng, lat]) => ({ lat: lat!, lng: lng! }));
}

export function pointsToRing(points: readonly LatLng[]): number[][] {
  const ring = points.map((point) => [point.lng, point.lat]);
  const first = ring[0];
  if (first) ring.push([...first]);
  return ring;
}

export function samePoints(a: readonly LatLng[] | null, b: readonly LatLng[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((point, i) => point.lat === b[i]!.lat && point.lng === b[i]!.lng);
}

/**
 * The drawn geoFilter polygon, kept by terra-draw on the map: at most one polygon at a time.
 * Drawing a new one replaces the old; `onFinish` receives the finished polygon's points.
 */
export class PolygonDraw {
  private readonly draw: TerraDraw;

  constructor(map: MaplibreMap, onFinish: (points: LatLng[]) => void) {
    this.draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map, coordinatePrecision: DRAWN_COORDINATE_PRECISION }),
      modes: [
        new TerraDrawPolygonMode({
          styles: {
            fillColor: POLYGON_COLOR,
            fillOpacity: 0.2,
            outlineColor: POLYGON_COLOR,
            outlineWidth: 2,
          },
        }),
      ],
    });
    this.draw.start();
    this.draw.setMode(IDLE_MODE);
    this.draw.on('finish', (id) => {
      const feature = this.draw.getSnapshotFeature(id);
      this.draw.setMode(IDLE_MODE);
      if (feature?.geometry.type !== 'Polygon') return;
      onFinish(ringToPoints(feature.geometry.coordinates[0] ?? []));
    });
  }

  get drawing(): boolean {
    return this.draw.getMode() === POLYGON_MODE;
  }

  startDrawing(): void {
    this.draw.clear();
    this.draw.setMode(POLYGON_MODE);
  }

  /** Stops drawing and shows the polygon that is still in effect again (or none). */
  cancelDrawing(current: readonly LatLng[] | null): void {
    this.draw.setMode(IDLE_MODE);
    this.show(current);
  }

  /** Shows a polygon that came from the URL (or removes it with null). */
  show(points: readonly LatLng[] | null): void {
    this.draw.clear();
    if (!isGeoFilterPolygon(points)) return;
    const feature: GeoJSONStoreFeatures = {
      type: 'Feature',
      // Shown at the drawing's precision: a typed point may carry more decimals than terra-draw takes.
      geometry: {
        type: 'Polygon',
        coordinates: [pointsToRing(points.map((point) => drawnPoint(point.lat, point.lng)))],
      },
      properties: { mode: POLYGON_MODE },
    };
    const [validation] = this.draw.addFeatures([feature]);
    if (validation && !validation.valid) console.warn('The geoFilter polygon cannot be drawn', validation.reason);
  }

  stop(): void {
    this.draw.stop();
  }
}
