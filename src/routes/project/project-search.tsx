import { createFileRoute } from '@tanstack/react-router';
import { ProjectSearchPage } from '../../features/projects/project-search-page';
import { ProjectCompareDialogs } from '../../features/compare/project-compare-dialogs';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/project/project-search')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/project/project-search'],
  component: () => (
    <>
      <ProjectSearchPage />
      <ProjectCompareDialogs />
      <RentalCompareDialogs />
    </>
  ),
});
