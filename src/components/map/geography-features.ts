import type { Feature, FeatureCollection, MultiPolygon } from 'geojson';
import type { GeoUnitBase, RegionConfig } from '@contract/geography';
import { parseBoundaries } from './boundary-format';

export type GeoLevel = 'region' | 'municipality' | 'submarket';

export interface GeoUnitProperties {
  id: number;
  name: string;
  level: GeoLevel;
  /** The region of a municipality, the municipality of a submarket; null for a region. */
  parentId: number | null;
}

export type GeoUnitFeature = Feature<MultiPolygon, GeoUnitProperties>;

/** A name to draw on the map, at the unit's configured centre. */
export interface GeoLabel {
  id: number;
  name: string;
  level: GeoLevel;
  position: [number, number];
}

/** The app's own geography as map features: the offline style and the boundary overlay. */
export interface MapGeography {
  regions: FeatureCollection<MultiPolygon, GeoUnitProperties>;
  municipalities: FeatureCollection<MultiPolygon, GeoUnitProperties>;
  submarkets: FeatureCollection<MultiPolygon, GeoUnitProperties>;
  labels: GeoLabel[];
  /** [west, south, east, north] of every region, or null without geography. */
  bounds: [number, number, number, number] | null;
}

function toFeature(unit: GeoUnitBase, level: GeoLevel, parentId: number | null): GeoUnitFeature | null {
  const geometry = parseBoundaries(unit.boundaries, unit.inner_boundaries);
  if (geometry === null) return null;
  return { type: 'Feature', id: unit.id, geometry, properties: { id: unit.id, name: unit.name, level, parentId } };
}

function collection(features: Array<GeoUnitFeature | null>): FeatureCollection<MultiPolygon, GeoUnitProperties> {
  return { type: 'FeatureCollection', features: features.filter((f): f is GeoUnitFeature => f !== null) };
}

function label(unit: GeoUnitBase, level: GeoLevel): GeoLabel {
  return { id: unit.id, name: unit.name, level, position: [unit.longitude, unit.latitude] };
}

function boundsOf(features: readonly GeoUnitFeature[]): [number, number, number, number] | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const feature of features) {
    for (const polygon of feature.geometry.coordinates) {
      for (const [lng, lat] of polygon[0]!) {
        west = Math.min(west, lng!);
        east = Math.max(east, lng!);
        south = Math.min(south, lat!);
        north = Math.max(north, lat!);
      }
    }
  }
  return Number.isFinite(west) ? [west, south, east, north] : null;
}

/** Converts the regions tree (GET /api/v1/urban/options/regions) once per configuration. */
export function buildMapGeography(regions: readonly RegionConfig[]): MapGeography {
  const municipalities = regions.flatMap((region) => region.municipalities);
  const submarkets = municipalities.flatMap((municipality) => municipality.submarkets);
  const regionFeatures = collection(regions.map((region) => toFeature(region, 'region', null)));
  return {
    regions: regionFeatures,
    municipalities: collection(
      regions.flatMap((region) => region.municipalities.map((m) => toFeature(m, 'municipality', region.id))),
    ),
    submarkets: collection(
      municipalities.flatMap((municipality) =>
        municipality.submarkets.map((s) => toFeature(s, 'submarket', municipality.id)),
      ),
    ),
    labels: [
      ...regions.map((r) => label(r, 'region')),
      ...municipalities.map((m) => label(m, 'municipality')),
      ...submarkets.map((s) => label(s, 'submarket')),
    ],
    bounds: boundsOf(regionFeatures.features),
  };
}
