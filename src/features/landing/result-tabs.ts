import type { LandingGroupSummary } from '@contract/engine';
import { isOptionSelected, type CategorySelection } from './category-selection';
import { SALES_CATEGORY_ID, SALES_GROUP_KEY, SPECIAL_TAB_LABELS } from './landing-constants';

/** A tab's label: condo_active reads 'condo new', and so on; others replace the underscore with a space. */
export function tabLabel(groupKey: string): string {
  return SPECIAL_TAB_LABELS[groupKey] ?? groupKey.replace('_', ' ');
}

/** `condo_active` -> condo / active. Category ids hold hyphens, never underscores. */
export function splitGroupKey(groupKey: string): { category: string; option: string } | null {
  const separator = groupKey.indexOf('_');
  if (separator <= 0) return null;
  return { category: groupKey.slice(0, separator), option: groupKey.slice(separator + 1) };
}

/** Whether a result group has a tab for the selected categories and options. */
export function isGroupShown(group: Pick<LandingGroupSummary, 'groupKey'>, selection: CategorySelection): boolean {
  if (group.groupKey === SALES_GROUP_KEY) return (selection[SALES_CATEGORY_ID]?.length ?? 0) > 0;
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
