import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { onForbidden } from './http/forbidden';
import { APP_BASE_PATH } from './lib/shell-constants';
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
export function createAppRouter({ history, leaveApp = leaveByReplacingLocation }: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    basepath: APP_BASE_PATH,
    history: history ?? createBrowserHistory(),
    context: { leaveApp },
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
 * Part 1 §6, §8: a 403 from any call sends the user to login, remembering the page they were on
 * so they come back to it after logging in.
 */
export function sendToLoginOnForbidden(router: AppRouter): () => void {
  return onForbidden(() => {
    if (router.state.location.pathname === '/login') return;
    const from = router.state.location.href;
    forgetSession();
    void router.navigate({ to: '/login', search: { redirect: from }, replace: true });
  });
}
