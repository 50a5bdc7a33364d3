import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Table, Text, TextInput } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { SAVED_VIEW_MESSAGES, SAVED_VIEW_NAME_MAX_LENGTH, savedViewName, type SavedView } from '@contract/saved-views';
import { appHref } from '../../components/links/link-target';
import { CLOSE_DIALOG_LABEL } from '../../components/feedback/dialog-labels';
import { RENAME_LABELS } from '../../components/rename/rename-labels';
import { useRename } from '../../components/rename/use-rename';
import { SAVED_VIEW_PAGE_TITLES, SAVED_VIEWS_TEXT } from './saved-view-pages';
import { deleteView, listSavedViews, renameView } from './saved-views-api';

/**
 * Saved views (beyond the spec): the account's views with their page and when they were saved;
 * Open restores one (its page and whole query), Rename and Delete act on the server. A dialog
 * rather than a menu, so each row's three actions are plain buttons in reading order.
 */
export function SavedViewsButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="outline" color="gray.0" size="xs" onClick={() => setOpened(true)}>
        {SAVED_VIEWS_TEXT.menu}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={SAVED_VIEWS_TEXT.menu}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': CLOSE_DIALOG_LABEL }}
      >
        {opened && <SavedViewsList onOpened={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; views: SavedView[] };

function SavedViewsList({ onOpened }: { onOpened: () => void }) {
  const router = useRouter();
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listSavedViews(controller.signal).then(
      (views) => setState({ status: 'loaded', views }),
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Saved views could not be loaded', cause);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  if (state.status === 'loading') return <Loader size="sm" aria-label={SAVED_VIEWS_TEXT.menu} />;
  if (state.status === 'failed') return <Alert color="red">{SAVED_VIEWS_TEXT.loadFailed}</Alert>;
  if (state.views.length === 0) return <Text>{SAVED_VIEWS_TEXT.empty}</Text>;

  const replace = (view: SavedView) =>
    setState({ status: 'loaded', views: state.views.map((entry) => (entry.id === view.id ? view : entry)) });
  const remove = (id: number) => setState({ status: 'loaded', views: state.views.filter((entry) => entry.id !== id) });

  return (
    <>
      {error !== null && (
        <Alert color="red" role="alert" mb="sm">
          {error}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={SAVED_VIEWS_TEXT.menu}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{SAVED_VIEWS_TEXT.columns.name}</Table.Th>
              <Table.Th scope="col">{SAVED_VIEWS_TEXT.columns.page}</Table.Th>
              <Table.Th scope="col">{SAVED_VIEWS_TEXT.columns.saved}</Table.Th>
              <Table.Th scope="col">{SAVED_VIEWS_TEXT.columns.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {state.views.map((view) => (
              <SavedViewRow
                key={view.id}
                view={view}
                onOpen={() => {
                  onOpened();
                  router.history.push(appHref(`${view.page}${view.query}`));
                }}
                onRenamed={replace}
                onDeleted={() => remove(view.id)}
                onError={setError}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

interface SavedViewRowProps {
  view: SavedView;
  onOpen: () => void;
  onRenamed: (view: SavedView) => void;
  onDeleted: () => void;
  onError: (message: string | null) => void;
}

function SavedViewRow({ view, onOpen, onRenamed, onDeleted, onError }: SavedViewRowProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const failed = (cause: unknown) => onError(cause instanceof Error ? cause.message : String(cause));
  const rename = useRename({
    name: view.name,
    clean: savedViewName,
    nameRequired: SAVED_VIEW_MESSAGES.nameRequired,
    save: (name) => renameView(view.id, { name }),
    onSaved: onRenamed,
    onError,
  });
  const mode = rename.editing ? 'rename' : confirmingDelete ? 'confirmDelete' : 'show';

  return (
    <Table.Tr>
      <Table.Th scope="row">
        {mode === 'rename' ? (
          <TextInput
            size="xs"
            label={RENAME_LABELS.newNameFor(view.name)}
            value={rename.draft}
            maxLength={SAVED_VIEW_NAME_MAX_LENGTH}
            onChange={(event) => rename.setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void rename.submit();
            }}
            data-autofocus
          />
        ) : (
          view.name
        )}
      </Table.Th>
      <Table.Td>{SAVED_VIEW_PAGE_TITLES[view.page]}</Table.Td>
      <Table.Td>{new Date(view.savedAt).toLocaleString()}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {mode === 'show' && (
            <>
              <Button size="compact-sm" onClick={onOpen} aria-label={`${SAVED_VIEWS_TEXT.open} ${view.name}`}>
                {SAVED_VIEWS_TEXT.open}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                onClick={rename.start}
                aria-label={RENAME_LABELS.renameOf(view.name)}
              >
                {RENAME_LABELS.rename}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => setConfirmingDelete(true)}
                aria-label={`${SAVED_VIEWS_TEXT.delete} ${view.name}`}
              >
                {SAVED_VIEWS_TEXT.delete}
              </Button>
            </>
          )}
          {mode === 'rename' && (
            <>
              <Button size="compact-sm" onClick={() => void rename.submit()}>
                {RENAME_LABELS.save}
              </Button>
              <Button size="compact-sm" variant="default" onClick={rename.cancel}>
                {RENAME_LABELS.cancel}
              </Button>
            </>
          )}
          {mode === 'confirmDelete' && (
            <>
              <Text size="sm">{SAVED_VIEWS_TEXT.confirmDelete(view.name)}</Text>
              <Button
                size="compact-sm"
                color="red"
                onClick={() => deleteView(view.id).then(onDeleted, failed)}
                data-autofocus
              >
                {SAVED_VIEWS_TEXT.delete}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setConfirmingDelete(false)}>
                {SAVED_VIEWS_TEXT.cancel}
              </Button>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
