/**
 * The search buttons' labels, word for word (part 1 §2; part 2 §2.5, §2.11): every search view's
 * buttons and the rental historical table's read them here.
 */
export const SEARCH_ACTION_LABELS = {
  search: 'Search',
  clearFilters: 'Clear Filters',
  openAdvancedFilters: 'Open Advanced Filters',
  hideAdvancedFilters: 'Hide Advanced Filters',
  filter: 'Filter',
} as const;
