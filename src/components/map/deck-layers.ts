import type { Layer, PickingInfo } from '@deck.gl/core';
import { IconLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { GeoLabel } from './geography-features';
import { clusterColor, clusterRadius } from './cluster-style';
import { PIN_HEIGHT } from './map-constants';
import { LABEL_COLOR, LABEL_HALO_COLOR } from './map-palette';
import { pinIcon, pinIconUrl } from './pin-icons';
import type { ClusterMarker, PinMarker, VisibleMarkers } from './visible-pins';

export const CLUSTER_LAYER_ID = 'marketview-clusters';
export const CLUSTER_COUNT_LAYER_ID = 'marketview-cluster-counts';
export const PIN_LAYER_ID = 'marketview-pins';
export const LABEL_LAYER_ID = 'marketview-labels';

/** Label sizes (px) per level: regions read from afar, submarkets only close in. */
const LABEL_SIZE = { region: 15, municipality: 13, submarket: 11 } as const;
/**
 * Zoom range [from, to) of each level's names: one level at a time, so a region's name never
 * sits on its municipality's, nor a municipality's on its submarkets' (TextLayer has no
 * collision handling without @deck.gl/extensions).
 */
const LABEL_ZOOM_RANGE = { region: [0, 10], municipality: [10, 12], submarket: [12, Infinity] } as const;

export function labelsForZoom(labels: readonly GeoLabel[], zoom: number): GeoLabel[] {
  return labels.filter((label) => {
    const [from, to] = LABEL_ZOOM_RANGE[label.level];
    return zoom >= from && zoom < to;
  });
}

export function buildLabelLayer(labels: readonly GeoLabel[]): Layer {
  return new TextLayer<GeoLabel>({
    id: LABEL_LAYER_ID,
    data: labels,
    getPosition: (label) => label.position,
    getText: (label) => label.name,
    getSize: (label) => LABEL_SIZE[label.level],
    getColor: LABEL_COLOR,
    fontWeight: 600,
    fontFamily: 'system-ui, sans-serif',
    // Names may carry accents (e.g. "Clarington - Courtice"); build the atlas from the data.
    characterSet: 'auto',
    outlineWidth: 2,
    outlineColor: LABEL_HALO_COLOR,
    fontSettings: { sdf: true },
  });
}

export interface MarkerLayerOptions {
  /** Every source's markers together: one layer per marker type, whatever the kinds shown. */
  markers: VisibleMarkers;
  onClusterClick: (cluster: ClusterMarker) => void;
  onPinClick: (pin: PinMarker) => void;
}

export function buildMarkerLayers({ markers, onClusterClick, onPinClick }: MarkerLayerOptions): Layer[] {
  return [
    new ScatterplotLayer<ClusterMarker>({
      id: CLUSTER_LAYER_ID,
      data: markers.clusters,
      pickable: true,
      radiusUnits: 'pixels',
      getPosition: (cluster) => cluster.position,
      getRadius: (cluster) => clusterRadius(cluster.count),
      getFillColor: (cluster) => clusterColor(cluster.count),
      stroked: true,
      getLineColor: [255, 255, 255],
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      onClick: (info: PickingInfo<ClusterMarker>) => {
        if (info.object) onClusterClick(info.object);
        return true;
      },
    }),
    new TextLayer<ClusterMarker>({
      id: CLUSTER_COUNT_LAYER_ID,
      data: markers.clusters,
      getPosition: (cluster) => cluster.position,
      getText: (cluster) => String(cluster.count),
      getSize: 12,
      getColor: [255, 255, 255, 255],
      fontWeight: 700,
      fontFamily: 'system-ui, sans-serif',
      characterSet: '0123456789',
    }),
    new IconLayer<PinMarker>({
      id: PIN_LAYER_ID,
      data: markers.pins,
      pickable: true,
      getPosition: (pin) => pin.position,
      getIcon: (pin) => pinIcon(pinIconUrl(pin.source.kind, pin.category)),
      getSize: PIN_HEIGHT,
      sizeUnits: 'pixels',
      getPixelOffset: (pin) => pin.offset,
      onIconError: (event) => console.warn('A map pin icon failed to load', event),
      onClick: (info: PickingInfo<PinMarker>) => {
        if (info.object) onPinClick(info.object);
        return true;
      },
    }),
  ];
}
