import { Alert } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { alertStore, closeAlert } from '../../state/alert';

/** The dismissible global warning bar (part 1 §2). */
export function AlertBar() {
  const { message } = useSnapshot(alertStore);
  if (message === null) return null;
  return (
    <Alert
      role="alert"
      color="warning"
      variant="filled"
      radius={0}
      withCloseButton
      closeButtonLabel="Dismiss alert"
      onClose={closeAlert}
      styles={{ message: { color: 'var(--mantine-color-primary-6)' } }}
    >
      {message}
    </Alert>
  );
}
