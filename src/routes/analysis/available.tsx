import { createFileRoute } from '@tanstack/react-router';
import { AvailableReportsPage } from '../../features/reports/available-reports-page';
import { noSearchParams } from '@contract/search-params';

export const Route = createFileRoute('/analysis/available')({
  validateSearch: noSearchParams,
  component: AvailableReportsPage,
});
