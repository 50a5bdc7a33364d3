import { useCallback, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { LandingDatasetHandle, MarketEngine } from '../../engine/engine-api';
import { ProjectPopupCompareAction, RentalPopupCompareAction } from '../../components/compare/popup-compare-actions';
import { MarketMap } from '../../components/map/market-map';
import type { PinKind } from '../../components/map/pin-icons';
import type { PinSource } from '../../components/map/pin-source';
import { useEnginePinSources, type EnginePinRequest } from '../../components/map/use-engine-pin-sources';
import type { PinMarker } from '../../components/map/visible-pins';
import type { RegionConfig } from '@contract/geography';
import { PROJECT_TYPES, RENTAL_STANDING, type ProjectType } from '@contract/product-facts';
import type { AreaSelection } from '@contract/area-selection';
import type { LatLng } from '@contract/geo-filter';
import { configurationStore } from '../../state/configuration';
import type { TabViewState } from './landing-tab-panel';
import { splitGroupKey } from '@contract/landing-tabs';

/** A tab's view on the map, with the tab it comes from (its standing decides the popup actions). */
interface TabPinRequest extends EnginePinRequest {
  groupKey: string;
}

interface LandingMapProps {
  engine: MarketEngine;
  /** The shown tabs' result groups, in tab order. */
  tabs: readonly LandingDatasetHandle[];
  /** The view each tab reported for its current group (or null while it has none). */
  tabViewOf: (group: LandingDatasetHandle) => TabViewState | null;
  selectedRegionIds: readonly string[];
  polygon: readonly LatLng[] | null;
  onPolygonChange: (points: LatLng[] | null) => void;
  /** The selection of areas the tabs' rows are narrowed to (applied at once on Map Search), outlined on the map. */
  areas: AreaSelection | null;
}

function pinKindOf(group: LandingDatasetHandle): PinKind {
  if (group.summary.groupType === 'sales') return 'sales';
  return splitGroupKey(group.summary.groupKey)?.option === RENTAL_STANDING ? 'rentals' : 'projects';
}

/** The one project type of the project tabs, for the legend; both types' icons when they differ. */
function projectTypeOf(tabs: readonly LandingDatasetHandle[]): ProjectType | undefined {
  const types = new Set(
    tabs
      .filter((group) => pinKindOf(group) === 'projects')
      .map((group) => PROJECT_TYPES.find((type) => type === splitGroupKey(group.summary.groupKey)?.category)),
  );
  return types.size === 1 ? [...types][0] : undefined;
}

/**
 * The landing map: the filtered rows of every tab at once (part 1 §2 "a map with the filtered
 * projects and sales of the tabs"), each tab clustered in the engine. Any tab's new view version
 * (regions, categories or polygon changed) gives it a new pin source, and the map resets its
 * view then (part 1 §4).
 */
export function LandingMap({
  engine,
  tabs,
  tabViewOf,
  selectedRegionIds,
  polygon,
  onPolygonChange,
  areas,
}: LandingMapProps) {
  // Subscribed through the snapshot; the payloads are read-only refs read from the store.
  useSnapshot(configurationStore);
  const { regions, salesBasic } = configurationStore;
  // Without the regions configuration there is no map, so no pins are asked for.
  const requests =
    regions === null
      ? []
      : tabs.flatMap((group): TabPinRequest[] => {
          const state = tabViewOf(group);
          if (state?.view == null || state.summary == null) return [];
          return [
            {
              view: state.view,
              version: state.summary.rowsVersion,
              kind: pinKindOf(group),
              groupKey: group.summary.groupKey,
            },
          ];
        });
  const loaded = useEnginePinSources(engine, requests);
  const pins = useMemo(() => loaded.map((entry) => entry.source), [loaded]);
  const regionIds = useMemo(() => selectedRegionIds.map(Number), [selectedRegionIds]);
  const saleSubTypes = useMemo(
    () => (salesBasic?.propertyTypes ?? []).flatMap((type) => type.sub_property_types),
    [salesBasic],
  );

  const renderPopupActions = useCallback(
    (pin: PinMarker, kind: PinKind, source: PinSource): ReactNode => {
      const groupKey = loaded.find((entry) => entry.source === source)?.request.groupKey;
      const standing = groupKey === undefined ? undefined : splitGroupKey(groupKey)?.option;
      if (kind === 'projects' && standing !== undefined)
        return <ProjectPopupCompareAction projectId={pin.id} projectStanding={standing} />;
      if (kind === 'rentals') return <RentalPopupCompareAction rentalId={pin.id} />;
      return null;
    },
    [loaded],
  );

  const projectType = useMemo(() => projectTypeOf(tabs), [tabs]);

  // The offline basemap is drawn from the regions configuration; without it there is no map to show.
  if (regions === null) return null;
  return (
    <MarketMap
      // The store holds the payload as a ref (never mutated); its snapshot type is only deeply read-only.
      regions={regions.regions as readonly RegionConfig[]}
      pins={pins}
      selectedRegionIds={regionIds}
      geoFilter={polygon}
      onGeoFilterChange={onPolygonChange}
      areaSelection={areas}
      projectType={projectType}
      saleSubTypes={saleSubTypes}
      renderPopupActions={renderPopupActions}
    />
  );
}
