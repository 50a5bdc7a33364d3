import { Button, Group, Modal, Table, Text } from '@mantine/core';
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

function reportFailure(error: unknown): void {
  console.warn('Could not add the project to the compare list', error);
}

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
      >
        <Text>{DIFFERING_STANDINGS_MESSAGE}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={dismissProjectCompareDialog}>
            Cancel
          </Button>
          <Button onClick={() => void confirmClearListAndAdd().catch(reportFailure)}>Clear List</Button>
        </Group>
      </Modal>
      <Modal
        opened={dialog?.kind === 'listFull'}
        onClose={dismissProjectCompareDialog}
        title={compareListFullTitle()}
        size="lg"
        centered
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Developer</Table.Th>
              <Table.Th aria-label="Replace" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projects.map((entry) => (
              <Table.Tr key={String(entry.id)}>
                <Table.Td>{String(entry.name.value ?? '-')}</Table.Td>
                <Table.Td>{developerOf(entry)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    aria-label={`Replace ${String(entry.name.value ?? entry.id)}`}
                    onClick={() => void confirmReplaceInCompareList(entry.id).catch(reportFailure)}
                  >
                    Replace
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={dismissProjectCompareDialog}>
            Close
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function developerOf(entry: { readonly [key: string]: unknown }): string {
  const developer = entry['developer'];
  if (typeof developer === 'object' && developer !== null && 'value' in developer) {
    const value = (developer as { value: unknown }).value;
    return value === null || value === undefined ? '-' : String(value);
  }
  return '-';
}
