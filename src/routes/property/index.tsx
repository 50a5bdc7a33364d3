import { createFileRoute, redirect } from '@tanstack/react-router';

/** Part 2 §2.1: /property redirects to /property/sales. */
export const Route = createFileRoute('/property/')({
  beforeLoad: () => {
    throw redirect({ to: '/property/sales', replace: true });
  },
});
