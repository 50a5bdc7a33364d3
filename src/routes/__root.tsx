import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/shell/app-layout';
import { NotFoundPage } from '../components/shell/not-found-page';
import { RouteErrorPage } from '../components/shell/route-error-page';
import { restoredQuery } from '../lib/login-redirect';
import { SavedViewsButton } from '../features/saved-views/saved-views-button';
import { SaveViewButton } from '../features/saved-views/save-view-button';
import { WhatsNewButton } from '../components/whats-new/whats-new-button';
import type { ShellRouterContext } from './-router-context';
import { guardRoute } from './-guards';

export const Route = createRootRouteWithContext<ShellRouterContext>()({
  beforeLoad: async ({ location, matches }) => {
    // Coming back from the provider's login page the query is one compressed parameter;
    // restore the original query on the same path (part 2 §2.1).
    const query = restoredQuery(location.searchStr);
    if (query !== null) {
      throw redirect({ href: `${location.pathname}${query ? `?${query}` : ''}`, replace: true });
    }
    // Every route's access, decided once here from APP_ROUTE_ACCESS (part 2 §2.1, §6).
    await guardRoute({ location, matches });
  },
  component: () => (
    <AppLayout
      userActions={
        <>
          <SaveViewButton />
          <SavedViewsButton />
          <WhatsNewButton />
        </>
      }
    />
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
