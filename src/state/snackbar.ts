import { proxy, type Snapshot } from 'valtio';

/** A short confirmation such as 'Added Project to Compare List.'; the snackbar hides it after 3 s. */
interface SnackbarState {
  message: string | null;
  /** Changes on every show, so the same message twice restarts the timer. */
  sequence: number;
}

const state = proxy<SnackbarState>({ message: null, sequence: 0 });

export const snackbarStore: Snapshot<SnackbarState> = state;

export function showSnackbar(message: string): void {
  state.message = message;
  state.sequence += 1;
}

export function hideSnackbar(): void {
  state.message = null;
}
