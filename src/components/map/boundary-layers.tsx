import { Layer, Source } from 'react-map-gl/maplibre';
import type { FilterSpecification } from 'maplibre-gl';
import type { MapGeography } from './geography-features';
import {
  MUNICIPALITY_LINE_COLOR,
  REGION_LINE_COLOR,
  SELECTED_SUBMARKET_FILL,
  SUBMARKET_LINE_COLOR,
} from './map-palette';

export const REGION_LINE_LAYER_ID = 'marketview-region-lines';
export const MUNICIPALITY_LINE_LAYER_ID = 'marketview-municipality-lines';
export const SUBMARKET_LINE_LAYER_ID = 'marketview-submarket-lines';
export const SELECTED_SUBMARKET_LAYER_ID = 'marketview-selected-submarkets';

interface BoundaryLayersProps {
  geography: MapGeography;
  showBoundaries: boolean;
  showSelectedSubmarkets: boolean;
  selectedSubmarketIds: readonly number[];
}

function visibility(visible: boolean): 'visible' | 'none' {
  return visible ? 'visible' : 'none';
}

/**
 * Region, municipality and submarket boundaries and the selected submarkets, as map sources of
 * their own: they show on the offline style and on a configured basemap alike.
 */
export function BoundaryLayers({
  geography,
  showBoundaries,
  showSelectedSubmarkets,
  selectedSubmarketIds,
}: BoundaryLayersProps) {
  const selectedFilter: FilterSpecification = ['in', ['get', 'id'], ['literal', [...selectedSubmarketIds]]];
  return (
    <>
      <Source id="marketview-submarkets" type="geojson" data={geography.submarkets}>
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
    </>
  );
}
