import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { onForbidden } from './http/forbidden';
import { APP_BASE_PATH } from '@contract/shell-constants';
import { parseSearchString, stringifySearch } from '@contract/search-string';
import { routeTree } from './routeTree.gen';
import type { ShellRouterContext } from './routes/-router-context';
import { forgetSession } from './state/session';

export interface AppRouterOptions {
  history?: RouterHistory;
  leaveApp?: ShellRouterContext['leaveApp'];
}

/** Leaving with replace keeps the redirecting page out of the back-button history. */
function leaveByReplacingLocation(url: string): void {
  window.location.replace(url);
}

/** The one router of the app; tests create their own with a memory history and a recorder for leaving. */
export function createAppRouter({
  history = createBrowserHistory(),
  leaveApp = leaveByReplacingLocation,
}: AppRouterOptions = {}) {
  // Part 2 §2.1: a path beginning with // goes to /. The router folds a doubled slash into one
  // before any route sees it, so the raw address is checked here, once, as the app opens.
  if (history.location.pathname.startsWith(`${APP_BASE_PATH}//`)) history.replace(`${APP_BASE_PATH}/`);
  return createRouter({
    routeTree,
    basepath: APP_BASE_PATH,
    history,
    context: { leaveApp },
    parseSearch: parseSearchString,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Part 1 §6, §8: a 403 from any call sends the user to login, remembering the page they were on,
 * its path and query, so they come back to the same view after logging in (part 2 §2.1). Several
 * calls of one page can meet the ended session at once; the first sends the user on.
 */
export function sendToLoginOnForbidden(router: AppRouter): () => void {
  return onForbidden(() => {
    // latestLocation already holds a navigation to /login that has not rendered yet.
    if (router.state.location.pathname === '/login' || router.latestLocation.pathname === '/login') return;
    const from = router.latestLocation.href;
    forgetSession();
    void router.navigate({ to: '/login', search: { redirect: from }, replace: true });
  });
}
