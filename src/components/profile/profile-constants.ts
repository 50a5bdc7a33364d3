/**
 * Texts and limits the project profile (part 2 §2.9) and the rental profile (part 2 §2.8) share,
 * word for word from the spec. Each profile's own texts live in its constants module.
 */

/** Part 2 §2.8, §2.9: the compare buttons of both profiles. */
export const ADD_TO_COMPARE_LABEL = 'Add to Compare List';
export const REMOVE_FROM_COMPARE_LABEL = 'Remove From Compare List';
export const VIEW_COMPARE_LIST_LABEL = 'View Compare List';

/** Part 2 §9: "Amenities are in 3 columns and profile details in 2." */
export const AMENITIES_COLUMNS = 3;
export const PROFILE_DETAILS_COLUMNS = 2;

/** Section titles both profiles show (part 2 §2.8, §2.9, §3). */
export const RESIDENTIAL_BREAKDOWN_TITLE = 'Residential Breakdown';
export const PROJECT_DETAILS_TITLE = 'Project Details';
export const GALLERY_TITLE = 'Gallery';
export const AMENITIES_TITLE = 'Amenities';
export const DATA_AS_OF_LABEL = 'Data as of';

/** Beyond the spec's words: the button that folds an expandable chart table (part 2 §2.8) away and back. */
export const COLLAPSE_CHART_LABEL = 'Hide Table';
export const EXPAND_CHART_LABEL = 'Show Table';

/** Part 2 §2.9: a project's profile details link each related sale under this label. */
export const LAND_SALE_LABEL = 'Land Sale';

/** Part 2 §9: "The historical-data button appears with at least 5 rows." */
export const HISTORICAL_DATA_MIN_ROWS = 5;
export const VIEW_ALL_HISTORICAL_DATA = 'View All Historical Data';
export const HIDE_ALL_HISTORICAL_DATA = 'Hide All Historical Data';
