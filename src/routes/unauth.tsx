import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedPage } from '../components/shell/unauthorized-page';
import { noSearchParams } from '@contract/search-params';

/** Part 2 §2.2. */
export const Route = createFileRoute('/unauth')({
  validateSearch: noSearchParams,
  component: UnauthorizedPage,
});
