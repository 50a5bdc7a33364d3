import { useSnapshot } from 'valtio';
import { compareListsStore } from '../../../state/compare-lists';
import {
  removeRentalFromCompare,
  rentalCompareDialogStore,
  requestAddRentalToCompare,
} from '../../../state/rental-compare-rules';
import { ProfileCompareButtons } from '../../../components/profile/profile-compare-buttons';
import { RENTAL_COMPARE_PATH } from '../../../state/compare-pages';

/**
 * The rental profile's compare buttons (part 2 §2.8, §4): through the rental compare list's rules
 * (a full list opens the replace dialog the route mounts); adding, replacing or removing moves the
 * user to the rental compare page.
 */
export function RentalCompareButtons({ propertyId }: { propertyId: number }) {
  const { rentals } = useSnapshot(compareListsStore);
  return (
    <ProfileCompareButtons
      listed={rentals.some((entry) => String(entry.id) === String(propertyId))}
      requestAdd={() => requestAddRentalToCompare({ rentalId: propertyId })}
      remove={() => removeRentalFromCompare(propertyId)}
      dialogStore={rentalCompareDialogStore}
      comparePath={RENTAL_COMPARE_PATH}
    />
  );
}
