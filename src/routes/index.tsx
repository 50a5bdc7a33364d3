import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionStore } from '../state/session';
import { homePathFor } from './-guards';
import { noSearchParams } from '@contract/search-params';

/** Part 2 §2.1: the root guard has checked the login (APP_ROUTE_ACCESS); this sends the account home. */
export const Route = createFileRoute('/')({
  validateSearch: noSearchParams,
  beforeLoad: () => {
    throw redirect({ to: homePathFor(sessionStore.userInfo?.links ?? []), replace: true });
  },
});
