import { createFileRoute } from '@tanstack/react-router';
import { RentalCompareDialogs } from '../../../features/compare/rental-compare-dialogs';
import { RentalProfilePage } from '../../../features/rentals/profile/rental-profile-page';
import { noSearchParams } from '@contract/search-params';

export const Route = createFileRoute('/rental/profile/$propertyId')({
  validateSearch: noSearchParams,
  component: () => (
    <>
      <RentalProfilePage />
      <RentalCompareDialogs />
    </>
  ),
});
