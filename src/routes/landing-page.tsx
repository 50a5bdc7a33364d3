import { createFileRoute } from '@tanstack/react-router';
import { ProjectCompareDialogs } from '../features/compare/project-compare-dialogs';
import { RentalCompareDialogs } from '../features/compare/rental-compare-dialogs';
import { LandingPage } from '../features/landing/landing-page';
import { landingSearchParams } from './-search-params';

export const Route = createFileRoute('/landing-page')({
  validateSearch: landingSearchParams,
  component: () => (
    <>
      <LandingPage />
      <ProjectCompareDialogs />
      <RentalCompareDialogs />
    </>
  ),
});
