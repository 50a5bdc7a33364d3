import { createFileRoute } from '@tanstack/react-router';
import { ProjectComparePage } from '../../features/compare/project-compare-page';
import { ProjectCompareDialogs } from '../../features/compare/project-compare-dialogs';
import { requireSection } from '../-guards';
import { noSearchParams } from '../-search-params';

export const Route = createFileRoute('/project/compare')({
  validateSearch: noSearchParams,
  beforeLoad: requireSection('project-search'),
  component: () => (
    <>
      <ProjectComparePage />
      <ProjectCompareDialogs />
    </>
  ),
});
