import { createFileRoute } from '@tanstack/react-router';
import { RentalComparePage } from '../../features/compare/rental-compare-page';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { requireSection } from '../-guards';
import { noSearchParams } from '../-search-params';

export const Route = createFileRoute('/rental/compare')({
  validateSearch: noSearchParams,
  beforeLoad: requireSection('rental-search'),
  component: () => (
    <>
      <RentalComparePage />
      <RentalCompareDialogs />
    </>
  ),
});
