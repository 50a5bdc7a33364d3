import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /rental/rental-search until its feature issue replaces it. */
export function RentalSearchPage() {
  return (
    <ComingSoonPage
      title="Rental Properties"
      description="Search old-stock rental properties by month and geography."
    />
  );
}
