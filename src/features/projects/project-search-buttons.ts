import { activeFilterCount } from '@contract/filter-definitions';
import type { SearchButtons } from '../../components/search-page/search-actions';
import type { ProjectSearch } from '../../routes/-search-params';
import { hasRequiredParams } from './project-route-search';
import { filterDefinitions, type ProjectSearchOptions } from './project-search-options';
import { sameSearch } from './project-search-url';
import { sameClientParams } from './project-search-request';

/** Which of the search buttons are enabled (part 1 §2, §5). */
export function searchButtons(
  context: ProjectSearchOptions,
  draft: ProjectSearch,
  route: ProjectSearch,
  lastSearchFailed = false,
): SearchButtons {
  return {
    // Disabled until the required params are set, and while they equal the route's, unless that
    // search failed: then the same search can be run again (part 1 §8 "Failed search").
    search: hasRequiredParams(context, draft) && (lastSearchFailed || !sameSearch(draft, route)),
    clearFilters: activeFilterCount(filterDefinitions(context, draft), draft) > 0,
    // Client params only: enabled when they differ from the route's and the route has a search to filter.
    filter:
      context.searchType !== 'market-history' &&
      hasRequiredParams(context, route) &&
      !sameClientParams(context, draft, route),
  };
}
