import type { ProjectSearchType } from '@contract/product-facts';
import type { UrbanBasicOptionsResponse } from '@contract/urban-options';
import { ProjectSearchView } from '@src/features/projects/project-search-view';
import { PROJECT_VIEWS } from '@src/features/projects/project-search-views';
import type { ProjectSearch } from '@contract/search-params';
import {
  disposeSearchViews,
  kitSearchView,
  renderSearchView,
  type SearchViewHarness,
} from '@test-support/browser/search-view-harness';
import { DATATYPES, DATE_RANGES, DEVELOPERS, REGIONS, SEARCH_FILTERS } from '@test-support/browser/project-fixtures';

export type ProjectViewHarness = SearchViewHarness<ProjectSearchType, ProjectSearch>;

export const disposeProjectViews = disposeSearchViews;

const URBAN_BASIC: UrbanBasicOptionsResponse = {
  superRegions: [],
  projectDatatypes: DATATYPES,
  projectConstructionStatuses: [],
  developers: DEVELOPERS,
  projectStatuses: [],
  propertyManagers: [],
  developerOwners: [],
  projectDateRanges: DATE_RANGES,
};

/** A project view with the project fixtures' options and the fixture worker's answers (project-fixture.worker.ts). */
export function renderProjectView(searchType: ProjectSearchType, start: ProjectSearch): Promise<ProjectViewHarness> {
  return renderSearchView(
    {
      link: 'project-search',
      payloads: {
        '/api/v1/urban/options/basic': URBAN_BASIC,
        '/api/v1/urban/options/searchFilters': SEARCH_FILTERS,
        '/api/v1/urban/options/regions': { regions: REGIONS },
      },
      createWorker: () => new Worker(new URL('./project-fixture.worker.ts', import.meta.url), { type: 'module' }),
      View: kitSearchView(PROJECT_VIEWS, ProjectSearchView),
    },
    searchType,
    start,
  );
}
