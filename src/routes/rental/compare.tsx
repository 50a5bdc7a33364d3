import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { RentalComparePage } from '../../features/compare/rental-compare-page';
import { RentalCompareDialogs } from '../../features/compare/rental-compare-dialogs';
import { compareSearchParams } from '@contract/search-params';

export const Route = createFileRoute('/rental/compare')({
  validateSearch: compareSearchParams,
  component: RentalCompare,
});

function RentalCompare() {
  const { baseline } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Replacing, not pushing: choosing a baseline is not a page Back should return to.
  const onBaselineChange = useCallback(
    (id: string | undefined) => void navigate({ search: id === undefined ? {} : { baseline: id }, replace: true }),
    [navigate],
  );
  return (
    <>
      <RentalComparePage baselineId={baseline} onBaselineChange={onBaselineChange} />
      <RentalCompareDialogs />
    </>
  );
}
