import type { ProjectSearchType } from '@contract/product-facts';
import { PROJECT_SEARCH_KEYS, type ProjectSearch } from '@contract/search-params';
import { normalizeSearch, searchOfKeys } from '@contract/search-query';

/**
 * The view toggle (part 1 §2): type, standing and geography carry over. Project search and
 * market data share their period (quarter, or month and time range); market history has a
 * range of its own, so moving to it takes its defaults, and leaving it searches its To quarter.
 */
export function searchForView(from: ProjectSearchType, to: ProjectSearchType, search: ProjectSearch): ProjectSearch {
  const carried = searchOfKeys(search, [...PROJECT_SEARCH_KEYS.kind, ...PROJECT_SEARCH_KEYS.apiGeography]);
  if (to === 'market-history') return normalizeSearch(carried);
  if (from === 'market-history') return normalizeSearch({ ...carried, year: search.year_end, qtr: search.qtr_end });
  return normalizeSearch({
    ...carried,
    ...searchOfKeys(search, [...PROJECT_SEARCH_KEYS.quarter, ...PROJECT_SEARCH_KEYS.month]),
  });
}
