import { createFileRoute } from '@tanstack/react-router';
import { SearchViewPage } from '../../components/search-page/search-view-page';
import { ProjectCompareDialogs } from '../../features/compare/project-compare-dialogs';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { ProjectSearchView } from '../../features/projects/project-search-view';
import { RESULTS_PAGE_SEARCH_PARAMS } from '@contract/search-params';
import { SEARCH_VIEWS } from '../-search-views';

export const Route = createFileRoute('/project/project-search')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/project/project-search'],
  component: () => (
    <>
      <SearchViewPage descriptor={SEARCH_VIEWS.projectSearch} Loaded={ProjectSearchView} />
      <ProjectCompareDialogs />
      <RentalCompareDialogs />
    </>
  ),
});
