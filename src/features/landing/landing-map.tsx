import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { LandingDatasetHandle, MarketEngine } from '../../engine/engine-api';
import { MarketMap } from '../../components/map/market-map';
import type { PinKind } from '../../components/map/pin-icons';
import { useEnginePinSource } from '../../components/map/use-engine-pin-source';
import type { RegionConfig } from '../../api/geography';
import { PROJECT_TYPES, type ProjectType } from '../../api/search';
import type { LatLng } from '../../lib/geo-filter';
import { configurationStore } from '../../state/configuration';
import { RENTAL_STANDING } from './landing-constants';
import { ProjectPopupCompareAction } from './landing-popup-actions';
import type { TabViewState } from './landing-tab-panel';
import { splitGroupKey } from './result-tabs';

interface LandingMapProps {
  engine: MarketEngine;
  /** The selected tab's result group and its view. */
  group: LandingDatasetHandle | null;
  tabView: TabViewState | null;
  selectedRegionIds: readonly string[];
  polygon: readonly LatLng[] | null;
  onPolygonChange: (points: LatLng[] | null) => void;
}

function pinKindOf(group: LandingDatasetHandle | null): PinKind {
  if (group?.summary.groupType === 'sales') return 'sales';
  return splitGroupKey(group?.summary.groupKey ?? '')?.option === RENTAL_STANDING ? 'rentals' : 'projects';
}

function projectTypeOf(group: LandingDatasetHandle | null): ProjectType | undefined {
  const category = splitGroupKey(group?.summary.groupKey ?? '')?.category;
  return PROJECT_TYPES.find((type) => type === category);
}

/**
 * The landing map: the pins of the selected tab's filtered rows, clustered in the engine. A new
 * view version (regions, categories or polygon changed) gives a new pin source, and the map
 * resets its view then (part 1 §4).
 */
export function LandingMap({ engine, group, tabView, selectedRegionIds, polygon, onPolygonChange }: LandingMapProps) {
  // Subscribed through the snapshot; the payloads are read-only refs read from the store.
  useSnapshot(configurationStore);
  const { regions, salesBasic } = configurationStore;
  const kind = pinKindOf(group);
  const standing = splitGroupKey(group?.summary.groupKey ?? '')?.option;
  // Without the regions configuration there is no map, so no pins are asked for.
  const pinView = regions === null ? null : (tabView?.view ?? null);
  const pins = useEnginePinSource(engine, pinView, tabView?.summary?.version, kind);
  const regionIds = useMemo(() => selectedRegionIds.map(Number), [selectedRegionIds]);
  const saleSubTypes = useMemo(
    () => (salesBasic?.propertyTypes ?? []).flatMap((type) => type.sub_property_types),
    [salesBasic],
  );
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
      projectType={projectTypeOf(group)}
      saleSubTypes={saleSubTypes}
      renderPopupActions={
        kind === 'projects' && standing !== undefined
          ? (pin) => <ProjectPopupCompareAction projectId={pin.id} projectStanding={standing} />
          : undefined
      }
    />
  );
}
