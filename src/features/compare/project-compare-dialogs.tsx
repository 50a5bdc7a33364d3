import { Button, Group, Modal, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { compareListsStore } from '../../state/compare-lists';
import {
  compareListFullTitle,
  confirmClearListAndAdd,
  confirmReplaceInCompareList,
  dismissProjectCompareDialog,
  DIFFERING_STANDINGS_MESSAGE,
  projectCompareDialogStore,
} from '../../state/compare-list-rules';
import { labelledText } from './compare-entry-text';
import { CLOSE_DIALOG_LABEL } from '../../components/feedback/dialog-labels';
import { CompareListFullDialog, type CompareDialogColumn } from './compare-list-full-dialog';

function reportFailure(error: unknown): void {
  console.warn('Could not add the project to the compare list', error);
}

type Entry = { readonly [key: string]: unknown };

const COLUMNS: readonly [CompareDialogColumn<Entry>, ...CompareDialogColumn<Entry>[]] = [
  { label: 'Name', text: (entry) => labelledText(entry, 'name') },
  { label: 'Developer', text: (entry) => labelledText(entry, 'developer') },
];

/**
 * The clear-list and replace dialogs of the project compare list (part 1 §4, §8). Mount once
 * on every page that offers Add To Compare List; the rules in src/state/compare-list-rules.ts
 * decide when they open.
 */
export function ProjectCompareDialogs() {
  const { dialog } = useSnapshot(projectCompareDialogStore);
  const { projects } = useSnapshot(compareListsStore);

  return (
    <>
      <Modal
        opened={dialog?.kind === 'differentStanding'}
        onClose={dismissProjectCompareDialog}
        title="Compare List"
        centered
        closeButtonProps={{ 'aria-label': CLOSE_DIALOG_LABEL }}
      >
        <Text>{DIFFERING_STANDINGS_MESSAGE}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={dismissProjectCompareDialog}>
            Cancel
          </Button>
          <Button onClick={() => void confirmClearListAndAdd().catch(reportFailure)}>Clear List</Button>
        </Group>
      </Modal>
      <CompareListFullDialog
        opened={dialog?.kind === 'listFull'}
        title={compareListFullTitle()}
        entries={projects}
        columns={COLUMNS}
        onReplace={(entry) => void confirmReplaceInCompareList(entry.id).catch(reportFailure)}
        onClose={dismissProjectCompareDialog}
      />
    </>
  );
}
