import { createFileRoute } from '@tanstack/react-router';
import { CurrentReportPage } from '../../features/reports/current-report-page';
import { noSearchParams } from '@contract/search-params';

export const Route = createFileRoute('/analysis/current')({
  validateSearch: noSearchParams,
  component: CurrentReportPage,
});
