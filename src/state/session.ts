import { proxy, type Snapshot } from 'valtio';
import type { LinkName, UserInfo, WhoAmIResponse } from '@contract/session';
import { apiGet } from '../http/api-client';
import { postToProvider } from '../http/provider-post';
import { WHOAMI_FAILURE } from '@contract/shell-constants';
import { loadCompareLists } from './compare-lists';
import { clearConfiguration, loadConfiguration } from './configuration';

/**
 * Who the user is (part 1 §4 Session). `unknown` until whoami has answered: the route guards
 * wait for the answer before deciding (part 2 §2.1).
 */
export type SessionStatus = 'unknown' | 'logged-in' | 'logged-out';

interface SessionState {
  status: SessionStatus;
  userInfo: UserInfo | null;
  /** The raw whoami answer, or the failure object, for the whoami view (part 2 §2.4). */
  whoami: unknown;
}

const state = proxy<SessionState>({ status: 'unknown', userInfo: null, whoami: null });

export const sessionStore: Snapshot<SessionState> = state;

let check: Promise<SessionStatus> | null = null;
/** Bumped when the session is forgotten, so a whoami answer that arrives afterwards is dropped. */
let generation = 0;

async function askWhoAmI(): Promise<SessionStatus> {
  const askedIn = generation;
  try {
    const answer = await apiGet<WhoAmIResponse>('/urban/options/whoami');
    if (askedIn !== generation) return state.status;
    state.whoami = answer;
    if (answer.logged_in && answer.user_info) {
      state.userInfo = answer.user_info;
      state.status = 'logged-in';
      // Configuration and compare lists only for a logged-in user (part 1 §4, §6); the guards
      // need only whoami, so the page does not wait for the configuration.
      loadCompareLists();
      void loadConfiguration(answer.user_info.links);
    } else {
      state.userInfo = null;
      state.status = 'logged-out';
    }
  } catch (error) {
    if (askedIn !== generation) return state.status;
    // Without an answer the user cannot be treated as logged in; the provider's login page
    // is where a broken session gets repaired.
    console.error('Problem fetching whoami', error);
    state.whoami = WHOAMI_FAILURE;
    state.userInfo = null;
    state.status = 'logged-out';
  }
  return state.status;
}

/** Asks whoami once per page life (or after the session was forgotten) and resolves with the answer. */
export function checkSession(): Promise<SessionStatus> {
  check ??= askWhoAmI();
  return check;
}

export function hasLink(link: LinkName): boolean {
  return state.userInfo?.links.includes(link) ?? false;
}

/** Drops what is known about the user (logout, or a 403 from any call) so the next guard asks again. */
export function forgetSession(): void {
  generation += 1;
  check = null;
  state.status = 'unknown';
  state.userInfo = null;
  state.whoami = null;
  clearConfiguration();
}

/** Part 1 §4: Logout posts to the server, clears user info and goes to login (the caller navigates). */
export async function logout(): Promise<void> {
  try {
    await postToProvider('/user/logout');
  } catch (error) {
    console.error('Problem logging out', error);
  }
  forgetSession();
}
