import { createFileRoute } from '@tanstack/react-router';
import { UnderConstructionPage } from '../components/shell/under-construction-page';
import { noSearchParams } from '@contract/search-params';

export const Route = createFileRoute('/privacy-notice')({
  validateSearch: noSearchParams,
  component: () => <UnderConstructionPage title="Privacy Notice" />,
});
