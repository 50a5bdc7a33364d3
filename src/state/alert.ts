import { proxy, type Snapshot } from 'valtio';

/** The dismissible global warning bar (part 1 §4: setting an alert opens it; closing clears the message). */
interface AlertState {
  message: string | null;
}

const state = proxy<AlertState>({ message: null });

/** Read with useSnapshot; only the actions below write. */
export const alertStore: Snapshot<AlertState> = state;

export function showAlert(message: string): void {
  state.message = message;
}

export function closeAlert(): void {
  state.message = null;
}
