import { useEffect } from 'react';
import type { DatasetHandle } from '../../engine/engine-api';
import { closeAlert, showAlert } from '../../state/alert';

/**
 * Part 1 §8, part 2 §8: "Server clamped flag with clamped_message: the message is shown as an
 * alert. Otherwise any open alert is closed." Gives the clamped message (or null) for the table.
 */
export function useClampedAlert(dataset: DatasetHandle | null): string | null {
  const clamped = dataset?.summary.clamped === true ? dataset.summary.clampedMessage : null;
  useEffect(() => {
    if (clamped !== null) showAlert(clamped);
    else if (dataset !== null) closeAlert();
  }, [dataset, clamped]);
  return clamped;
}
