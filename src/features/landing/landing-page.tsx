import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /landing-page until its feature issue replaces it. */
export function LandingPage() {
  return (
    <ComingSoonPage
      title="Map Search"
      description="Select regions and categories to see projects and sales on the map and in result tabs."
    />
  );
}
