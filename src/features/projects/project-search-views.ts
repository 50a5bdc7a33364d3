import type { ProjectSearchType } from '@contract/product-facts';
import type { UrbanBasicOptionsResponse } from '@contract/urban-options';
import {
  familyViews,
  searchTypeOfView,
  type SearchViewDescriptor,
  type SearchViewId,
} from '../../components/search-page/search-view-kit';
import { projectSearchParams, type ProjectSearch } from '@contract/search-params';
import { initialSearch, requiredParams, resolveRouteSearch } from '@contract/project-route-search';
import { filterDefinitions, filtersOnServer, type ProjectSearchOptions } from '@contract/project-search-options';
import { clientParamsOf, datasetRequestOf } from '@contract/project-search-request';
import { PROJECT_VIEW_KEYS, withoutAdvancedFilters } from '@contract/project-search-url';
import { searchForView } from './project-view-toggle';
import { projectRouteRules } from './route-filter-check';

/** A project view's options with the urban options its form and advanced filters show. */
export interface ProjectViewOptions extends ProjectSearchOptions {
  basic: UrbanBasicOptionsResponse;
}

export type ProjectViewDescriptor = SearchViewDescriptor<ProjectSearchOptions, ProjectSearch, ProjectViewOptions>;

const VIEW_IDS = {
  'project-search': 'projectSearch',
  'market-data': 'projectMarketData',
  'market-history': 'projectMarketHistory',
} as const satisfies Record<ProjectSearchType, SearchViewId>;

/**
 * Projects advanced search: project search, market data and market history (part 1 §2 to §5),
 * as the search-view kit takes them (src/components/search-page/search-view-kit.ts).
 */
function projectView(searchType: ProjectSearchType): Omit<ProjectViewDescriptor, 'view' | 'searchType'> {
  return {
    viewSwitch: 'projects',
    schema: projectSearchParams,
    keys: PROJECT_VIEW_KEYS,
    filtersOnServer: filtersOnServer({ searchType }),
    // Part 1 §4: market history always calls the API (its rows are periods): no Filter.
    hasFilterButton: searchType !== 'market-history',
    alwaysFetch: searchType === 'market-history',
    writesResolvedSearch: true,
    optionsOf({ regions, urbanBasic, searchFilters }) {
      if (regions === null || urbanBasic === null || searchFilters === null) return null;
      return {
        searchType,
        regions: regions.regions,
        dateRanges: urbanBasic.projectDateRanges,
        searchFilters,
        basic: urbanBasic,
      };
    },
    filterDefinitions,
    requiredParams,
    routeRules: projectRouteRules,
    initialSearch,
    resolveSearch: resolveRouteSearch,
    clearedSearch: (_context, draft) => withoutAdvancedFilters(draft),
    searchForView: (_context, to, search) => searchForView(searchType, searchTypeOfView(VIEW_IDS, to), search),
    datasetRequest: datasetRequestOf,
    clientParams: clientParamsOf,
  };
}

/** The project views by their search type. */
export const PROJECT_VIEWS = familyViews<ProjectSearchType, ProjectViewDescriptor>(VIEW_IDS, projectView);
