import { useEffect, useState } from 'react';
import { Alert, Button, Loader, Modal, Table, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { recordPagePath } from '@contract/app-paths';
import type { WhatsNewItem } from '@contract/visits';
import { CLOSE_DIALOG_LABEL } from '../feedback/dialog-labels';
import { appHref } from '../links/link-target';
import { compareListsStore } from '../../state/compare-lists';
import { getWhatsNew } from './visits-api';
import { WHATS_NEW_TEXT } from './whats-new-text';

const KIND_TEXT = {
  savedView: WHATS_NEW_TEXT.savedView,
  project: WHATS_NEW_TEXT.project,
  rental: WHATS_NEW_TEXT.rental,
};

function pathOf(item: WhatsNewItem): string {
  if (item.kind === 'savedView') return `${item.page ?? ''}${item.query ?? ''}`;
  return recordPagePath(item.kind, item.id);
}

/**
 * What's new (beyond the spec): the saved views and the projects and rentals of the compare
 * lists with changes since they were last opened, newest first; Open goes to each. A dialog of
 * plain buttons, as the Saved views list, so it is reached and used from the keyboard.
 */
export function WhatsNewButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="outline" color="gray.0" size="xs" onClick={() => setOpened(true)}>
        {WHATS_NEW_TEXT.menu}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={WHATS_NEW_TEXT.dialogTitle}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': CLOSE_DIALOG_LABEL }}
      >
        {opened && <WhatsNewList onOpened={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; items: WhatsNewItem[] };

export function WhatsNewList({ onOpened }: { onOpened: () => void }) {
  const router = useRouter();
  const [state, setState] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const tracked = {
      project: compareListsStore.projects.map((entry) => entry.id),
      rental: compareListsStore.rentals.map((entry) => entry.id),
    };
    getWhatsNew(tracked, controller.signal).then(
      (answer) => setState({ status: 'loaded', items: answer.items }),
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("What's new could not be loaded", cause);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  if (state.status === 'loading') return <Loader size="sm" aria-label={WHATS_NEW_TEXT.menu} />;
  if (state.status === 'failed') return <Alert color="red">{WHATS_NEW_TEXT.loadFailed}</Alert>;
  if (state.items.length === 0) return <Text>{WHATS_NEW_TEXT.empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={WHATS_NEW_TEXT.menu}>
        <Table.Tbody>
          {state.items.map((item) => (
            <Table.Tr key={`${item.kind}:${item.id}`}>
              <Table.Th scope="row">
                <Text size="xs">{KIND_TEXT[item.kind]}</Text>
                {item.name}
              </Table.Th>
              <Table.Td>
                {WHATS_NEW_TEXT.counts(item.addedRows, item.changedRows, item.removedRows, item.newVersions)}
                <Text size="xs">{WHATS_NEW_TEXT.lastVisit(item.lastVisitAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  aria-label={`${WHATS_NEW_TEXT.open} ${item.name}`}
                  onClick={() => {
                    onOpened();
                    router.history.push(appHref(pathOf(item)));
                  }}
                >
                  {WHATS_NEW_TEXT.open}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
