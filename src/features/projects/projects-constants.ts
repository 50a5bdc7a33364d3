import type { ProjectSearchType } from '@contract/product-facts';
import { VIEWS } from '@contract/views';

/**
 * Titles per view, as contract/views.ts declares them (read by the saved views' page list; the
 * views read VIEWS).
 */
export const PROJECT_VIEW_TITLES: Readonly<Record<ProjectSearchType, string>> = {
  'project-search': VIEWS.projectSearch.title,
  'market-data': VIEWS.projectMarketData.title,
  'market-history': VIEWS.projectMarketHistory.title,
};

/**
 * The Basic Search card's control labels (part 1 §2); the XLSX About sheet names the search by
 * them too. The time range's label and the Search Period options are the rental historical
 * table's (rental-historical-table-constants.ts).
 */
export const BASIC_SEARCH_LABELS = {
  projectType: 'Project Type',
  projectStanding: 'Project Standing',
  searchPeriod: 'Search Period',
  searchQuarter: 'Search Quarter',
  searchQuarterRange: 'Search Quarter Range',
  searchMonth: 'Search Month',
} as const;

/** The quarter pickers' prefixes: their selects read '{prefix} Year' and '{prefix} Quarter'. */
export const QUARTER_PICKER_PREFIXES = { search: 'Search', from: 'From', to: 'To' } as const;
