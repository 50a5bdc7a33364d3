import { createFileRoute } from '@tanstack/react-router';
import { ProjectMarketHistoryPage } from '../../features/projects/project-market-history-page';
import { ProjectCompareDialogs } from '../../features/compare/project-compare-dialogs';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/project/market-history')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/project/market-history'],
  component: () => (
    <>
      <ProjectMarketHistoryPage />
      <ProjectCompareDialogs />
      <RentalCompareDialogs />
    </>
  ),
});
