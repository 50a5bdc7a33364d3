import { createFileRoute, redirect } from '@tanstack/react-router';
import { VIEWS } from '@contract/views';

/** Part 2 §2.1: /property redirects to /property/sales. */
export const Route = createFileRoute('/property/')({
  beforeLoad: () => {
    throw redirect({ to: VIEWS.sales.path, replace: true });
  },
});
