/**
 * The result tabs of the Map Search page (part 1 §4 "Landing page"): which result groups have a
 * tab for the selected categories, which tab is selected, and the client params of a tab. The
 * page and the server's run of a saved Map Search view (server/queries/visits/saved-view-rows.ts)
 * read them here, so both show the same rows.
 */
import type { LandingGroupSummary, ClientParams } from './engine';
import { LANDING_SALES_CATEGORY } from './access';
import { AREA_SELECTION_PARAM, EMPTY_AREA_SELECTION, encodeAreaSelection, type AreaSelection } from './area-selection';
import { geoFilterParam, type LatLng } from './geo-filter';
import { isOptionSelected, type CategorySelection } from './landing-categories';
import type { ByRegionLandingResponse } from './urban-landing';

/** `condo_active` -> condo / active. Category ids hold hyphens, never underscores. */
export function splitGroupKey(groupKey: string): { category: string; option: string } | null {
  const separator = groupKey.indexOf('_');
  if (separator <= 0) return null;
  return { category: groupKey.slice(0, separator), option: groupKey.slice(separator + 1) };
}

/** Whether a result group has a tab for the selected categories and options (the sales group: any sub-type). */
export function isGroupShown(group: Pick<LandingGroupSummary, 'groupKey'>, selection: CategorySelection): boolean {
  if (group.groupKey === LANDING_SALES_CATEGORY) return (selection[LANDING_SALES_CATEGORY]?.length ?? 0) > 0;
  const parts = splitGroupKey(group.groupKey);
  return parts !== null && isOptionSelected(selection, parts.category, parts.option);
}

/** The groups with a tab, ordered by `order`. */
export function shownGroups<G extends { summary: Pick<LandingGroupSummary, 'groupKey' | 'order'> }>(
  groups: readonly G[],
  selection: CategorySelection,
): G[] {
  return groups
    .filter((group) => isGroupShown(group.summary, selection))
    .sort((a, b) => a.summary.order - b.summary.order);
}

/** The first tab is selected when none is selected or the selected one disappears. */
export function effectiveTab(selected: string | null, shownKeys: readonly string[]): string | null {
  if (selected !== null && shownKeys.includes(selected)) return selected;
  return shownKeys[0] ?? null;
}

/**
 * The group of a landing answer whose tab the page shows for the selection and the selected tab
 * (the first shown tab when none or a hidden one is selected); null when no group has a tab.
 * The page reads the same rules over the engine's group summaries.
 */
export function shownLandingGroup(
  groups: ByRegionLandingResponse,
  selection: CategorySelection,
  selectedTab: string | null,
): { groupKey: string; group: ByRegionLandingResponse[string] } | null {
  const tabs = shownGroups(
    Object.entries(groups).map(([groupKey, group]) => ({ summary: { groupKey, order: group.order }, group })),
    selection,
  );
  const tab = effectiveTab(
    selectedTab,
    tabs.map((shown) => shown.summary.groupKey),
  );
  const shown = tabs.find((candidate) => candidate.summary.groupKey === tab);
  return shown === undefined ? null : { groupKey: shown.summary.groupKey, group: shown.group };
}

/**
 * The client params of a tab: the drawn polygon, the selection of areas, and for the sales tab
 * the selected sub-types (the server answers every sub-type; the options narrow it in the
 * engine's view step).
 */
export function tabClientParams(
  groupType: 'project' | 'sales',
  selection: CategorySelection,
  polygon: readonly LatLng[] | null,
  areas: AreaSelection | null,
): ClientParams {
  const params: Record<string, string | readonly string[]> = {};
  const geoFilter = geoFilterParam(polygon);
  if (geoFilter !== undefined) params['geoFilter'] = geoFilter;
  const encodedAreas = encodeAreaSelection(areas ?? EMPTY_AREA_SELECTION);
  if (encodedAreas !== undefined) params[AREA_SELECTION_PARAM] = encodedAreas;
  if (groupType === 'sales') params['subproperty_type_id[]'] = selection[LANDING_SALES_CATEGORY] ?? [];
  return params;
}
