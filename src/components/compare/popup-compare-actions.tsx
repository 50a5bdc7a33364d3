import { Button } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { removeProjectFromCompare } from '../../state/compare-list-rules';
import { compareListsStore } from '../../state/compare-lists';
import { removeRentalFromCompare } from '../../state/rental-compare-rules';
import { ROW_ACTION_LABELS } from '../results-table/results-table-constants';
import { addProjectToCompare, addRentalToCompare } from './compare-actions';

function PopupCompareButton({ listed, onAdd, onRemove }: { listed: boolean; onAdd: () => void; onRemove: () => void }) {
  return listed ? (
    <Button size="compact-xs" variant="outline" onClick={onRemove}>
      {ROW_ACTION_LABELS.removeFromCompare}
    </Button>
  ) : (
    <Button size="compact-xs" onClick={onAdd}>
      {ROW_ACTION_LABELS.addToCompare}
    </Button>
  );
}

/** Add To / Remove From Compare List in a project pin's popup, by the project compare-list rules. */
export function ProjectPopupCompareAction({
  projectId,
  projectStanding,
}: {
  projectId: number;
  projectStanding: string;
}) {
  const { projects } = useSnapshot(compareListsStore);
  return (
    <PopupCompareButton
      listed={projects.some((entry) => String(entry.id) === String(projectId))}
      onAdd={() => addProjectToCompare({ projectId, projectStanding })}
      onRemove={() => removeProjectFromCompare(projectId)}
    />
  );
}

/** Add To / Remove From Compare List in a rental pin's popup, by the rental compare-list rules. */
export function RentalPopupCompareAction({ rentalId }: { rentalId: number }) {
  const { rentals } = useSnapshot(compareListsStore);
  return (
    <PopupCompareButton
      listed={rentals.some((entry) => String(entry.id) === String(rentalId))}
      onAdd={() => addRentalToCompare(rentalId)}
      onRemove={() => removeRentalFromCompare(rentalId)}
    />
  );
}
