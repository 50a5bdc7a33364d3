/**
 * The Map Search page's view in the URL (src/features/landing/) (beyond the spec: a link restores the whole view):
 * `regions=1,2` the checked regions, `categories=condo:active|oldstock,sales:3|7` the checked
 * categories and their options, `geoFilter` the drawn polygon, `areas` the selection of areas
 * (contract/area-selection.ts) and `tab` the selected result tab.
 * Reading keeps only what the page's options still offer, so a stale link opens with no error;
 * an absent key leaves the page's own default.
 */
import { decodeGeoFilter, encodeGeoFilter, type LatLng } from './geo-filter';
import {
  decodeAreaSelection,
  EMPTY_AREA_SELECTION,
  encodeAreaSelection,
  unknownSelectionIds,
  type AreaSelection,
} from './area-selection';
import type { ByRegionOptionsResponse } from './urban-landing';
import type { LANDING_VIEW_KEYS } from './search-params';
import { initialCategorySelection, type CategorySelection } from './landing-categories';
import { initialRegionSelection } from './landing-regions';

/** The values of the route's landing keys (LANDING_VIEW_KEYS in contract/search-params.ts). */
export type LandingUrlValues = Partial<Record<(typeof LANDING_VIEW_KEYS)[number], string>>;

export interface LandingViewState {
  regionIds: string[];
  selection: CategorySelection;
  polygon: LatLng[] | null;
  /** The selection of areas (contract/area-selection.ts), or null for none. */
  areas: AreaSelection | null;
  tab: string | null;
}

const LIST = ',';
const CATEGORY = ':';
const OPTION = '|';

/**
 * The page's view before its URL names one (part 1 §4 "Landing page"): the checked regions and
 * categories, no polygon, no areas, the first tab.
 */
export function landingDefaults(options: ByRegionOptionsResponse): LandingViewState {
  return {
    regionIds: initialRegionSelection(options.regions),
    selection: initialCategorySelection(options.filters),
    polygon: null,
    areas: null,
    tab: null,
  };
}

export function landingStateToUrl(state: LandingViewState): LandingUrlValues {
  return {
    regions: state.regionIds.join(LIST),
    categories: Object.entries(state.selection)
      .map(([category, options]) => `${category}${CATEGORY}${options.join(OPTION)}`)
      .join(LIST),
    geoFilter: state.polygon === null ? undefined : encodeGeoFilter(state.polygon),
    areas: encodeAreaSelection(state.areas ?? EMPTY_AREA_SELECTION),
    tab: state.tab ?? undefined,
  };
}

/** The state a URL gives over the page's defaults, and the keys whose values it dropped. */
export interface LandingUrlReading {
  state: LandingViewState;
  /**
   * The keys holding values the page's options do not offer (a region or category that is not
   * there or disabled, a polygon that does not decode): the search pages' one notice names them
   * (src/components/search-page/route-param-check.ts).
   */
  dropped: string[];
}

export function readLandingUrl(
  values: LandingUrlValues,
  options: ByRegionOptionsResponse,
  defaults: LandingViewState,
  /** The region configuration's submarket and municipality ids, once loaded: a selection naming others is dropped. */
  known?: { submarkets: ReadonlySet<string>; municipalities: ReadonlySet<string> },
): LandingUrlReading {
  const dropped = new Set<string>();
  const enabledRegions = new Set(options.regions.filter((region) => !region.disabled).map((region) => region.id));
  let regionIds = defaults.regionIds;
  if (values.regions !== undefined) {
    const named = values.regions.split(LIST).filter((id) => id !== '');
    regionIds = named.filter((id) => enabledRegions.has(id));
    if (regionIds.length < named.length) dropped.add('regions');
  }

  let selection = defaults.selection;
  if (values.categories !== undefined) {
    const next: Record<string, readonly string[]> = {};
    for (const part of values.categories.split(LIST)) {
      if (part === '') continue;
      const at = part.indexOf(CATEGORY);
      const category =
        at <= 0 ? undefined : options.filters.find((entry) => entry.id === part.slice(0, at) && !entry.disabled);
      if (category === undefined) {
        dropped.add('categories');
        continue;
      }
      const offered = new Set(category.options.filter((option) => !option.disabled).map((option) => option.id));
      const named = part
        .slice(at + 1)
        .split(OPTION)
        .filter((id) => id !== '');
      const chosen = named.filter((id) => offered.has(id));
      if (chosen.length < named.length) dropped.add('categories');
      if (chosen.length > 0) next[category.id] = chosen;
    }
    selection = next;
  }

  let polygon = defaults.polygon;
  if (values.geoFilter !== undefined) {
    polygon = decodeGeoFilter(values.geoFilter);
    if (polygon === null && values.geoFilter !== '') dropped.add('geoFilter');
  }
  let areas = defaults.areas;
  if (values.areas !== undefined && values.areas !== '') {
    areas = decodeAreaSelection(values.areas);
    if (areas === null || (known !== undefined && unknownSelectionIds(areas, known).length > 0)) {
      areas = null;
      dropped.add('areas');
    }
  }
  return { state: { regionIds, selection, polygon, areas, tab: values.tab ?? defaults.tab }, dropped: [...dropped] };
}

/** The state a URL gives over the page's defaults. */
export function landingStateFromUrl(
  values: LandingUrlValues,
  options: ByRegionOptionsResponse,
  defaults: LandingViewState,
): LandingViewState {
  return readLandingUrl(values, options, defaults).state;
}
