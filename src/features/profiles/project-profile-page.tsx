import { Stack, Tabs, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { ProfilePageState } from '../../components/profile/profile-page-state';
import { usePageTitle } from '../../components/shell/use-page-title';
import {
  NO_PROJECT_MESSAGE,
  PROJECT_PROFILE_TITLE,
  VIEW_PROJECT_TAB,
  VIEW_UPDATE_HISTORY_TAB,
} from './project-profile-constants';
import { ProjectView } from './project-view';
import { UpdateHistoryTab } from './update-history-tab';
import { useProjectProfile } from './use-project-profile';
import { useTrackedVisit } from '../../components/whats-new/use-tracked-visit';
import { ChangesPanel } from '../../components/whats-new/changes-panel';

const route = getRouteApi('/project/$projectId');

/**
 * /project/{id} (part 2 §2.9): the project's name and two tabs, opening on 'View Project'. When a
 * load fails (or the id has no data) only 'Project profile' and the no-projects message show
 * (part 2 §4, §8).
 */
export function ProjectProfilePage() {
  const { projectId } = route.useParams();
  const state = useProjectProfile(projectId);
  // Beyond the spec: a project of the compare list lists its watched fields that changed since the
  // last visit and marks its update history newer than it.
  const visit = useTrackedVisit('project', state.status === 'loaded' ? projectId : null);
  const name = state.status === 'loaded' ? state.display.name : PROJECT_PROFILE_TITLE;
  usePageTitle(name);

  if (state.status === 'loading') return <ProfilePageState title={PROJECT_PROFILE_TITLE} />;
  if (state.status === 'failed') return <ProfilePageState title={PROJECT_PROFILE_TITLE} message={NO_PROJECT_MESSAGE} />;
  return (
    <Stack gap="md">
      <Title order={1}>{state.display.name}</Title>
      {visit !== null && <ChangesPanel diff={visit} />}
      <Tabs defaultValue="project" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="project">{VIEW_PROJECT_TAB}</Tabs.Tab>
          <Tabs.Tab value="history">{VIEW_UPDATE_HISTORY_TAB}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="project" pt="md">
          <ProjectView display={state.display} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <UpdateHistoryTab history={state.history} newVersions={visit?.newVersions} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
