import { Button } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { ROW_ACTION_LABELS } from '../../components/results-table/results-table-constants';
import { requestAddProjectToCompare, removeProjectFromCompare } from '../../state/compare-list-rules';
import { compareListsStore } from '../../state/compare-lists';

/** Add To / Remove From Compare List in a project pin's popup, by the shared compare-list rules. */
export function ProjectPopupCompareAction({
  projectId,
  projectStanding,
}: {
  projectId: number;
  projectStanding: string;
}) {
  const { projects } = useSnapshot(compareListsStore);
  const listed = projects.some((entry) => String(entry.id) === String(projectId));
  if (listed) {
    return (
      <Button size="compact-xs" variant="outline" onClick={() => removeProjectFromCompare(projectId)}>
        {ROW_ACTION_LABELS.removeFromCompare}
      </Button>
    );
  }
  return (
    <Button
      size="compact-xs"
      onClick={() => {
        requestAddProjectToCompare({ projectId, projectStanding }).catch((error: unknown) =>
          console.warn('Could not add the project to the compare list', error),
        );
      }}
    >
      {ROW_ACTION_LABELS.addToCompare}
    </Button>
  );
}
