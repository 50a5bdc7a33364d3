import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /rental/profile/$propertyId until its feature issue replaces it. */
export function RentalProfilePage() {
  return (
    <ComingSoonPage
      title="Rental Property Profile"
      description="A rental property profile with its monthly activity."
    />
  );
}
