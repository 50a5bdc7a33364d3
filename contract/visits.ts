import type { ResultKind } from './engine';
import { RESULTS_PAGE_PATHS, type SavedViewPage } from './saved-views';
import type { LinkName } from './session';
import type { LabelledValue } from './urban-project';
import { VIEWS, type ViewId } from './views';

/**
 * "Changed since my last visit" (beyond the spec): for each saved view and each project or rental
 * in a compare list the server remembers, per account, when it was last opened and the watched
 * fields of its rows as they were then (a snapshot). Opening it again answers what changed since:
 * rows new to it, rows gone from it, and for rows in both the watched fields that moved, old and
 * new. The diff is computed on the server (data work, not on the UI thread).
 *
 * Paths, relative to /api/v1:
 * - PUT `/visits/views/{savedViewId}/{entity}` with the view's record ids as a little-endian
 *   Float64Array body (`application/octet-stream`, the engine's map ids as they are): records the
 *   visit of that saved view's rows of one entity (Map Search has projects and sales).
 * - PUT `/visits/project/{id}`, PUT `/visits/rental/{id}`: records the visit of a tracked project
 *   or rental (its profile, or the compare page showing it).
 * - GET `/visits/whats-new?project={id}&rental={id}`: saved views and the tracked records named
 *   (the compare lists live in the browser, part 1 §4) with changes since their last visit.
 */
export const VISITS_PATH = '/visits';
export const WHATS_NEW_PATH = `${VISITS_PATH}/whats-new`;

/** The records whose rows are watched: a project row, an old-stock rental property, a sale. */
export const WATCHED_ENTITIES = ['project', 'rental', 'sale'] as const;
export type WatchedEntity = (typeof WATCHED_ENTITIES)[number];

export function isWatchedEntity(value: string): value is WatchedEntity {
  return (WATCHED_ENTITIES as readonly string[]).includes(value);
}

/**
 * The record each kind of result set has as its rows. Totals (market data, market history) have
 * none: their rows are markets keyed by geography or period, not records, and are not watched.
 */
export const WATCHED_ENTITY_OF_KIND: Readonly<Partial<Record<ResultKind, WatchedEntity>>> = {
  projects: 'project',
  rentals: 'rental',
  sales: 'sale',
};

/**
 * The results pages whose saved views are not watched: every kind of result set they show is
 * totals (VIEWS' resultKinds). The Save view and What's new dialogs say so.
 */
export const UNWATCHED_SAVED_VIEW_PAGES: readonly SavedViewPage[] = Object.entries(RESULTS_PAGE_PATHS)
  .filter(([id]) => VIEWS[id as ViewId].resultKinds.every((kind) => WATCHED_ENTITY_OF_KIND[kind] === undefined))
  .map(([, page]) => page);

/**
 * The section whose data each entity's watched fields are (part 1 §6, part 2 §2.1: a project's
 * figures are project-search data, a rental's rental-search, a sale's property-sales): a visit of
 * an entity needs it, as the entity's profile and search do.
 */
export const WATCHED_ENTITY_SECTION: Readonly<Record<WatchedEntity, LinkName>> = {
  project: 'project-search',
  rental: 'rental-search',
  sale: 'property-sales',
};

/** The records a compare list holds (part 1 §4: projects, and rentals in their own list). */
export type TrackedEntity = Exclude<WatchedEntity, 'sale'>;
export const TRACKED_ENTITIES: readonly TrackedEntity[] = ['project', 'rental'];

/**
 * The watched fields of each entity, by their field names in the column catalogue
 * (server/columns/measures.ts gives each its label and format), except the project's standing,
 * which is no column (a project search is of one standing): a project's standing, price per
 * square foot and units sold (its newest quarter in its standing), a rental's average rent (its
 * newest month), a sale's price.
 */
export const WATCHED_FIELDS = {
  project: ['standing', 'sold_psf', 'total_sales'],
  rental: ['avg_rate'],
  sale: ['price'],
} as const satisfies Readonly<Record<WatchedEntity, readonly string[]>>;

/** The standing's label in a change (the filter panel's word for it, part 1 §5). */
export const STANDING_CHANGE_LABEL = 'Project Standing';

/**
 * The most rows a snapshot keeps per saved view and entity: the largest result the searches
 * send (part 2 §2.5: sales are capped at 10,000 rows). A view with more records is refused.
 */
export const VISIT_MAX_ROWS = 10_000;
/** The most tracked records (projects and rentals together) an account keeps visits for; the oldest go first. */
export const VISIT_TRACKED_LIMIT = 100;

export interface VisitRow {
  entity: WatchedEntity;
  id: number;
  /** The record's name (a project's or property's name, a sale's property name or file number). */
  name: string;
}

export interface FieldChange extends LabelledValue {
  /** The value at the last visit (`value` is the value now). */
  before: string | number | null;
}

export interface ChangedRow extends VisitRow {
  changes: FieldChange[];
}

export interface VisitDiff {
  /** ISO time of the visit before this one; null on the first visit (nothing to compare). */
  lastVisitAt: string | null;
  added: VisitRow[];
  removed: VisitRow[];
  changed: ChangedRow[];
}

/** A tracked project's visit also answers its update-history versions newer than the last visit. */
export interface TrackedVisitResponse extends VisitDiff {
  /** Versions of the project's update history (part 2 §2.10) added since the last visit; [] for rentals. */
  newVersions: number[];
}

export interface WhatsNewItem {
  kind: 'savedView' | TrackedEntity;
  /** The saved view's id, or the project's or rental's id. */
  id: number;
  name: string;
  /** For a saved view: its page and query, to open it. */
  page?: string;
  query?: string;
  lastVisitAt: string;
  /**
   * Rows new to a saved view since the last visit: its search run now (the server runs the
   * searches of the pages in server/queries/visits/saved-view-rows.ts); 0 for tracked records.
   */
  addedRows: number;
  /** Rows whose watched fields moved since the last visit. */
  changedRows: number;
  /**
   * Rows gone since the last visit: from a saved view whose search is run now, as reopening it
   * shows them; otherwise rows whose record is gone from the data.
   */
  removedRows: number;
  /** Update-history versions added since the last visit (tracked projects). */
  newVersions: number;
  /** The newest update-history date (yyyy-mm-dd) among the changed projects, when one is known. */
  changedOn: string | null;
}

export interface WhatsNewResponse {
  /** Newest first: by the newest update-history entry among the changes, then by the last visit. */
  items: WhatsNewItem[];
}

export const VISIT_MESSAGES = {
  badEntity: 'Unknown kind of record.',
  badIds: 'The record ids are not a list of ids.',
  tooManyRows: `A view with more than ${VISIT_MAX_ROWS.toLocaleString('en-US')} records is not watched.`,
  notFound: 'No such saved view or record.',
} as const;

/** A row's key in a snapshot and in the table's lookup of changed cells. */
export function visitRowKey(entity: WatchedEntity, id: number | string): string {
  return `${entity}:${id}`;
}

export function hasChanges(diff: VisitDiff): boolean {
  return diff.added.length + diff.removed.length + diff.changed.length > 0;
}
