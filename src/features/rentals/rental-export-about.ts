import type { ExportAboutLine } from '@contract/engine';
import { marketSelectionInWords } from '../../components/market-select/market-select-words';
import {
  filledLines,
  optionLabelOf,
  periodWords,
  type SearchInWords,
} from '../../components/results-table/export-about-lines';
import { monthLabel } from '../../components/rental-historical-table/history-filters';
import {
  SELECT_END_MONTH_LABEL,
  SELECT_START_MONTH_LABEL,
  SELECT_TIME_RANGE_LABEL,
} from '../../components/rental-historical-table/rental-historical-table-constants';
import type { RentalSearch } from '@contract/search-params';
import { SEARCH_MONTH_LABEL } from './rental-search-constants';
import type { RentalSearchOptions } from '@contract/rental-search-request';

/** A month as the month pickers show it ("Jun 2026"), or blank when none is chosen. */
function shownMonth(month: string | undefined): string {
  return month === undefined ? '' : monthLabel(month);
}

/**
 * A rental search in words, as the Basic Search card (rental-basic-search-card.tsx) shows it:
 * its labels and the chosen options' names, for the XLSX "About this export" sheet; the searched
 * month, or the month range of market history, is the data's as-of date. Advanced filters, the
 * polygon and the sort are described by the engine, which applies them.
 */
export function rentalSearchInWords(options: RentalSearchOptions, search: RentalSearch): SearchInWords {
  const isHistory = options.searchType === 'market-history';
  const start = shownMonth(search.queryMonthStart);
  const end = shownMonth(search.queryMonthEnd);
  const month = shownMonth(search.queryMonth);
  const periodLines: ExportAboutLine[] = isHistory
    ? [
        { label: SELECT_START_MONTH_LABEL, value: start },
        { label: SELECT_END_MONTH_LABEL, value: end },
      ]
    : [{ label: SEARCH_MONTH_LABEL, value: month }];
  const dataAsOf = isHistory ? (start === '' || end === '' ? null : periodWords(start, end)) : month || null;
  return {
    search: filledLines([
      ...periodLines,
      { label: SELECT_TIME_RANGE_LABEL, value: optionLabelOf(search.timeRange, options.basic.timePeriodOptions) },
      ...marketSelectionInWords(options.regions, {
        regionIds: search['regionId[]'] ?? [],
        municipalityIds: search['municipalityId[]'] ?? [],
        submarketIds: search['submarketId[]'] ?? [],
      }),
    ]),
    dataAsOf,
  };
}
