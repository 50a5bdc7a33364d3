import { createFileRoute, redirect } from '@tanstack/react-router';

/** Part 2 §2.1: /reporting redirects to /. */
export const Route = createFileRoute('/reporting')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
