import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { ProjectComparePage } from '../../features/compare/project-compare-page';
import { ProjectCompareDialogs } from '../../features/compare/project-compare-dialogs';
import { compareSearchParams } from '@contract/search-params';

export const Route = createFileRoute('/project/compare')({
  validateSearch: compareSearchParams,
  component: ProjectCompare,
});

function ProjectCompare() {
  const { baseline } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Replacing, not pushing: choosing a baseline is not a page Back should return to.
  const onBaselineChange = useCallback(
    (id: string | undefined) => void navigate({ search: id === undefined ? {} : { baseline: id }, replace: true }),
    [navigate],
  );
  return (
    <>
      <ProjectComparePage baselineId={baseline} onBaselineChange={onBaselineChange} />
      <ProjectCompareDialogs />
    </>
  );
}
