import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/landing-page';
import { requireSection } from './-guards';
import { noSearchParams } from './-search-params';

export const Route = createFileRoute('/landing-page')({
  validateSearch: noSearchParams,
  beforeLoad: requireSection('landing'),
  component: LandingPage,
});
