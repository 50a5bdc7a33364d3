/**
 * The project profile's texts and limits, word for word from part 2 §2.9, §2.10, §8 and §9.
 * Picture and map sizes shared with the sale page live in src/components/media/media-constants.ts;
 * what the rental profile shows alike lives in src/components/profile/profile-constants.ts.
 */

export const PROJECT_PROFILE_TITLE = 'Project profile';
/** Part 2 §2.9, §8 "Project load failure". */
export const NO_PROJECT_MESSAGE = 'No projects exist under this id.';

export const VIEW_PROJECT_TAB = 'View Project';
export const VIEW_UPDATE_HISTORY_TAB = 'View Update History';

export const URBAN_ACTION_CHIP = 'UrbanAction';

export const PROJECT_INFORMATION_TITLE = 'Project Information';
export const WEBSITE_LABEL = 'Website';
export const RENTAL_WEBSITE_LABEL = 'Rental Website';

/** Part 2 §2.10. */
export const NO_REVISIONS_MESSAGE = 'There are no revisions for this project yet.';
export const PROJECT_VERSIONS_TITLE = 'Project Versions';
export const PROJECT_VERSIONS_HEADERS = ['Version', 'Standing', 'Updated on', 'Status'] as const;
export const STANDING_COMPARISON_TITLE = 'Project Standing Data Comparison';
export const COMPARE_ALL_STANDINGS = 'Compare all standings';
export const RETURN_TO_PROJECT_VERSIONS = 'Return to Project Versions';
export { MAIN_PICTURE_ROW, PROJECT_BROCHURE_ROW } from '@contract/urban-project';
export const SEE_PDF_LABEL = 'See PDF';
/** An update history needs two versions to compare (part 2 §2.10). */
export const MIN_VERSIONS_FOR_HISTORY = 2;
