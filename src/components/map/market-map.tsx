import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import MapGL, { NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import type { MapboxOverlay } from '@deck.gl/mapbox';
import type { Map as MaplibreMap } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AreaSelection } from '@contract/area-selection';
import type { RegionConfig } from '@contract/geography';
import type { ProjectType } from '@contract/product-facts';
import { isGeoFilterPolygon, type LatLng } from '@contract/geo-filter';
import { isCancellation } from '../../engine/engine-errors';
import { BoundaryLayers } from './boundary-layers';
import { buildLabelLayer, buildMarkerLayers, labelsForZoom } from './deck-layers';
import { DeckOverlay } from './deck-overlay';
import { buildMapGeography } from './geography-features';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAP_HEIGHT, REGION_FIT_PADDING } from './map-constants';
import { MapLegend, type SaleLegendEntry } from './map-legend';
import { buildOfflineStyle } from './offline-style';
import { PinPopup } from './pin-popup';
import type { PinKind } from './pin-icons';
import { markersOnScreenLabel, MARKERS_DRAWN_MARK } from './markers-on-screen';
import { combinedPins, toPinSources, type PinSource } from './pin-source';
import { PolygonDraw, samePoints } from './polygon-draw';
import { MapToolbar } from './map-toolbar';
import { MapAreaSelect, type MapArea } from './map-area-select';
import { MapMarkerList } from './map-marker-list';
import { markerList } from './marker-list';
import { selectionOutlineText } from './selection-outline';
import { KEYBOARD_DRAW_TEXT } from './map-keyboard-constants';
import {
  KeyboardDrawCrosshair,
  KeyboardDrawLayers,
  KeyboardDrawPanel,
  useKeyboardDraw,
} from './keyboard-draw-controls';
import { useStableList } from '../../lib/use-stable-list';
import { viewResetTarget, type Bounds } from './view-reset';
import { toVisibleMarkers, type ClusterMarker, type PinMarker, type VisibleMarkers } from './visible-pins';

/*
 * The results map of every search view (part 1 §4 "Map", §9). A view passes the regions
 * configuration, its engine view's pins and its URL's geoFilter:
 *
 *   const pins = useEnginePinSource(getEngine(), view, view?.summary.rowsVersion, 'projects');
 *   <MarketMap regions={regions} pins={pins.source} pinsPending={loading || pins.pending}
 *     geoFilter={decodeGeoFilter(search.geoFilter)}
 *     onGeoFilterChange={(points) => navigate({ search: (s) => ({ ...s, geoFilter: geoFilterParam(points) }) })} />
 *
 * A view with several result sets (the landing page's tabs) passes a list of sources; each is
 * clustered on its own and keeps its kind's icons, fan-out and popup.
 *
 * Render it once the regions are loaded: a later change of the offline style replaces the map's
 * style, which drops the drawn polygon's layers.
 */

/** Markers, or market history: no markers and no polygon, boundaries always on (part 1 §4). */
export type MapMode = 'markers' | 'marketHistory';

export interface MapHandles {
  map: MaplibreMap;
  overlay: MapboxOverlay;
}

const CONFIGURED_BASEMAP_STYLE_URL = import.meta.env.VITE_MAP_STYLE_URL || undefined;
export interface MarketMapProps {
  /** GET /api/v1/urban/options/regions: the offline basemap, boundaries and labels. */
  regions: readonly RegionConfig[];
  /** The results' pins: one source, several (each clustered apart), or null while there are none. */
  pins: PinSource | readonly PinSource[] | null;
  mode?: MapMode;
  /**
   * True while the owner's search or its pins are loading. The camera stays where it is until the
   * new pins are known and then resets once (part 1 §4), rather than fitting the regions in
   * between and moving again: each move redraws the map and loads its tiles.
   */
  pinsPending?: boolean;
  /** Regions of the search: the view fits them when there are no pins. */
  selectedRegionIds?: readonly number[];
  /** Submarkets highlighted while "Selected Submarkets" is checked. */
  selectedSubmarketIds?: readonly number[];
  /** The drawn polygon (decoded from the URL's geoFilter), or null. */
  geoFilter: readonly LatLng[] | null;
  /** A finished polygon's points, or null when it is deleted; the owner writes the URL. */
  onGeoFilterChange: (points: LatLng[] | null) => void;
  /**
   * The selection of areas the results are narrowed to (the route's `areas`, as applied, not a
   * draft being edited), or null: outlined on the map and named under it, so the user sees what
   * filters the rows. Markers mode only, as the selection is.
   */
  areaSelection?: AreaSelection | null;
  /**
   * A real basemap style (MapTiler, Protomaps...); defaults to MAP_STYLE_URL given at build time
   * (VITE_MAP_STYLE_URL). The offline style is used without one.
   */
  basemapStyleUrl?: string;
  /** The project type searched, for the legend. */
  projectType?: ProjectType;
  /** Sales sub-types for the legend (the sales options' sub_property_types). */
  saleSubTypes?: readonly SaleLegendEntry[];
  /**
   * The kinds the legend lists; by default those of the pins shown. A page that knows what it
   * shows passes them: the legend then stays while new pins load, and the page below it does
   * not jump.
   */
  legendKinds?: readonly PinKind[];
  /** Extra popup actions of the owning view (e.g. Add To Compare List), per pin and its source. */
  renderPopupActions?: (pin: PinMarker, kind: PinKind, source: PinSource) => ReactNode;
  /** The map and its deck.gl overlay once loaded (tests pick objects through it). */
  onMapReady?: (handles: MapHandles) => void;
}

export const BASEMAP_FALLBACK_WARNING = 'The basemap style could not be loaded; the offline map is shown instead.';
const KEYBOARD_HELP = 'Map. Use the arrow keys to pan and the plus and minus keys to zoom.';
/** Below this width the GTA does not fit at zoom 9 (part 1 §9 "zoom 9 on load (8 fallback)"). */
const NARROW_MAP_PX = 768;
const NO_IDS: readonly number[] = [];
const NO_SOURCE_MARKERS: ReadonlyMap<PinSource, VisibleMarkers> = new Map();

function clampedBounds(map: MaplibreMap): Bounds {
  const bounds = map.getBounds();
  return [
    Math.max(-180, bounds.getWest()),
    Math.max(-85, bounds.getSouth()),
    Math.min(180, bounds.getEast()),
    Math.min(85, bounds.getNorth()),
  ];
}

/**
 * Memoized: a view re-renders on every change of its results table, and the map's props (the
 * pins, the regions) rarely change then; redrawing the map's sources each time costs frames.
 */
export const MarketMap = memo(function MarketMap({
  regions,
  pins,
  pinsPending = false,
  mode = 'markers',
  selectedRegionIds = NO_IDS,
  selectedSubmarketIds = NO_IDS,
  geoFilter,
  onGeoFilterChange,
  areaSelection = null,
  basemapStyleUrl = CONFIGURED_BASEMAP_STYLE_URL,
  projectType,
  saleSubTypes,
  legendKinds: shownKinds,
  renderPopupActions,
  onMapReady,
}: MarketMapProps) {
  const geography = useMemo(() => buildMapGeography(regions), [regions]);
  // A basemap style that cannot be loaded (offline, a wrong URL or key) falls back to the offline style.
  const [failedBasemapUrl, setFailedBasemapUrl] = useState<string | null>(null);
  const basemapUrl = basemapStyleUrl !== undefined && basemapStyleUrl !== failedBasemapUrl ? basemapStyleUrl : null;
  const mapStyle = useMemo(() => basemapUrl ?? buildOfflineStyle(geography), [basemapUrl, geography]);
  const sources = useMemo(() => toPinSources(pins), [pins]);
  const allPins = useMemo(() => combinedPins(sources), [sources]);
  // The same list while the same kinds show: the legend (memo) does not render again for new pins.
  const pinKinds = useStableList(allPins.kinds);
  // Deferred: the legend's dozens of entries mount in a render of their own, in slices that
  // yield, not within the render that shows a search's first rows.
  const legendKinds = useDeferredValue(shownKinds ?? pinKinds);

  const mapRef = useRef<MapRef>(null);
  const [loadedMap, setLoadedMap] = useState<MaplibreMap | null>(null);
  /** Each source's markers on screen, kept apart: cluster ids only mean something to their source. */
  const [sourceMarkers, setSourceMarkers] = useState<ReadonlyMap<PinSource, VisibleMarkers>>(NO_SOURCE_MARKERS);
  const [selectedPin, setSelectedPin] = useState<PinMarker | null>(null);
  /** What had focus when the popup opened (a list entry, the map): focus goes back there when it closes. */
  const popupOpener = useRef<HTMLElement | null>(null);
  const [labelZoom, setLabelZoom] = useState(DEFAULT_ZOOM);
  const [showBoundaries, setShowBoundaries] = useState(true);
  const [showSelectedSubmarkets, setShowSelectedSubmarkets] = useState(true);
  const [drawing, setDrawing] = useState(false);
  const [typing, setTyping] = useState(false);
  const clusterRequest = useRef<AbortController | null>(null);
  const polygonDraw = useRef<PolygonDraw | null>(null);
  /** The polygon the map last reported, so the echo through the URL is not redrawn. */
  const reportedGeoFilter = useRef<readonly LatLng[] | null>(null);

  const showMarkers = mode === 'markers';

  const refreshMarkers = useCallback(() => {
    clusterRequest.current?.abort();
    const map = mapRef.current?.getMap();
    if (!map || sources.length === 0 || !showMarkers) {
      setSourceMarkers(NO_SOURCE_MARKERS);
      return;
    }
    const controller = new AbortController();
    clusterRequest.current = controller;
    const query = { bbox: clampedBounds(map), zoom: Math.floor(map.getZoom()) };
    // Each source's markers show as soon as they arrive: a large sales set does not hold back the projects.
    for (const source of sources) {
      source.getClusters(query, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          const markers = toVisibleMarkers(result, source);
          setSourceMarkers((previous) => {
            const next = new Map<PinSource, VisibleMarkers>();
            for (const shown of sources) {
              const kept = shown === source ? markers : previous.get(shown);
              if (kept) next.set(shown, kept);
            }
            return next;
          });
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isCancellation(error))
            console.warn('Map clusters could not be loaded', error);
        },
      );
    }
  }, [sources, showMarkers]);

  // The results changed (or the map just loaded): reset the view (part 1 §4). The camera move
  // ends in onMoveEnd, which loads the clusters the new view shows.
  const narrow = typeof window !== 'undefined' && window.innerWidth < NARROW_MAP_PX;
  useEffect(() => {
    if (!loadedMap || pinsPending) return;
    setSelectedPin(null);
    const target = viewResetTarget({
      pinCount: allPins.pinCount,
      pinBounds: allPins.bounds,
      geoFilter,
      geography,
      selectedRegionIds,
      narrow,
    });
    if (target.kind === 'center') {
      loadedMap.jumpTo({ center: [target.longitude, target.latitude], zoom: target.zoom });
    } else {
      loadedMap.fitBounds(target.bounds, {
        padding: target.padding,
        animate: false,
        ...(target.maxZoom === undefined ? {} : { maxZoom: target.maxZoom }),
      });
    }
    // Only a change of results (of any source) moves the view; a new polygon or region list alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedMap, allPins.resultKey, pinsPending]);

  // Another source or mode without a camera move still needs its markers.
  useEffect(() => {
    if (loadedMap) refreshMarkers();
  }, [loadedMap, refreshMarkers]);

  useEffect(() => () => clusterRequest.current?.abort(), []);

  // terra-draw keeps the callback it was created with; the owner's latest one is read here.
  const geoFilterListener = useRef(onGeoFilterChange);
  useEffect(() => {
    geoFilterListener.current = onGeoFilterChange;
  }, [onGeoFilterChange]);

  // Drawing lives on the loaded map; market history shows no polygon.
  useEffect(() => {
    if (!loadedMap || !showMarkers) return;
    const draw = new PolygonDraw(loadedMap, (points) => {
      setDrawing(false);
      if (!isGeoFilterPolygon(points)) return;
      reportedGeoFilter.current = points;
      geoFilterListener.current(points);
    });
    polygonDraw.current = draw;
    draw.show(reportedGeoFilter.current);
    return () => {
      draw.stop();
      polygonDraw.current = null;
    };
  }, [loadedMap, showMarkers]);

  // A geoFilter from the URL (or cleared elsewhere) is shown unless it is the one just drawn.
  useEffect(() => {
    if (samePoints(reportedGeoFilter.current, geoFilter)) return;
    reportedGeoFilter.current = geoFilter;
    polygonDraw.current?.show(geoFilter);
  }, [geoFilter, loadedMap]);

  const onClusterClick = useCallback((cluster: ClusterMarker) => {
    const map = mapRef.current?.getMap();
    // While a polygon is drawn, clicks place its points and must not also zoom the map.
    if (!map || polygonDraw.current?.drawing) return;
    const controller = new AbortController();
    cluster.source.getClusterExpansionZoom(cluster.clusterId, controller.signal).then(
      (zoom) => map.easeTo({ center: cluster.position, zoom }),
      // Part 1 §8: a cluster expansion error is a console warning only.
      (error: unknown) => console.warn('The cluster could not be expanded', error),
    );
  }, []);

  const markers = useMemo((): VisibleMarkers => {
    // Markers of a source no longer shown (new results, still loading) are not drawn.
    const shown = sources.flatMap((source) => sourceMarkers.get(source) ?? []);
    return { clusters: shown.flatMap((entry) => entry.clusters), pins: shown.flatMap((entry) => entry.pins) };
  }, [sources, sourceMarkers]);

  // The pins in view as a list a keyboard can walk, from the markers the engine answered for the viewport.
  const listed = useMemo(() => markerList(markers, sources), [markers, sources]);

  const openPin = useCallback((pin: PinMarker, opener: HTMLElement | null) => {
    popupOpener.current = opener;
    setSelectedPin(pin);
  }, []);
  const closePopup = useCallback(() => setSelectedPin(null), []);
  // A popup closed (Escape, its close button, new results): its links are gone and focus with
  // them, so it goes back to what opened the popup (WCAG 2.4.3). Run after the popup's own
  // cleanup has removed it from the page; focus moved elsewhere meanwhile stays there.
  useEffect(() => {
    if (selectedPin !== null) return;
    const opener = popupOpener.current;
    popupOpener.current = null;
    const focused = document.activeElement;
    if (opener?.isConnected && (focused === null || focused === document.body)) opener.focus();
  }, [selectedPin]);

  const layers = useMemo(() => {
    const labelLayer = buildLabelLayer(labelsForZoom(geography.labels, labelZoom));
    if (!showMarkers) return [labelLayer];
    // The marker layers stay, empty, while there are no pins (a search loading): dropped, they
    // would release their GPU programs, built again in the frame that first draws the new pins.
    return [
      labelLayer,
      ...buildMarkerLayers({
        markers,
        onClusterClick,
        onPinClick: (pin) => {
          if (!polygonDraw.current?.drawing)
            openPin(pin, document.activeElement instanceof HTMLElement ? document.activeElement : null);
        },
      }),
    ];
  }, [geography, labelZoom, showMarkers, markers, onClusterClick, openPin]);

  // A User Timing mark once new markers reach the overlay: the end-to-end test reads how long
  // after the data arrived the pins were drawn (the landing journey times the pins, README "Performance").
  useEffect(() => {
    if (markers.clusters.length + markers.pins.length > 0) performance.mark(MARKERS_DRAWN_MARK);
  }, [markers]);

  const [overlay, setOverlay] = useState<MapboxOverlay | null>(null);
  useEffect(() => {
    if (loadedMap && overlay) onMapReady?.({ map: loadedMap, overlay });
  }, [loadedMap, overlay, onMapReady]);

  const startDrawing = useCallback(() => {
    setSelectedPin(null);
    polygonDraw.current?.startDrawing();
    setDrawing(true);
  }, []);
  const cancelDrawing = useCallback(() => {
    polygonDraw.current?.cancelDrawing(reportedGeoFilter.current);
    setDrawing(false);
  }, []);
  const deletePolygon = useCallback(() => {
    polygonDraw.current?.show(null);
    reportedGeoFilter.current = null;
    geoFilterListener.current(null);
  }, []);
  const applyTypedPolygon = useCallback((points: LatLng[]) => {
    setSelectedPin(null);
    polygonDraw.current?.show(points);
    reportedGeoFilter.current = points;
    geoFilterListener.current(points);
  }, []);
  const openTyping = useCallback(() => setTyping(true), []);
  const closeTyping = useCallback(() => setTyping(false), []);
  const onMapBounds = useCallback(
    (point: LatLng) => {
      if (geography.bounds === null) return true;
      const [west, south, east, north] = geography.bounds;
      return point.lng >= west && point.lng <= east && point.lat >= south && point.lat <= north;
    },
    [geography],
  );

  const keyboardDraw = useKeyboardDraw(loadedMap, applyTypedPolygon);
  const keyboardDrawButton = useRef<HTMLButtonElement>(null);
  const goToArea = useCallback(
    (area: MapArea) => {
      setSelectedPin(null);
      loadedMap?.fitBounds(area.bounds, { padding: REGION_FIT_PADDING, animate: false });
    },
    [loadedMap],
  );

  const hasPolygon = isGeoFilterPolygon(geoFilter);
  const shownSelection = showMarkers ? areaSelection : null;
  const selectionText = useMemo(() => selectionOutlineText(shownSelection, geography), [shownSelection, geography]);

  return (
    <Stack gap="xs">
      <MapToolbar
        showMarkers={showMarkers}
        showBoundaries={showBoundaries}
        onShowBoundaries={setShowBoundaries}
        showSelectedSubmarkets={showSelectedSubmarkets}
        onShowSelectedSubmarkets={setShowSelectedSubmarkets}
        // Drawing with the keyboard uses the map: the mouse's drawing and typing wait for it.
        ready={loadedMap !== null && !keyboardDraw.active}
        drawing={drawing}
        polygon={hasPolygon ? geoFilter : null}
        typing={typing}
        onStartDrawing={startDrawing}
        onCancelDrawing={cancelDrawing}
        onDeletePolygon={deletePolygon}
        onOpenTyping={openTyping}
        onCloseTyping={closeTyping}
        onApplyTypedPolygon={applyTypedPolygon}
        onMap={onMapBounds}
      />
      {/* The map from the keyboard (WCAG 2.1.1): its boundaries (on every map, market history's
          included) and, where polygons are drawn, a polygon drawn with keys. */}
      <Group gap="md" align="flex-end" wrap="wrap">
        <MapAreaSelect geography={geography} ready={loadedMap !== null} onArea={goToArea} />
        {showMarkers && (
          <Button
            ref={keyboardDrawButton}
            size="xs"
            variant="light"
            disabled={loadedMap === null || drawing}
            onClick={(event) => {
              if (keyboardDraw.active) loadedMap?.getCanvas().focus();
              else {
                setSelectedPin(null);
                keyboardDraw.start(event.currentTarget);
              }
            }}
          >
            {KEYBOARD_DRAW_TEXT.start}
          </Button>
        )}
      </Group>
      {showMarkers && keyboardDraw.active && <KeyboardDrawPanel draw={keyboardDraw} />}
      <Box h={MAP_HEIGHT} pos="relative" data-testid="market-map">
        <MapGL
          ref={mapRef}
          workerUrl={workerUrl}
          mapStyle={mapStyle}
          initialViewState={{ ...DEFAULT_CENTER, zoom: DEFAULT_ZOOM }}
          style={{ width: '100%', height: '100%' }}
          locale={{ 'Map.Title': KEYBOARD_HELP }}
          onLoad={(event) => setLoadedMap(event.target)}
          onError={(event) => {
            // Before its style is loaded a map has no style to serialize: the basemap itself failed
            // (tile and source errors of a loaded style come later and keep the basemap).
            if (basemapUrl === null || event.target.getStyle() !== undefined) return;
            console.warn(BASEMAP_FALLBACK_WARNING, basemapUrl, event.error);
            setFailedBasemapUrl(basemapUrl);
          }}
          onMoveEnd={(event) => {
            const zoom = Math.floor(event.viewState.zoom);
            setLabelZoom((current) => (current === zoom ? current : zoom));
            refreshMarkers();
          }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          <BoundaryLayers
            geography={geography}
            showBoundaries={showBoundaries || !showMarkers}
            showSelectedSubmarkets={showSelectedSubmarkets}
            selectedSubmarketIds={selectedSubmarketIds}
            areaSelection={shownSelection}
          />
          {showMarkers && keyboardDraw.active && <KeyboardDrawLayers points={keyboardDraw.points} />}
          <DeckOverlay layers={layers} onOverlay={setOverlay} />
          {selectedPin && sources.includes(selectedPin.source) && showMarkers && (
            <PinPopup
              pin={selectedPin}
              kind={selectedPin.source.kind}
              onClose={closePopup}
              actions={renderPopupActions?.(selectedPin, selectedPin.source.kind, selectedPin.source)}
            />
          )}
        </MapGL>
        {showMarkers && keyboardDraw.active && <KeyboardDrawCrosshair />}
        {showMarkers && (
          // Not a live region: the list's count below speaks as the map moves, once.
          <VisuallyHidden data-testid="map-markers-status">{markersOnScreenLabel(markers)}</VisuallyHidden>
        )}
      </Box>
      {selectionText !== null && (
        <Text size="xs" data-testid="map-area-selection">
          {selectionText}
        </Text>
      )}
      {showMarkers && <MapMarkerList list={listed} onOpenPin={openPin} onExpandCluster={onClusterClick} />}
      {showMarkers && legendKinds.length > 0 && (
        <MapLegend kinds={legendKinds} projectType={projectType} saleSubTypes={saleSubTypes} />
      )}
    </Stack>
  );
});
