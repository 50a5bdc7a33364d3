import { createFileRoute, redirect } from '@tanstack/react-router';

/** Part 2 §2.1: /rental redirects to /rental/rental-search. */
export const Route = createFileRoute('/rental/')({
  beforeLoad: () => {
    throw redirect({ to: '/rental/rental-search', replace: true });
  },
});
