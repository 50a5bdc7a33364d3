import { useEffect, useRef } from 'react';
import { Button, Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import {
  projectCompareDialogStore,
  removeProjectFromCompare,
  requestAddProjectToCompare,
} from '../../state/compare-list-rules';
import { compareListsStore } from '../../state/compare-lists';
import {
  ADD_TO_COMPARE_LABEL,
  PROJECT_COMPARE_PATH,
  REMOVE_FROM_COMPARE_LABEL,
  VIEW_COMPARE_LIST_LABEL,
} from './project-profile-constants';

/**
 * 'Add to Compare List' / 'Remove From Compare List' and 'View Compare List' (part 2 §2.9), through
 * the project compare-list rules and their dialogs (src/state/compare-list-rules.ts; the route
 * mounts the dialogs). Part 2 §4: once the project is added (directly, or after Clear List or
 * Replace in a dialog) or removed, the user goes to the compare page; a dismissed dialog stays.
 */
export function ProjectCompareButtons({ projectId, projectStanding }: { projectId: number; projectStanding: string }) {
  const navigate = useNavigate();
  const { projects } = useSnapshot(compareListsStore);
  const { changeCount } = useSnapshot(projectCompareDialogStore);
  const listed = projects.some((entry) => String(entry.id) === String(projectId));
  /** The change count when a dialog opened from here; a later change is the dialog's answer. */
  const awaitingDialogFrom = useRef<number | null>(null);

  const goToCompare = () => void navigate({ to: PROJECT_COMPARE_PATH });

  useEffect(() => {
    const from = awaitingDialogFrom.current;
    if (from !== null && changeCount > from) {
      awaitingDialogFrom.current = null;
      void navigate({ to: PROJECT_COMPARE_PATH });
    }
  }, [changeCount, navigate]);

  const add = () => {
    const before = projectCompareDialogStore.changeCount;
    requestAddProjectToCompare({ projectId, projectStanding }).then(
      (outcome) => {
        if (outcome === 'added') goToCompare();
        else if (outcome === 'dialogOpened') awaitingDialogFrom.current = before;
      },
      (error: unknown) => console.warn('Could not add the project to the compare list', error),
    );
  };

  const remove = () => {
    removeProjectFromCompare(projectId);
    goToCompare();
  };

  return (
    <Group gap="sm">
      {listed ? (
        <Button variant="outline" onClick={remove}>
          {REMOVE_FROM_COMPARE_LABEL}
        </Button>
      ) : (
        <Button onClick={add}>{ADD_TO_COMPARE_LABEL}</Button>
      )}
      <Button variant="default" onClick={goToCompare}>
        {VIEW_COMPARE_LIST_LABEL}
      </Button>
    </Group>
  );
}
