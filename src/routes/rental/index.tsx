import { createFileRoute, redirect } from '@tanstack/react-router';
import { VIEWS } from '@contract/views';

/** Part 2 §2.1: /rental redirects to /rental/rental-search. */
export const Route = createFileRoute('/rental/')({
  beforeLoad: () => {
    throw redirect({ to: VIEWS.rentalSearch.path, replace: true });
  },
});
