import { useSnapshot } from 'valtio';
import type { AreaSelection } from '@contract/area-selection';
import { geographyIds, type RegionConfig } from '@contract/geography';
import type { LatLng } from '@contract/geo-filter';
import type { LandingDatasetHandle, MarketEngine } from '../../engine/engine-api';
import { configurationStore } from '../../state/configuration';
import { AreaSelectionPanel } from '../../components/area-selection/area-selection-panel';
import type { CategorySelection } from '@contract/landing-categories';
import { splitGroupKey, tabClientParams } from '@contract/landing-tabs';

/** The region configuration's submarket and municipality ids once loaded (the address check of `areas`). */
export function knownAreaIds(): { submarkets: ReadonlySet<string>; municipalities: ReadonlySet<string> } | undefined {
  const regions = configurationStore.regions;
  return regions === null ? undefined : geographyIds(regions.regions as readonly RegionConfig[]);
}

export interface LandingAreaSelectionProps {
  engine: MarketEngine;
  /** The selected tab's result group: the live count is its view's. */
  group: LandingDatasetHandle | null;
  selection: CategorySelection;
  polygon: readonly LatLng[] | null;
  areas: AreaSelection | null;
  onAreasChange: (areas: AreaSelection | null) => void;
  visibleColumns: readonly string[] | null;
}

/**
 * Map Search's selection of areas (beyond the spec, contract/area-selection.ts): it narrows
 * every tab as soon as it changes (the page has no Search button), and the count shown is the
 * engine's for the selected tab, as its badge says.
 */
export function LandingAreaSelection({
  engine,
  group,
  selection,
  polygon,
  areas,
  onAreasChange,
  visibleColumns,
}: LandingAreaSelectionProps) {
  // Subscribed through the snapshot; the payloads are read-only refs read from the store.
  useSnapshot(configurationStore);
  const { regions } = configurationStore;
  if (regions === null) return null;
  const parts = group === null ? null : splitGroupKey(group.summary.groupKey);
  const clientParams = group === null ? {} : tabClientParams(group.summary.groupType, selection, polygon, areas);
  return (
    <AreaSelectionPanel
      regions={regions.regions as readonly RegionConfig[]}
      value={areas}
      onChange={onAreasChange}
      drawnPolygon={polygon}
      preview={{
        engine,
        dataset: group,
        clientParams,
        context: parts === null ? undefined : { projectType: parts.category, projectStanding: parts.option },
        visibleColumns,
      }}
      columns={group?.summary.columns ?? []}
      appliesOnSearch={false}
    />
  );
}
