import { createFileRoute, redirect } from '@tanstack/react-router';

/** Part 2 §2.1: /project redirects to /project/project-search. */
export const Route = createFileRoute('/project/')({
  beforeLoad: () => {
    throw redirect({ to: '/project/project-search', replace: true });
  },
});
