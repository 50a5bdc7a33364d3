import { useEffect } from 'react';
import { Notification } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { SNACKBAR_TIMEOUT_MS } from '@contract/shell-constants';
import { hideSnackbar, snackbarStore } from '../../state/snackbar';

/** A short confirmation at the bottom of the page that hides itself after 3 s (part 1 §9). */
export function Snackbar() {
  const { message, sequence } = useSnapshot(snackbarStore);

  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(hideSnackbar, SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [message, sequence]);

  return (
    <div
      role="status"
      aria-live="polite"
      style={{ position: 'fixed', bottom: 24, left: '50%', transform: 'translateX(-50%)', zIndex: 500 }}
    >
      {message !== null && (
        <Notification
          withCloseButton
          closeButtonProps={{ 'aria-label': 'Close' }}
          onClose={hideSnackbar}
          color="accent"
        >
          {message}
        </Notification>
      )}
    </div>
  );
}
