import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/shell/app-layout';
import { NotFoundPage } from '../components/shell/not-found-page';
import { restoredQuery } from '../lib/login-redirect';
import { APP_BASE_PATH } from '../lib/shell-constants';
import type { ShellRouterContext } from './-router-context';

export const Route = createRootRouteWithContext<ShellRouterContext>()({
  beforeLoad: ({ location }) => {
    // Part 2 §2.1: any path beginning with // goes to /. The router folds the doubled slash
    // away, so the public href is where it can still be seen.
    if (location.publicHref.startsWith(`${APP_BASE_PATH}//`) || location.publicHref.startsWith('//')) {
      throw redirect({ to: '/', replace: true });
    }
    // Coming back from the provider's login page the query is one compressed parameter;
    // restore the original query on the same path (part 2 §2.1).
    const query = restoredQuery(location.searchStr);
    if (query !== null) {
      throw redirect({ href: `${location.pathname}${query ? `?${query}` : ''}`, replace: true });
    }
  },
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
