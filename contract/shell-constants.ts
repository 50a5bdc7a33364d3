/** Shell constants and texts from the specification, word for word (part 1 §8, §9; part 2 §2.2, §2.3, §8). */

export const BRAND = 'Marketview';

/** Part 1 §9. */
export const VERSION_CHECK_INTERVAL_MS = 600_000;
export const SNACKBAR_TIMEOUT_MS = 3_000;
export const HELP_DRAWER_WIDTH = '60vw';

/** Part 1 §8. */
export const NEW_VERSION_MESSAGE = 'There is a new version of this application available, please refresh the page.';
export const LANDING_LINKS_FAILURE_MESSAGE = 'Problem fetching landingLinks';

/** Part 2 §2.2. */
export const UNAUTHORIZED_MESSAGE =
  "Your account doesn't have permission to view this page. If you believe this is in error, please contact the provider team.";

/** Part 2 §2.3. */
export const NOT_FOUND_TITLE = 'Not found';
export function notFoundMessage(path: string): string {
  return `The requested page "${path}" could not be found.`;
}

/** Part 2 §2.4 / §8. */
export const WHOAMI_FAILURE = { error: 'There was a problem fetching whoami' } as const;

/** Local storage keys of the compare lists (part 1 §3). */
export const PROJECT_COMPARE_LIST_KEY = 'projectCompareList';
export const RENTAL_COMPARE_LIST_KEY = 'rentalCompareList';

/**
 * Member since is shown as dd/MM/yyyy (part 1 §2). It is a calendar day the server stores as
 * midnight UTC, so it is read in UTC: west of Greenwich local time would show the day before.
 */
export function formatMemberSince(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000);
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getUTCFullYear()}`;
}

/** "Map Search | Marketview" (part 1 §2: the page title is set per page). */
export function pageTitle(title: string): string {
  return `${title} | ${BRAND}`;
}

/** The app is served under /database/ (part 1 §9); router paths are relative to it. */
export const APP_BASE_PATH = '/database';
