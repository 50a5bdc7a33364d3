/**
 * Builds geo/gta-geography.json from the census tracts and gta-places.csv, once; the output is
 * committed so start-up and tests never redo the dissolve.
 *
 *   npx tsx server/seed/build-geography.ts
 *
 * Each tract goes to the submarket with the nearest centre (longitude differences scaled by
 * cos(43.7 deg) ~= 0.72, geo/README.md); submarkets dissolve into municipalities, those into
 * regions. Coordinates are simplified and rounded to 5 decimals (about 1 m).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { centroid, featureCollection, union } from '@turf/turf';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type {
  GeoMunicipality,
  GeoRegion,
  GeoSubmarket,
  GeoSuperRegion,
  GtaGeography,
  MultiPolygonCoordinates,
} from './geography-file';
import { GEOGRAPHY_FILE } from './geography-file';
import { parsePlacesCsv } from './places-csv';

const LONGITUDE_SCALE = 0.72;
/**
 * Degrees (about 30 m): keeps the regions payload small while staying far below what a map at
 * zoom 8-12 can show. Each level is simplified on its own, so points are placed inside all three
 * levels' polygons (see random-point.ts).
 */
const SIMPLIFY_TOLERANCE = 0.0003;
const TRACT_FILES = ['toronto', 'oshawa', 'hamilton'].map((cma) => `census-tracts-2021-cma-${cma}.geojson`);
const SOURCE =
  'Source: Statistics Canada, 2021 Census Boundary Files (Statistics Canada Open Licence). Boundaries are approximate demo geography.';

type Area = Feature<Polygon | MultiPolygon>;

function geoPath(name: string): string {
  return fileURLToPath(new URL(`./geo/${name}`, import.meta.url));
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** Rounds and drops consecutive duplicate points created by rounding; rings stay closed. */
function roundRing(ring: number[][]): number[][] {
  const out: number[][] = [];
  for (const point of ring) {
    const rounded = [round5(point[0] ?? 0), round5(point[1] ?? 0)];
    const last = out[out.length - 1];
    if (!last || last[0] !== rounded[0] || last[1] !== rounded[1]) out.push(rounded);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0] ?? 0, first[1] ?? 0]);
  return out;
}

function perpendicularDistance(point: number[], start: number[], end: number[]): number {
  const [px = 0, py = 0] = point;
  const [sx = 0, sy = 0] = start;
  const [ex = 0, ey = 0] = end;
  const dx = ex - sx;
  const dy = ey - sy;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(px - sx, py - sy);
  return Math.abs(dy * px - dx * py + ex * sy - ey * sx) / length;
}

/** Douglas-Peucker on a closed ring (turf's simplify throws on the slivers a union leaves). */
function simplifyRing(ring: number[][]): number[][] {
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop() as [number, number];
    let farthest = -1;
    let farthestDistance = SIMPLIFY_TOLERANCE;
    for (let i = from + 1; i < to; i++) {
      const distance = perpendicularDistance(ring[i] ?? [], ring[from] ?? [], ring[to] ?? []);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([from, farthest], [farthest, to]);
    }
  }
  return ring.filter((_, i) => keep[i] === 1);
}

/** Rings that collapse below a triangle are dropped (a dropped outer ring drops its polygon). */
function toMultiPolygon(area: Area): MultiPolygonCoordinates {
  const polygons = area.geometry.type === 'Polygon' ? [area.geometry.coordinates] : area.geometry.coordinates;
  return polygons
    .map((rings) => rings.map((ring) => roundRing(simplifyRing(ring))))
    .filter((rings) => (rings[0]?.length ?? 0) >= 4)
    .map((rings) => rings.filter((ring) => ring.length >= 4));
}

function dissolve(areas: Area[]): Area {
  const first = areas[0];
  if (!first) throw new Error('Nothing to dissolve');
  if (areas.length === 1) return first;
  const merged = union(featureCollection(areas));
  if (!merged) throw new Error('Union returned nothing');
  return merged;
}

function readTracts(): Area[] {
  return TRACT_FILES.flatMap((file) => {
    const collection = JSON.parse(readFileSync(geoPath(file), 'utf8')) as FeatureCollection<Polygon | MultiPolygon>;
    return collection.features;
  });
}

function main(): void {
  const places = parsePlacesCsv(readFileSync(geoPath('gta-places.csv'), 'utf8'));
  const tracts = readTracts();

  const superRegions: GeoSuperRegion[] = [];
  const regions: GeoRegion[] = [];
  const municipalities: GeoMunicipality[] = [];
  const submarkets: GeoSubmarket[] = [];
  const tractsBySubmarket = new Map<number, Area[]>();

  for (const place of places) {
    let superRegion = superRegions.find((s) => s.name === place.superRegion);
    if (!superRegion) {
      superRegion = { id: superRegions.length + 1, name: place.superRegion, weight: superRegions.length + 1 };
      superRegions.push(superRegion);
    }
    let region = regions.find((r) => r.name === place.region);
    if (!region) {
      region = {
        id: regions.length + 1,
        name: place.region,
        weight: regions.length + 1,
        superRegionId: superRegion.id,
        latitude: 0,
        longitude: 0,
        polygons: [],
      };
      regions.push(region);
    }
    let municipality = municipalities.find((m) => m.name === place.municipality && m.regionId === region.id);
    if (!municipality) {
      municipality = {
        id: 100 + municipalities.length + 1,
        name: place.municipality,
        weight: municipalities.length + 1,
        regionId: region.id,
        latitude: 0,
        longitude: 0,
        polygons: [],
      };
      municipalities.push(municipality);
    }
    submarkets.push({
      id: 1000 + submarkets.length + 1,
      name: place.submarket,
      weight: submarkets.length + 1,
      municipalityId: municipality.id,
      regionId: region.id,
      latitude: place.latitude,
      longitude: place.longitude,
      tractCount: 0,
      polygons: [],
    });
  }

  for (const tract of tracts) {
    const [lng, lat] = centroid(tract).geometry.coordinates as [number, number];
    let nearest = submarkets[0];
    let best = Infinity;
    for (const submarket of submarkets) {
      const dx = (lng - submarket.longitude) * LONGITUDE_SCALE;
      const dy = lat - submarket.latitude;
      const distance = dx * dx + dy * dy;
      if (distance < best) {
        best = distance;
        nearest = submarket;
      }
    }
    if (!nearest) throw new Error('No submarkets');
    const list = tractsBySubmarket.get(nearest.id) ?? [];
    list.push(tract);
    tractsBySubmarket.set(nearest.id, list);
  }

  const submarketAreas = new Map<number, Area>();
  for (const submarket of submarkets) {
    const own = tractsBySubmarket.get(submarket.id) ?? [];
    if (own.length === 0) throw new Error(`Submarket ${submarket.name} received no tract`);
    const area = dissolve(own);
    submarketAreas.set(submarket.id, area);
    submarket.tractCount = own.length;
    submarket.polygons = toMultiPolygon(area);
  }

  const municipalityAreas = new Map<number, Area>();
  for (const municipality of municipalities) {
    const members = submarkets.filter((s) => s.municipalityId === municipality.id);
    const area = dissolve(members.map((s) => submarketAreas.get(s.id) as Area));
    municipalityAreas.set(municipality.id, area);
    municipality.polygons = toMultiPolygon(area);
    municipality.latitude = round5(members.reduce((sum, s) => sum + s.latitude, 0) / members.length);
    municipality.longitude = round5(members.reduce((sum, s) => sum + s.longitude, 0) / members.length);
  }

  for (const region of regions) {
    const members = municipalities.filter((m) => m.regionId === region.id);
    region.polygons = toMultiPolygon(dissolve(members.map((m) => municipalityAreas.get(m.id) as Area)));
    const regionSubmarkets = submarkets.filter((s) => s.regionId === region.id);
    region.latitude = round5(regionSubmarkets.reduce((sum, s) => sum + s.latitude, 0) / regionSubmarkets.length);
    region.longitude = round5(regionSubmarkets.reduce((sum, s) => sum + s.longitude, 0) / regionSubmarkets.length);
  }

  const geography: GtaGeography = { source: SOURCE, superRegions, regions, municipalities, submarkets };
  writeFileSync(GEOGRAPHY_FILE, JSON.stringify(geography));
  const points = (places: { polygons: MultiPolygonCoordinates }[]): number =>
    places.reduce((sum, p) => sum + p.polygons.flat(2).length, 0);
  console.log(
    `Wrote ${GEOGRAPHY_FILE}: ${regions.length} regions (${points(regions)} points), ` +
      `${municipalities.length} municipalities (${points(municipalities)}), ${submarkets.length} submarkets (${points(submarkets)}) from ${tracts.length} tracts`,
  );
}

main();
