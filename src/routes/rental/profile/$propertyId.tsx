import { createFileRoute } from '@tanstack/react-router';
import { RentalCompareDialogs } from '../../../features/compare/rental-compare-dialogs';
import { RentalProfilePage } from '../../../features/rentals/profile/rental-profile-page';
import { requireSection } from '../../-guards';
import { noSearchParams } from '../../-search-params';

export const Route = createFileRoute('/rental/profile/$propertyId')({
  validateSearch: noSearchParams,
  beforeLoad: requireSection('rental-search'),
  component: () => (
    <>
      <RentalProfilePage />
      <RentalCompareDialogs />
    </>
  ),
});
