import type { RegionConfig } from '@contract/geography';
import { filledValues } from '@contract/filter-definitions';
import type { ExportAboutLine } from '@contract/engine';
import { FULL_TEXT_SEARCH_LABEL } from '../../../components/filters/full-text-search-input';
import { marketSelectionInWords } from '../../../components/market-select/market-select-words';
import { filledLines, namesOf } from '../../../components/results-table/export-about-lines';
import { PROPERTY_TYPE_LABEL, SALE_DATE_FROM_LABEL, SALE_DATE_TO_LABEL } from './sales-search-constants';
import {
  municipalityIdsOf,
  regionIdsOf,
  subTypeIdsOf,
  type SalesSearch,
  type SalesSearchOptions,
} from '@contract/sales-search-request';

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
  return filledLines([
    { label: SALE_DATE_FROM_LABEL, value: filledValues(search.saleDateRangeFrom).join(', ') },
    { label: SALE_DATE_TO_LABEL, value: filledValues(search.saleDateRangeTo).join(', ') },
    { label: PROPERTY_TYPE_LABEL, value: namesOf(subTypeIdsOf(search), subTypes) },
    { label: FULL_TEXT_SEARCH_LABEL, value: filledValues(search.fullTextSearch).join(' ') },
    ...marketSelectionInWords(regions, {
      regionIds: regionIdsOf(search),
      municipalityIds: municipalityIdsOf(search),
    }),
  ]);
}
