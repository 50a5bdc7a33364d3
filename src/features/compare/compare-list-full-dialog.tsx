import { Button, Group, Modal, Table } from '@mantine/core';
import { MISSING_VALUE } from '@contract/format';
import { CLOSE_DIALOG_LABEL } from '../../components/feedback/dialog-labels';

/** A column of the list-full dialog's table: its header and the text it shows for an entry. */
export interface CompareDialogColumn<Entry> {
  label: string;
  text: (entry: Entry) => string;
}

interface CompareListFullDialogProps<Entry extends { readonly id: number | string }> {
  opened: boolean;
  /** Part 1 §8: 'Failed to add … to Compare List. List is capped at {max} ….' */
  title: string;
  entries: readonly Entry[];
  /** The first column names the entry; the Replace buttons are labelled with it. */
  columns: readonly [CompareDialogColumn<Entry>, ...CompareDialogColumn<Entry>[]];
  onReplace: (entry: Entry) => void;
  onClose: () => void;
}

const replacedName = (name: string, id: number | string): string => (name === MISSING_VALUE ? String(id) : name);

/**
 * The replace dialog both compare lists open when full (part 1 §4, §8): a table of the current
 * entries with a Replace button each, and Close. Mantine's Modal traps focus, closes on Escape
 * and returns focus to where it was.
 */
export function CompareListFullDialog<Entry extends { readonly id: number | string }>({
  opened,
  title,
  entries,
  columns,
  onReplace,
  onClose,
}: CompareListFullDialogProps<Entry>) {
  const [nameColumn] = columns;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': CLOSE_DIALOG_LABEL }}
    >
      <Table>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
            <Table.Th aria-label="Replace" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={String(entry.id)}>
              {columns.map((column) => (
                <Table.Td key={column.label}>{column.text(entry)}</Table.Td>
              ))}
              <Table.Td>
                <Button
                  size="xs"
                  aria-label={`Replace ${replacedName(nameColumn.text(entry), entry.id)}`}
                  onClick={() => onReplace(entry)}
                >
                  Replace
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
