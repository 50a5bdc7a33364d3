import { isGeoFilterPolygon, type LatLng } from '@contract/geo-filter';
import type { MapGeography } from './geography-features';
import {
  CLUSTER_FIT_PADDING,
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  FALLBACK_ZOOM,
  POLYGON_FIT_PADDING,
  REGION_FIT_MAX_ZOOM,
  REGION_FIT_PADDING,
  SINGLE_PROJECT_ZOOM,
} from './map-constants';

export type Bounds = [number, number, number, number];

export type CameraTarget =
  | { kind: 'center'; longitude: number; latitude: number; zoom: number }
  | { kind: 'fit'; bounds: Bounds; padding: number; maxZoom?: number };

export interface ViewResetInput {
  pinCount: number;
  pinBounds: Bounds | null;
  geoFilter: readonly LatLng[] | null;
  geography: MapGeography;
  selectedRegionIds: readonly number[];
  /** Narrow maps cannot show the GTA at zoom 9; they start at the fallback zoom. */
  narrow: boolean;
}

function pointsBounds(points: readonly LatLng[]): Bounds {
  const lngs = points.map((point) => point.lng);
  const lats = points.map((point) => point.lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** The regions' outer rings span tens of thousands of census-tract points: no array per point. */
function regionsBounds(geography: MapGeography, regionIds: readonly number[]): Bounds | null {
  const wanted = new Set(regionIds);
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const feature of geography.regions.features) {
    if (!wanted.has(feature.properties.id)) continue;
    for (const polygon of feature.geometry.coordinates) {
      for (const [lng, lat] of polygon[0]!) {
        if (lng! < west) west = lng!;
        if (lng! > east) east = lng!;
        if (lat! < south) south = lat!;
        if (lat! > north) north = lat!;
      }
    }
  }
  return west <= east ? [west, south, east, north] : null;
}

/**
 * Where the view goes when the filtered results change (part 1 §4, §9): a single pin (or pins
 * sharing one spot) at the single-project zoom; several pins fitted with the cluster padding; no pins but a drawn
 * polygon fitted with the polygon padding; otherwise the selected regions (padding 100, at
 * most zoom 10); with nothing to show, Toronto at zoom 9 (8 on narrow maps).
 */
export function viewResetTarget(input: ViewResetInput): CameraTarget {
  const { pinCount, pinBounds, geoFilter, geography, selectedRegionIds, narrow } = input;
  const onePlace = pinBounds !== null && pinBounds[0] === pinBounds[2] && pinBounds[1] === pinBounds[3];
  if (pinBounds !== null && (pinCount === 1 || (pinCount > 1 && onePlace))) {
    return { kind: 'center', longitude: pinBounds[0], latitude: pinBounds[1], zoom: SINGLE_PROJECT_ZOOM };
  }
  if (pinBounds !== null && pinCount > 1) return { kind: 'fit', bounds: pinBounds, padding: CLUSTER_FIT_PADDING };
  if (isGeoFilterPolygon(geoFilter)) {
    return { kind: 'fit', bounds: pointsBounds(geoFilter), padding: POLYGON_FIT_PADDING };
  }
  const regions = regionsBounds(geography, selectedRegionIds);
  if (regions !== null)
    return { kind: 'fit', bounds: regions, padding: REGION_FIT_PADDING, maxZoom: REGION_FIT_MAX_ZOOM };
  return { kind: 'center', ...DEFAULT_CENTER, zoom: narrow ? FALLBACK_ZOOM : DEFAULT_ZOOM };
}
