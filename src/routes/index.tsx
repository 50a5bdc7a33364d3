import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionStore } from '../state/session';
import { homePathFor, requireLogin } from './-guards';
import { noSearchParams } from './-search-params';

export const Route = createFileRoute('/')({
  validateSearch: noSearchParams,
  beforeLoad: async ({ location }) => {
    await requireLogin(location);
    throw redirect({ to: homePathFor(sessionStore.userInfo?.links ?? []), replace: true });
  },
});
