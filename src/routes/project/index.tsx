import { createFileRoute, redirect } from '@tanstack/react-router';
import { VIEWS } from '@contract/views';

/** Part 2 §2.1: /project redirects to /project/project-search. */
export const Route = createFileRoute('/project/')({
  beforeLoad: () => {
    throw redirect({ to: VIEWS.projectSearch.path, replace: true });
  },
});
