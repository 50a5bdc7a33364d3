import { useSnapshot } from 'valtio';
import { compareListsStore } from '../../state/compare-lists';
import {
  confirmReplaceInRentalCompareList,
  dismissRentalCompareDialog,
  rentalCompareDialogStore,
  rentalCompareListFullTitle,
} from '../../state/rental-compare-rules';
import { keyedValueText, labelledText } from './compare-entry-text';
import { CompareListFullDialog, type CompareDialogColumn } from './compare-list-full-dialog';

function reportFailure(error: unknown): void {
  console.warn('Could not add the rental to the compare list', error);
}

type Entry = { readonly [key: string]: unknown };

const COLUMNS: readonly [CompareDialogColumn<Entry>, ...CompareDialogColumn<Entry>[]] = [
  { label: 'Name', text: (entry) => labelledText(entry, 'name') },
  { label: 'Address', text: (entry) => keyedValueText(entry, 'address') },
];

/**
 * The replace dialog of the rental compare list (part 1 §8 "Compare list full (rentals)").
 * Mount once on every page that shows rental rows or rental pins; the rules in
 * src/state/rental-compare-rules.ts decide when it opens.
 */
export function RentalCompareDialogs() {
  const { dialog } = useSnapshot(rentalCompareDialogStore);
  const { rentals } = useSnapshot(compareListsStore);

  return (
    <CompareListFullDialog
      opened={dialog?.kind === 'listFull'}
      title={rentalCompareListFullTitle()}
      entries={rentals}
      columns={COLUMNS}
      onReplace={(entry) => void confirmReplaceInRentalCompareList(entry.id).catch(reportFailure)}
      onClose={dismissRentalCompareDialog}
    />
  );
}
