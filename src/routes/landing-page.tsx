import { createFileRoute } from '@tanstack/react-router';
import { ProjectCompareDialogs } from '../features/compare/project-compare-dialogs';
import { RentalCompareDialogs } from '../features/compare/rental-compare-dialogs';
import { LandingPage } from '../features/landing/landing-page';
import { RESULTS_PAGE_SEARCH_PARAMS } from '@contract/search-params';

export const Route = createFileRoute('/landing-page')({
  validateSearch: RESULTS_PAGE_SEARCH_PARAMS['/landing-page'],
  component: () => (
    <>
      <LandingPage />
      <ProjectCompareDialogs />
      <RentalCompareDialogs />
    </>
  ),
});
