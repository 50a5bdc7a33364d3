import { createFileRoute } from '@tanstack/react-router';
import { ProjectMarketDataPage } from '../../features/projects/project-market-data-page';
import { ProjectCompareDialogs } from '../../features/compare/project-compare-dialogs';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { RESULTS_PAGE_SEARCH_PARAMS } from '../-search-params';

export const Route = createFileRoute('/project/market-data')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/project/market-data'],
  component: () => (
    <>
      <ProjectMarketDataPage />
      <ProjectCompareDialogs />
      <RentalCompareDialogs />
    </>
  ),
});
