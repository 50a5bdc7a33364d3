import { proxy, type Snapshot } from 'valtio';
import type { HowToResponse } from '@contract/session';
import { apiGet } from '../http/api-client';
import { whileLoading } from './loading';

/** The 60vw help drawer (part 1 §4: it opens after the help text loads; closing clears its data). */
interface HelpDrawerState {
  item: HowToResponse | null;
}

const state = proxy<HelpDrawerState>({ item: null });

export const helpDrawerStore: Snapshot<HelpDrawerState> = state;

/** Loads a how-to item under the loading overlay, then opens the drawer. A failure is logged only (part 1 §8). */
export async function openHelp(howToId: string): Promise<void> {
  try {
    const item = await whileLoading(apiGet<HowToResponse>(`/urban/howto/${encodeURIComponent(howToId)}`));
    state.item = item;
  } catch (error) {
    console.error(`Problem fetching help item ${howToId}`, error);
  }
}

export function closeHelp(): void {
  state.item = null;
}
