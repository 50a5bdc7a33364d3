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
