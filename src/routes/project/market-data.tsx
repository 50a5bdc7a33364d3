import { createFileRoute } from '@tanstack/react-router';
import { ProjectMarketDataPage } from '../../features/projects/project-market-data-page';
import { requireSection } from '../-guards';
import { projectSearchParams } from '../-search-params';

export const Route = createFileRoute('/project/market-data')({
  validateSearch: projectSearchParams,
  beforeLoad: requireSection('project-search'),
  component: ProjectMarketDataPage,
});
