import { VIEW_IDS, VIEWS, type ViewId } from './views';

/**
 * Saved views (beyond the spec): a subscriber names the page and query of a results view and
 * opens it again later. Stored on the server per account; the rules below are checked there and
 * shown by the dialog.
 */

/** Relative to /api/v1: GET lists, POST saves; `/{id}` PATCH renames, DELETE deletes. */
export const SAVED_VIEWS_PATH = '/saved-views';

/** How many views an account keeps. */
export const SAVED_VIEW_LIMIT = 200;
export const SAVED_VIEW_NAME_MAX_LENGTH = 80;
/** A query longer than this is not a view the app wrote (a polygon of 1,000 points compresses to about 6,000). */
export const SAVED_VIEW_QUERY_MAX_LENGTH = 16_000;

/** The views a view can be saved on (VIEWS' `savable`), by their ids in VIEWS. */
type SavableViewId = { [Id in ViewId]: (typeof VIEWS)[Id]['savable'] extends true ? Id : never }[ViewId];

/** The results pages (app routes, part 1 §2.1 and part 2 §2.1) a view can be saved on, by view id. */
export const RESULTS_PAGE_PATHS = Object.fromEntries(
  VIEW_IDS.filter((id) => VIEWS[id].savable).map((id) => [id, VIEWS[id].path]),
) as { readonly [Id in SavableViewId]: (typeof VIEWS)[Id]['path'] };

export type SavedViewPage = (typeof RESULTS_PAGE_PATHS)[SavableViewId];

export const SAVED_VIEW_PAGES: readonly SavedViewPage[] = Object.values(RESULTS_PAGE_PATHS);

export function isSavedViewPage(path: string): path is SavedViewPage {
  return (SAVED_VIEW_PAGES as readonly string[]).includes(path);
}

export interface SavedView {
  id: number;
  name: string;
  page: SavedViewPage;
  /** The page's query string, with its leading '?' (or '' for none). */
  query: string;
  /** ISO time of the save or the last rename. */
  savedAt: string;
}

export interface SavedViewsResponse {
  views: SavedView[];
}

/** POST body. */
export interface SaveViewRequest {
  name: string;
  page: string;
  query: string;
}

/** PATCH body. */
export interface RenameViewRequest {
  name: string;
}

export const SAVED_VIEW_MESSAGES = {
  limit: `You have ${SAVED_VIEW_LIMIT} saved views, the most an account keeps. Delete one to save another.`,
  nameRequired: 'Give the view a name.',
  nameTooLong: `A view's name has at most ${SAVED_VIEW_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'You already have a view with this name.',
  notFound: 'No such saved view.',
  badPage: 'Views can be saved on results pages only.',
  badQuery: "This page's address is not a view that can be saved.",
} as const;

/** A name as it is stored and compared: trimmed, inner runs of white space as one space. */
export function savedViewName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}
