import { createFileRoute } from '@tanstack/react-router';
import { LeavingPage } from '../components/shell/leaving-page';
import { providerLoginUrl } from '../lib/login-redirect';
import { APP_BASE_PATH } from '@contract/shell-constants';
import { loginSearchParams } from '@contract/search-params';

/**
 * Only a path inside this app may be the destination: never another site (`//host`), and
 * never /login itself, which would only come straight back here.
 */
function inAppHref(candidate: string | undefined): string {
  if (candidate === undefined || !candidate.startsWith('/') || candidate.startsWith('//')) return '/';
  if (candidate === '/login' || candidate.startsWith('/login?')) return '/';
  return candidate;
}

/**
 * Part 2 §2.1: /login leaves for the provider's login page with the original path (including
 * the app's base path) as `destination` and the original query compressed into one parameter.
 */
export const Route = createFileRoute('/login')({
  validateSearch: loginSearchParams,
  beforeLoad: ({ search, context, preload }) => {
    // Hovering a link preloads its route; only a real visit leaves the app.
    if (preload) return;
    const href = inAppHref(search.redirect);
    const queryStart = href.indexOf('?');
    const path = queryStart === -1 ? href : href.slice(0, queryStart);
    const query = queryStart === -1 ? '' : href.slice(queryStart + 1).replace(/#.*$/, '');
    context.leaveApp(providerLoginUrl(`${APP_BASE_PATH}${path === '/' ? '/' : path}`, query));
  },
  component: () => <LeavingPage destination="the login page" />,
});
