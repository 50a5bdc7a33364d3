import type { ByRegionOptionsResponse } from '@contract/urban-landing';
import type { ExportAboutLine } from '@contract/engine';
import { filledLines, namesOf } from '../../components/results-table/export-about-lines';
import type { CategorySelection } from '@contract/landing-categories';
import { REGIONS_LEGEND, SALES_CATEGORY_ID, SALES_GROUP_KEY } from './landing-constants';
import { splitGroupKey } from '@contract/landing-tabs';

/** The option names of a category, by the checklists' own names. */
function optionNames(
  options: ByRegionOptionsResponse,
  categoryId: string,
  optionIds: readonly string[],
): ExportAboutLine | null {
  const category = options.filters.find((candidate) => candidate.id === categoryId);
  if (category === undefined) return null;
  return { label: category.name, value: namesOf(optionIds, category.options) };
}

/**
 * One result tab's search in words, as the Map Search checklists show it (part 1 §2): the
 * chosen regions under the region checklist's legend, and the tab's category with its chosen
 * option (the sales tab: the chosen sub-types), for the XLSX "About this export" sheet. The
 * drawn polygon is described by the engine, which applies it.
 */
export function landingTabSearchInWords(
  options: ByRegionOptionsResponse,
  regionIds: readonly string[],
  selection: CategorySelection,
  groupKey: string,
): ExportAboutLine[] {
  const parts = splitGroupKey(groupKey);
  const category =
    groupKey === SALES_GROUP_KEY
      ? optionNames(options, SALES_CATEGORY_ID, selection[SALES_CATEGORY_ID] ?? [])
      : parts === null
        ? null
        : optionNames(options, parts.category, [parts.option]);
  return filledLines([
    { label: REGIONS_LEGEND, value: namesOf(regionIds, options.regions) },
    ...(category === null ? [] : [category]),
  ]);
}
