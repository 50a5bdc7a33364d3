import { useSnapshot } from 'valtio';
import type { ProjectSearchType } from '@contract/product-facts';
import { SearchOptionsStatus } from '../../components/search-page/search-options-status';
import { usePageTitle } from '../../components/shell/use-page-title';
import type { ProjectSearch } from '../../routes/-search-params';
import { configurationStore, type ConfigurationPayloads } from '../../state/configuration';
import type { ProjectSearchOptions } from './project-search-options';
import { ProjectSearchView } from './project-search-view';
import type { ProjectViewNavigate } from './project-view-navigation';
import { PROJECT_VIEW_TITLES } from './projects-constants';

export interface ProjectsAdvancedSearchProps {
  searchType: ProjectSearchType;
  /** The route's query (search state lives there, part 1 §2). */
  routeSearch: ProjectSearch;
  /** Pushes a query onto a project view's route. */
  navigate: ProjectViewNavigate;
}

/** Projects advanced search: project search, market data and market history (part 1 §2, §4), once its options are loaded. */
export function ProjectsAdvancedSearch({ searchType, routeSearch, navigate }: ProjectsAdvancedSearchProps) {
  usePageTitle(PROJECT_VIEW_TITLES[searchType]);
  const configuration = useSnapshot(configurationStore);
  // The payloads are stored with valtio's ref(): the snapshot hands back the very objects the
  // server sent, so they are read with their payload types rather than deep-readonly snapshots.
  const regions = configuration.regions as ConfigurationPayloads['regions'] | null;
  const urbanBasic = configuration.urbanBasic as ConfigurationPayloads['urbanBasic'] | null;
  const searchFilters = configuration.searchFilters as ConfigurationPayloads['searchFilters'] | null;

  if (regions === null || urbanBasic === null || searchFilters === null) {
    return <SearchOptionsStatus loaded={configuration.status === 'loaded'} />;
  }
  const context: ProjectSearchOptions = {
    searchType,
    regions: regions.regions,
    dateRanges: urbanBasic.projectDateRanges,
    searchFilters,
  };
  return <ProjectSearchView context={context} basic={urbanBasic} routeSearch={routeSearch} navigate={navigate} />;
}
