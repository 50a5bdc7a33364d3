import { createFileRoute } from '@tanstack/react-router';
import { ProjectProfilePage } from '../../features/profiles/project-profile-page';
import { ProjectCompareDialogs } from '../../features/compare/project-compare-dialogs';
import { noSearchParams } from '@contract/search-params';

export const Route = createFileRoute('/project/$projectId')({
  validateSearch: noSearchParams,
  component: () => (
    <>
      <ProjectProfilePage />
      <ProjectCompareDialogs />
    </>
  ),
});
