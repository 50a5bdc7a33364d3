import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { FilterSpecification } from 'maplibre-gl';
import type { FeatureCollection, Polygon } from 'geojson';
import type { AreaSelection } from '@contract/area-selection';
import type { MapGeography } from './geography-features';
import {
  AREA_SELECTION_COLOR,
  MUNICIPALITY_LINE_COLOR,
  REGION_LINE_COLOR,
  SELECTED_SUBMARKET_FILL,
  SUBMARKET_LINE_COLOR,
} from './map-palette';

export const REGION_LINE_LAYER_ID = 'marketview-region-lines';
export const MUNICIPALITY_LINE_LAYER_ID = 'marketview-municipality-lines';
export const SUBMARKET_LINE_LAYER_ID = 'marketview-submarket-lines';
export const SELECTED_SUBMARKET_LAYER_ID = 'marketview-selected-submarkets';
/** The applied selection of areas: its submarkets, municipalities and polygons, each a fill and an outline. */
export const AREA_SELECTION_LAYER_IDS = {
  submarkets: 'marketview-area-selection-submarkets',
  municipalities: 'marketview-area-selection-municipalities',
  polygons: 'marketview-area-selection-polygons',
} as const;
const AREA_SELECTION_FILL = { 'fill-color': AREA_SELECTION_COLOR, 'fill-opacity': 0.12 } as const;
const AREA_SELECTION_LINE = { 'line-color': AREA_SELECTION_COLOR, 'line-width': 2.5, 'line-dasharray': [3, 1.5] };

interface BoundaryLayersProps {
  geography: MapGeography;
  showBoundaries: boolean;
  showSelectedSubmarkets: boolean;
  selectedSubmarketIds: readonly number[];
  /** The selection of areas the rows are narrowed to (contract/area-selection.ts), or null. */
  areaSelection: AreaSelection | null;
}

const NO_POLYGONS: FeatureCollection<Polygon, { name: string | null }> = { type: 'FeatureCollection', features: [] };

/** The selection's polygons as GeoJSON (rings closed), in the selection's order. */
function selectionPolygons(selection: AreaSelection | null): FeatureCollection<Polygon, { name: string | null }> {
  if (selection === null || selection.polygons.length === 0) return NO_POLYGONS;
  return {
    type: 'FeatureCollection',
    features: selection.polygons.map((polygon) => {
      const ring = polygon.points.map((point) => [point.lng, point.lat]);
      return {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]!]] },
        properties: { name: polygon.name },
      };
    }),
  };
}

function idFilter(ids: readonly number[]): FilterSpecification {
  return ['in', ['get', 'id'], ['literal', [...ids]]];
}

function visibility(visible: boolean): 'visible' | 'none' {
  return visible ? 'visible' : 'none';
}

/**
 * Region, municipality and submarket boundaries, the selected submarkets and the selection of
 * areas, as map sources of their own: they show on the offline style and on a configured basemap
 * alike. The selection of areas is drawn whatever Show Boundaries says: it is what narrows the
 * rows, so the user sees it with them.
 */
export function BoundaryLayers({
  geography,
  showBoundaries,
  showSelectedSubmarkets,
  selectedSubmarketIds,
  areaSelection,
}: BoundaryLayersProps) {
  const selectedFilter = idFilter(selectedSubmarketIds);
  const selectionSubmarkets = idFilter(areaSelection?.submarketIds ?? []);
  const selectionMunicipalities = idFilter(areaSelection?.municipalityIds ?? []);
  // A new object would be sent to the map's worker again on every render of the map.
  const polygons = useMemo(() => selectionPolygons(areaSelection), [areaSelection]);
  return (
    <>
      <Source id="marketview-submarkets" type="geojson" data={geography.submarkets}>
        <Layer
          id={AREA_SELECTION_LAYER_IDS.submarkets}
          type="fill"
          filter={selectionSubmarkets}
          paint={AREA_SELECTION_FILL}
        />
        <Layer
          id={`${AREA_SELECTION_LAYER_IDS.submarkets}-outline`}
          type="line"
          filter={selectionSubmarkets}
          paint={AREA_SELECTION_LINE}
        />
        <Layer
          id={SELECTED_SUBMARKET_LAYER_ID}
          type="fill"
          filter={selectedFilter}
          layout={{ visibility: visibility(showSelectedSubmarkets) }}
          paint={{ 'fill-color': SELECTED_SUBMARKET_FILL, 'fill-opacity': 0.45 }}
        />
        <Layer
          id={SUBMARKET_LINE_LAYER_ID}
          type="line"
          minzoom={10}
          layout={{ visibility: visibility(showBoundaries) }}
          paint={{ 'line-color': SUBMARKET_LINE_COLOR, 'line-width': 1, 'line-dasharray': [2, 2] }}
        />
      </Source>
      <Source id="marketview-municipalities" type="geojson" data={geography.municipalities}>
        <Layer
          id={AREA_SELECTION_LAYER_IDS.municipalities}
          type="fill"
          filter={selectionMunicipalities}
          paint={AREA_SELECTION_FILL}
        />
        <Layer
          id={`${AREA_SELECTION_LAYER_IDS.municipalities}-outline`}
          type="line"
          filter={selectionMunicipalities}
          paint={AREA_SELECTION_LINE}
        />
        <Layer
          id={MUNICIPALITY_LINE_LAYER_ID}
          type="line"
          layout={{ visibility: visibility(showBoundaries) }}
          paint={{ 'line-color': MUNICIPALITY_LINE_COLOR, 'line-width': 1.2 }}
        />
      </Source>
      <Source id="marketview-regions" type="geojson" data={geography.regions}>
        <Layer
          id={REGION_LINE_LAYER_ID}
          type="line"
          layout={{ visibility: visibility(showBoundaries) }}
          paint={{ 'line-color': REGION_LINE_COLOR, 'line-width': 2 }}
        />
      </Source>
      <Source id="marketview-area-selection" type="geojson" data={polygons}>
        <Layer id={AREA_SELECTION_LAYER_IDS.polygons} type="fill" paint={AREA_SELECTION_FILL} />
        <Layer id={`${AREA_SELECTION_LAYER_IDS.polygons}-outline`} type="line" paint={AREA_SELECTION_LINE} />
      </Source>
    </>
  );
}
