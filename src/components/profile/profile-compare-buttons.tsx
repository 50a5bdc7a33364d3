import { useEffect, useRef } from 'react';
import { Button, Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { CompareAddOutcome } from '../../state/compare-list-core';
import { ADD_TO_COMPARE_LABEL, REMOVE_FROM_COMPARE_LABEL, VIEW_COMPARE_LIST_LABEL } from './profile-constants';

export interface ProfileCompareButtonsProps {
  /** Whether the profile's project or rental is in its compare list now. */
  listed: boolean;
  /** The list's add rule (it may open a dialog the route mounts). */
  requestAdd: () => Promise<CompareAddOutcome>;
  remove: () => void;
  /** The list's dialog store: a change counted after a dialog opened is the dialog's answer. */
  dialogStore: { readonly changeCount: number };
  /** The list's compare page. */
  comparePath: string;
}

/**
 * 'Add to Compare List' / 'Remove From Compare List' and 'View Compare List' of a profile (part 2
 * §2.8, §2.9). Part 2 §4: once the entry is added (directly, or after a dialog's Clear List or
 * Replace) or removed, the user goes to the compare page; a dismissed dialog stays. Each profile
 * passes its own list's rules (src/state/compare-list-rules.ts, rental-compare-rules.ts).
 */
export function ProfileCompareButtons({
  listed,
  requestAdd,
  remove,
  dialogStore,
  comparePath,
}: ProfileCompareButtonsProps) {
  const navigate = useNavigate();
  const { changeCount } = useSnapshot(dialogStore);
  /** The change count when a dialog opened from here; a later change is the dialog's answer. */
  const awaitingDialogFrom = useRef<number | null>(null);

  const goToCompare = () => void navigate({ to: comparePath });

  useEffect(() => {
    const from = awaitingDialogFrom.current;
    if (from !== null && changeCount > from) {
      awaitingDialogFrom.current = null;
      void navigate({ to: comparePath });
    }
  }, [changeCount, comparePath, navigate]);

  const add = () => {
    const before = dialogStore.changeCount;
    requestAdd().then(
      (outcome) => {
        if (outcome === 'added') goToCompare();
        else if (outcome === 'dialogOpened') awaitingDialogFrom.current = before;
      },
      (error: unknown) => console.warn('Could not add to the compare list', error),
    );
  };

  return (
    <Group gap="sm">
      {listed ? (
        <Button
          variant="outline"
          onClick={() => {
            remove();
            goToCompare();
          }}
        >
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
