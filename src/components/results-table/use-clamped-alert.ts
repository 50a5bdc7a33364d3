import { useLayoutEffect } from 'react';
import type { DatasetHandle } from '../../engine/engine-api';
import { closeAlert, showAlert } from '../../state/alert';

/**
 * Part 1 §8, part 2 §8: "Server clamped flag with clamped_message: the message is shown as an
 * alert. Otherwise any open alert is closed." Gives the clamped message (or null) for the table.
 */
export function useClampedAlert(dataset: DatasetHandle | null): string | null {
  const clamped = dataset?.summary.clamped === true ? dataset.summary.clampedMessage : null;
  // A search's first rows (a partial dataset) and then its whole result are one answer: alerted once, when whole.
  const whole = dataset?.summary.partial === true ? null : dataset;
  // In the commit that shows the table's clamped message, not in a passive effect: after a
  // transition's commit (the dataset's render is one) that runs a task later, and the page showed
  // the message with no alert meanwhile (seen by the sales view's browser test, one run in ten).
  useLayoutEffect(() => {
    if (whole === null) return;
    const message = whole.summary.clamped === true ? whole.summary.clampedMessage : null;
    if (message !== null) showAlert(message);
    else closeAlert();
  }, [whole]);
  return clamped;
}
