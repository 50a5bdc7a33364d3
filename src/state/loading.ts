import { proxy, type Snapshot } from 'valtio';

/**
 * The full-screen loading overlay. Several loads can overlap (a help item while the landing page
 * searches), so the overlay counts them and shows while any is pending.
 */
interface LoadingState {
  pending: number;
}

const state = proxy<LoadingState>({ pending: 0 });

export const loadingStore: Snapshot<LoadingState> = state;

/** Starts one load; the returned function ends it (calling it twice ends it once). */
export function beginLoading(): () => void {
  state.pending += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    state.pending = Math.max(0, state.pending - 1);
  };
}

export async function whileLoading<T>(work: Promise<T>): Promise<T> {
  const end = beginLoading();
  try {
    return await work;
  } finally {
    end();
  }
}
