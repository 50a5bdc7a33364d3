import { createFileRoute } from '@tanstack/react-router';
import { ProjectMarketHistoryPage } from '../../features/projects/project-market-history-page';
import { ProjectCompareDialogs } from '../../features/compare/project-compare-dialogs';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { projectSearchParams } from '../-search-params';

export const Route = createFileRoute('/project/market-history')({
  validateSearch: projectSearchParams,
  component: () => (
    <>
      <ProjectMarketHistoryPage />
      <ProjectCompareDialogs />
      <RentalCompareDialogs />
    </>
  ),
});
