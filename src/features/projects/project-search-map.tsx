import { useMemo } from 'react';
import { decodeAreaSelection } from '@contract/area-selection';
import { decodeGeoFilter, geoFilterParam, isGeoFilterPolygon, type LatLng } from '@contract/geo-filter';
import { ProjectPopupCompareAction, RentalPopupCompareAction } from '../../components/compare/popup-compare-actions';
import { MarketMap } from '../../components/map/market-map';
import type { PinSource } from '../../components/map/pin-source';
import type { ProjectSearch } from '@contract/search-params';
import type { ProjectSearchOptions } from '@contract/project-search-options';

export interface ProjectSearchMapProps {
  context: ProjectSearchOptions;
  /** The route's query: its polygon is drawn, and a new polygon searches from it. */
  route: ProjectSearch;
  /** What the results show: its regions, submarkets, type and standing. */
  effective: ProjectSearch;
  pins: PinSource | null;
  /** The search or its pins are loading (MarketMap's pinsPending). */
  pinsPending: boolean;
  submit: (search: ProjectSearch) => void;
}

/** The map of a project view: pins, the search's regions, the drawn polygon (part 1 §2, §4) and the selection of areas. */
export function ProjectSearchMap({ context, route, effective, pins, pinsPending, submit }: ProjectSearchMapProps) {
  const history = context.searchType === 'market-history';
  const standing = effective.projectStanding ?? '';
  const geoFilter = useMemo(() => decodeGeoFilter(route.geoFilter), [route]);
  // The selection the results are narrowed to, outlined on the map (market history takes none).
  const areaSelection = useMemo(() => decodeAreaSelection(effective.areas), [effective.areas]);
  const onGeoFilterChange = (points: LatLng[] | null) => {
    // Part 1 §4, §9: a polygon of 3 or more points searches; deleting it clears the filter.
    if (points === null || isGeoFilterPolygon(points)) submit({ ...route, geoFilter: geoFilterParam(points) });
  };
  return (
    <MarketMap
      regions={context.regions}
      // Part 1 §4: market history hides markers and the polygon.
      pins={history ? null : pins}
      pinsPending={!history && pinsPending}
      mode={history ? 'marketHistory' : 'markers'}
      selectedRegionIds={(effective['regionId[]'] ?? []).map(Number)}
      selectedSubmarketIds={(effective['submarketId[]'] ?? []).map(Number)}
      geoFilter={history ? null : geoFilter}
      onGeoFilterChange={onGeoFilterChange}
      areaSelection={history ? null : areaSelection}
      projectType={effective.projectType === 'purpose-built' ? 'purpose-built' : 'condo'}
      renderPopupActions={(pin, pinKind) =>
        pinKind === 'rentals' ? (
          <RentalPopupCompareAction rentalId={pin.id} />
        ) : pinKind === 'projects' ? (
          <ProjectPopupCompareAction projectId={pin.id} projectStanding={standing} />
        ) : null
      }
    />
  );
}
