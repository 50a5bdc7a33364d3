import { createFileRoute } from '@tanstack/react-router';
import { LeavingPage } from '../components/shell/leaving-page';
import { providerSiteUrl } from './-provider-site';

/** Part 2 §2.1: an external redirect to the provider's own site. */
export const Route = createFileRoute('/contact-us')({
  beforeLoad: ({ context, preload }) => {
    // Hovering a link preloads its route; only a real visit leaves the app.
    if (!preload) context.leaveApp(providerSiteUrl('/contact-us'));
  },
  component: () => <LeavingPage destination="the provider's site" />,
});
