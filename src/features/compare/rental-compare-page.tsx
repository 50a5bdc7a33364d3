import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /rental/compare until its feature issue replaces it. */
export function RentalComparePage() {
  return (
    <ComingSoonPage
      title="Compare Selected Rentals"
      description="The rental properties in your compare list, side by side."
    />
  );
}
