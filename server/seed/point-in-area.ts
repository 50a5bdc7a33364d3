import type { MultiPolygonCoordinates } from './geography-file';
import type { Random } from './random';

/** Ray casting over every ring: inside an outer ring and outside its holes (even-odd rule). */
export function containsPoint(polygons: MultiPolygonCoordinates, lng: number, lat: number): boolean {
  let inside = false;
  for (const rings of polygons) {
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi = 0, yi = 0] = ring[i] ?? [];
        const [xj = 0, yj = 0] = ring[j] ?? [];
        if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

export function boundingBox(polygons: MultiPolygonCoordinates): BoundingBox {
  const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const rings of polygons) {
    for (const [lng = 0, lat = 0] of rings[0] ?? []) {
      box.minLng = Math.min(box.minLng, lng);
      box.maxLng = Math.max(box.maxLng, lng);
      box.minLat = Math.min(box.minLat, lat);
      box.maxLat = Math.max(box.maxLat, lat);
    }
  }
  return box;
}

/**
 * An area points are placed in: a submarket, together with its municipality and region, whose
 * polygons were simplified separately, so a point must fall inside all three.
 */
export class PlacementArea {
  private readonly box: BoundingBox;
  /** Each polygon separately with its box, so most ray casts are skipped. */
  private readonly levels: Array<Array<{ polygon: MultiPolygonCoordinates; box: BoundingBox }>>;

  constructor(
    nested: MultiPolygonCoordinates[],
    private readonly centre: { latitude: number; longitude: number },
  ) {
    const first = nested[0];
    if (!first) throw new Error('PlacementArea needs at least one polygon set');
    this.box = boundingBox(first);
    this.levels = nested.map((polygons) => polygons.map((rings) => ({ polygon: [rings], box: boundingBox([rings]) })));
  }

  contains(lng: number, lat: number): boolean {
    return this.levels.every((parts) =>
      parts.some(
        ({ polygon, box }) =>
          lng >= box.minLng &&
          lng <= box.maxLng &&
          lat >= box.minLat &&
          lat <= box.maxLat &&
          containsPoint(polygon, lng, lat),
      ),
    );
  }

  /**
   * A random point inside the area, biased towards the submarket centre (real development
   * clusters around centres). Rejection sampling; coordinates rounded to 6 decimals.
   */
  randomPoint(random: Random): { latitude: number; longitude: number } {
    for (let attempt = 0; attempt < 200; attempt++) {
      const nearCentre = attempt < 100 && random.chance(0.6);
      const lng = nearCentre
        ? this.centre.longitude + random.gaussian() * (this.box.maxLng - this.box.minLng) * 0.12
        : random.real(this.box.minLng, this.box.maxLng);
      const lat = nearCentre
        ? this.centre.latitude + random.gaussian() * (this.box.maxLat - this.box.minLat) * 0.12
        : random.real(this.box.minLat, this.box.maxLat);
      const roundedLng = Math.round(lng * 1e6) / 1e6;
      const roundedLat = Math.round(lat * 1e6) / 1e6;
      if (this.contains(roundedLng, roundedLat)) return { latitude: roundedLat, longitude: roundedLng };
    }
    throw new Error('Could not place a point inside the area');
  }
}
