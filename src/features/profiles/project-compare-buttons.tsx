import { useSnapshot } from 'valtio';
import {
  projectCompareDialogStore,
  removeProjectFromCompare,
  requestAddProjectToCompare,
} from '../../state/compare-list-rules';
import { compareListsStore } from '../../state/compare-lists';
import { ProfileCompareButtons } from '../../components/profile/profile-compare-buttons';
import { PROJECT_COMPARE_PATH } from '../../state/compare-pages';

/**
 * The project profile's compare buttons (part 2 §2.9), through the project compare-list rules and
 * their dialogs (src/state/compare-list-rules.ts; the route mounts the dialogs), with the standing
 * rule of part 2 §4.
 */
export function ProjectCompareButtons({ projectId, projectStanding }: { projectId: number; projectStanding: string }) {
  const { projects } = useSnapshot(compareListsStore);
  return (
    <ProfileCompareButtons
      listed={projects.some((entry) => String(entry.id) === String(projectId))}
      requestAdd={() => requestAddProjectToCompare({ projectId, projectStanding })}
      remove={() => removeProjectFromCompare(projectId)}
      dialogStore={projectCompareDialogStore}
      comparePath={PROJECT_COMPARE_PATH}
    />
  );
}
