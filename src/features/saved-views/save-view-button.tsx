import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { SAVED_VIEW_MESSAGES, SAVED_VIEW_NAME_MAX_LENGTH, savedViewName } from '@contract/saved-views';
import { showSnackbar } from '../../state/snackbar';
import { CLOSE_DIALOG_LABEL } from '../../components/feedback/dialog-labels';
import { SAVED_VIEW_PAGE_TITLES, SAVED_VIEWS_TEXT } from './saved-view-pages';
import { saveView } from './saved-views-api';
import { useSavedViewPage } from '../../components/whats-new/use-saved-view-page';
import { savedViewsChanged } from '../../components/whats-new/visit-state';

/**
 * Save view (beyond the spec): names the page and its whole query (search, sort, hidden columns,
 * tab, polygon) and stores it on the server. Off the results pages the dialog says where it works.
 */
export function SaveViewButton() {
  const current = useSavedViewPage();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="outline" color="gray.0" size="xs" onClick={() => setOpened(true)}>
        {SAVED_VIEWS_TEXT.save}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={SAVED_VIEWS_TEXT.save}
        centered
        closeButtonProps={{ 'aria-label': CLOSE_DIALOG_LABEL }}
      >
        {opened && current === null && <Text>{SAVED_VIEWS_TEXT.notSavable}</Text>}
        {opened && current !== null && (
          <SaveViewForm
            defaultName={SAVED_VIEW_PAGE_TITLES[current.page]}
            onSave={(name) => saveView({ name, page: current.page, query: current.query }).then(savedViewsChanged)}
            onClose={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  );
}

function SaveViewForm({
  defaultName,
  onSave,
  onClose,
}: {
  defaultName: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const cleaned = savedViewName(name);
    if (cleaned === '') {
      setError(SAVED_VIEW_MESSAGES.nameRequired);
      return;
    }
    setSaving(true);
    try {
      await onSave(cleaned);
      showSnackbar(SAVED_VIEWS_TEXT.saved(cleaned));
      onClose();
    } catch (cause) {
      // The server's message says what to change (a taken name, the limit).
      setError(cause instanceof Error ? cause.message : String(cause));
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={SAVED_VIEWS_TEXT.nameLabel}
          value={name}
          maxLength={SAVED_VIEW_NAME_MAX_LENGTH}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
          required
        />
        {error !== null && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {SAVED_VIEWS_TEXT.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {SAVED_VIEWS_TEXT.saveButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
