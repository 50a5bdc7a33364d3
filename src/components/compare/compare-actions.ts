import { requestAddProjectToCompare, type CompareCandidate } from '../../state/compare-list-rules';
import { requestAddRentalToCompare } from '../../state/rental-compare-rules';

/**
 * Add To Compare List from a button: the outcome (added, dialog opened, empty popup) shows by
 * itself, so the click only needs a failing popup fetch reported. Nothing is added then; a 403
 * has already sent the user to login.
 */
export function addProjectToCompare(candidate: CompareCandidate): void {
  requestAddProjectToCompare(candidate).catch((error: unknown) =>
    console.warn('Could not add the project to the compare list', error),
  );
}

export function addRentalToCompare(rentalId: number): void {
  requestAddRentalToCompare({ rentalId }).catch((error: unknown) =>
    console.warn('Could not add the rental to the compare list', error),
  );
}
