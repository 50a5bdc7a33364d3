import { filledValues } from '@contract/filter-definitions';
import type { ProjectDatatype } from '@contract/urban-options';
import type { ExportAboutLine } from '@contract/engine';
import { FULL_TEXT_SEARCH_LABEL } from '../../components/filters/full-text-search-input';
import { marketSelectionInWords } from '../../components/market-select/market-select-words';
import {
  filledLines,
  optionLabelOf,
  periodWords,
  type SearchInWords,
} from '../../components/results-table/export-about-lines';
import {
  SEARCH_BY_MONTH_LABEL,
  SEARCH_BY_QUARTER_LABEL,
  SELECT_TIME_RANGE_LABEL,
} from '../../components/rental-historical-table/rental-historical-table-constants';
import type { ProjectSearch } from '@contract/search-params';
import type { ProjectSearchOptions } from '@contract/project-search-options';
import { offersMonths, quarterWords } from '@contract/project-search-period';
import { BASIC_SEARCH_LABELS } from './projects-constants';

function quarterOf(year: string | undefined, quarter: string | undefined): string | null {
  return year === undefined || quarter === undefined ? null : quarterWords(year, quarter);
}

/** The period's lines and its words (part 1 §2 Basic Search card: quarter, quarter range or month). */
function periodInWords(
  context: ProjectSearchOptions,
  search: ProjectSearch,
): { lines: ExportAboutLine[]; words: string | null } {
  if (context.searchType === 'market-history') {
    const from = quarterOf(search.year_start, search.qtr_start);
    const to = quarterOf(search.year_end, search.qtr_end);
    const words = from === null || to === null ? null : periodWords(from, to);
    return { lines: [{ label: BASIC_SEARCH_LABELS.searchQuarterRange, value: words ?? '' }], words };
  }
  const byMonth = offersMonths(context, search) && search.timeType === 'months';
  const modeLines: ExportAboutLine[] = offersMonths(context, search)
    ? [{ label: BASIC_SEARCH_LABELS.searchPeriod, value: byMonth ? SEARCH_BY_MONTH_LABEL : SEARCH_BY_QUARTER_LABEL }]
    : [];
  if (byMonth) {
    const timeRanges = context.searchFilters.componentConfiguration.timeRangeOptions;
    return {
      lines: [
        ...modeLines,
        // The month select shows the months as they are ('yyyy-MM').
        { label: BASIC_SEARCH_LABELS.searchMonth, value: search.queryMonth ?? '' },
        { label: SELECT_TIME_RANGE_LABEL, value: optionLabelOf(search.timeRange, timeRanges) },
      ],
      words: search.queryMonth ?? null,
    };
  }
  const words = quarterOf(search.year, search.qtr);
  return { lines: [...modeLines, { label: BASIC_SEARCH_LABELS.searchQuarter, value: words ?? '' }], words };
}

/**
 * A project search in words, as the Basic Search card (basic-search-card.tsx) shows it: its
 * labels and the chosen options' names, for the XLSX "About this export" sheet; the searched
 * quarter, quarter range or month is the data's as-of date. Advanced filters, the polygon and
 * the sort are described by the engine, which applies them.
 */
export function projectSearchInWords(
  context: ProjectSearchOptions,
  datatypes: readonly ProjectDatatype[],
  search: ProjectSearch,
): SearchInWords {
  const datatype = datatypes.find((type) => type.type === search.projectType);
  const standing = datatype?.standings.find((option) => option.standing === search.projectStanding);
  const period = periodInWords(context, search);
  return {
    search: filledLines([
      { label: BASIC_SEARCH_LABELS.projectType, value: datatype?.label ?? search.projectType ?? '' },
      { label: BASIC_SEARCH_LABELS.projectStanding, value: standing?.label ?? search.projectStanding ?? '' },
      ...period.lines,
      { label: FULL_TEXT_SEARCH_LABEL, value: filledValues(search.fullTextSearch).join(' ') },
      ...marketSelectionInWords(context.regions, {
        regionIds: search['regionId[]'] ?? [],
        municipalityIds: search['municipalityId[]'] ?? [],
        submarketIds: search['submarketId[]'] ?? [],
      }),
    ]),
    dataAsOf: period.words,
  };
}
