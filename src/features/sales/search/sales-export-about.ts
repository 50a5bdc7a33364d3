import type { RegionConfig } from '@contract/geography';
import { filledValues } from '@contract/filter-definitions';
import type { ExportAboutLine } from '../../../engine/engine-contract';
import { FULL_TEXT_SEARCH_LABEL } from '../../../components/filters/full-text-search-input';
import { MARKET_SELECT_LABELS } from '../../../components/market-select/market-select';
import { PROPERTY_TYPE_LABEL, SALE_DATE_FROM_LABEL, SALE_DATE_TO_LABEL } from './sales-search-constants';
import {
  municipalityIdsOf,
  regionIdsOf,
  subTypeIdsOf,
  type SalesSearch,
  type SalesSearchOptions,
} from './sales-search-state';

/** Names of the chosen ids, in the order chosen; an id the options lack is shown as it is. */
function namesOf(ids: readonly string[], options: ReadonlyArray<{ id: number; name: string }>): string {
  const byId = new Map(options.map((option) => [String(option.id), option.name]));
  return ids.map((id) => byId.get(id) ?? id).join(', ');
}

/**
 * The sales search in words, as the filter panel (sales-filter-panel.tsx) shows it: its labels
 * and the chosen options' names, for the XLSX "About this export" sheet. Advanced filters,
 * the polygon and the sort are described by the engine, which applies them.
 */
export function salesSearchInWords(
  options: SalesSearchOptions,
  regions: readonly RegionConfig[],
  search: SalesSearch,
): ExportAboutLine[] {
  const subTypes = options.basic.propertyTypes.flatMap((type) => type.sub_property_types);
  const municipalities = regions.flatMap((region) => region.municipalities);
  const lines: ExportAboutLine[] = [
    { label: SALE_DATE_FROM_LABEL, value: filledValues(search.saleDateRangeFrom).join(', ') },
    { label: SALE_DATE_TO_LABEL, value: filledValues(search.saleDateRangeTo).join(', ') },
    { label: PROPERTY_TYPE_LABEL, value: namesOf(subTypeIdsOf(search), subTypes) },
    { label: FULL_TEXT_SEARCH_LABEL, value: filledValues(search.fullTextSearch).join(' ') },
    { label: MARKET_SELECT_LABELS.region, value: namesOf(regionIdsOf(search), regions) },
    { label: MARKET_SELECT_LABELS.municipality, value: namesOf(municipalityIdsOf(search), municipalities) },
  ];
  // Controls left blank say nothing, as their empty fields do.
  return lines.filter((line) => line.value !== '');
}
