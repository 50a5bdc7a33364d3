import { createFileRoute } from '@tanstack/react-router';
import { WhoAmIPage } from '../components/shell/whoami-page';
import { checkSession } from '../state/session';
import { noSearchParams } from '@contract/search-params';

/** Part 2 §2.4 (its route is not given by the spec; /whoami is ours). */
export const Route = createFileRoute('/whoami')({
  validateSearch: noSearchParams,
  beforeLoad: async () => {
    await checkSession();
  },
  component: WhoAmIPage,
});
