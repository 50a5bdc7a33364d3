/**
 * The rental profile's texts, word for word from part 2 §2.8 where the spec gives them. Texts both
 * profiles show live in src/components/profile/profile-constants.ts; the no-data message in
 * contract/messages.ts.
 */

export const VIEW_PROPERTY_TAB = 'View Property';
export const SELECT_MONTH_LABEL = 'Select Month';
export const PROPERTY_INFORMATION_TITLE = 'Property Information';

/** Beyond the spec's words: the heading while the profile loads or when the id has no data. */
export const RENTAL_PROFILE_TITLE = 'Rental Property Profile';
