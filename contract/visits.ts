import type { ResultKind } from './engine';
import type { LinkName } from './session';
import type { LabelledValue } from './urban-project';
import type { ProjectStanding } from './product-facts';

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
 *   visit of that saved view's rows of one entity (Map Search has projects and sales). A visit of
 *   a market totals view (TOTALS_ENTITIES) sends no body: the server reads its rows itself.
 * - PUT `/visits/project/{id}`, PUT `/visits/rental/{id}`: records the visit of a tracked project
 *   or rental (its profile, or the compare page showing it).
 * - GET `/visits/whats-new?project={id}&rental={id}`: saved views and the tracked records named
 *   (the compare lists live in the browser, part 1 §4) with changes since their last visit.
 */
export const VISITS_PATH = '/visits';
export const WHATS_NEW_PATH = `${VISITS_PATH}/whats-new`;

/** The records whose rows are watched: a project row, an old-stock rental property, a sale. */
export const RECORD_ENTITIES = ['project', 'rental', 'sale'] as const;
export type RecordEntity = (typeof RECORD_ENTITIES)[number];

/**
 * The market totals whose rows are watched, named by their result kinds (contract/engine.ts):
 * project market data and market history, rental market totals and history, sales market data.
 * Their rows are markets keyed by place (region, municipality, submarket) and period, not
 * records: the server runs the view's own search to read them (its figures are computed there,
 * part 1 §7, part 2 §7), so a visit of them sends no ids.
 */
export const TOTALS_ENTITIES = [
  'projectMarket',
  'marketHistory',
  'rentalMarket',
  'rentalHistory',
  'salesMarket',
] as const;
export type TotalsEntity = (typeof TOTALS_ENTITIES)[number];

export const WATCHED_ENTITIES = [...RECORD_ENTITIES, ...TOTALS_ENTITIES] as const;
export type WatchedEntity = RecordEntity | TotalsEntity;

export function isWatchedEntity(value: string): value is WatchedEntity {
  return (WATCHED_ENTITIES as readonly string[]).includes(value);
}

export function isTotalsEntity(entity: WatchedEntity): entity is TotalsEntity {
  return (TOTALS_ENTITIES as readonly string[]).includes(entity);
}

/** The rows each kind of result set has: a record, or a market's totals. Every kind is watched. */
export const WATCHED_ENTITY_OF_KIND: Readonly<Record<ResultKind, WatchedEntity>> = {
  projects: 'project',
  rentals: 'rental',
  sales: 'sale',
  projectMarket: 'projectMarket',
  marketHistory: 'marketHistory',
  rentalMarket: 'rentalMarket',
  rentalHistory: 'rentalHistory',
  salesMarket: 'salesMarket',
};

/**
 * The section whose data each entity's watched fields are (part 1 §6, part 2 §2.1: a project's
 * figures are project-search data, a rental's rental-search, a sale's property-sales): a visit of
 * an entity needs it, as the entity's profile and search do.
 */
export const WATCHED_ENTITY_SECTION: Readonly<Record<WatchedEntity, LinkName>> = {
  project: 'project-search',
  rental: 'rental-search',
  sale: 'property-sales',
  // The market totals are their section's data as their pages are (contract/views.ts access).
  projectMarket: 'project-search',
  marketHistory: 'project-search',
  rentalMarket: 'rental-search',
  rentalHistory: 'rental-search',
  salesMarket: 'property-sales',
};

/** The records a compare list holds (part 1 §4: projects, and rentals in their own list). */
export type TrackedEntity = Exclude<RecordEntity, 'sale'>;
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
} as const satisfies Readonly<Record<RecordEntity, readonly string[]>>;

/**
 * The figures watched on a project market table of each standing (its columns differ by
 * standing, server/columns/market.ts; market history shows the same figures by quarter): units
 * sold and price per square foot of selling projects, listings and prices of resale and rental
 * listings, projects, suites and floor area in the pipeline, vacancy and rent of rental buildings.
 */
const PROJECT_TOTALS_FIELDS = {
  active: ['quarter_sales', 'total_sales', 'sold_psf', 'unsold_inventory', 'unsold_psf'],
  resale: ['quarter_sales', 'total_listings', 'average_sale_price', 'average_psf'],
  rental: ['quarter_sales', 'total_listings', 'average_sale_price', 'average_psf'],
  proposed: ['project_count', 'suite_count', 'total_gfa'],
  construction: ['project_count', 'suite_count', 'total_gfa'],
  completed: ['surveyed_units', 'vacancy_rate', 'avg_monthly_rent'],
  oldstock: ['property_count', 'units_surveyed_actual', 'vacancy_rate', 'avg_rate'],
} as const satisfies Readonly<Record<ProjectStanding, readonly string[]>>;

/** Rental market totals and history: buildings, units surveyed, vacancy and average rent. */
const RENTAL_TOTALS_FIELDS = ['property_count', 'units_surveyed_actual', 'vacancy_rate', 'avg_rate'] as const;

/**
 * The watched figures of each kind of market totals row, by their field names in the column
 * catalogue (server/columns/measures.ts; each table's column of the field gives its label and
 * format, and a field its table does not show fails at the server's start): a project table's by
 * its standing, the others' one list.
 */
export const WATCHED_TOTALS_FIELDS = {
  projectMarket: PROJECT_TOTALS_FIELDS,
  marketHistory: PROJECT_TOTALS_FIELDS,
  rentalMarket: RENTAL_TOTALS_FIELDS,
  rentalHistory: RENTAL_TOTALS_FIELDS,
  salesMarket: ['totalSales', 'totalSalesValue', 'avgSalePrice'],
} as const satisfies Readonly<
  Record<TotalsEntity, readonly string[] | Readonly<Record<ProjectStanding, readonly string[]>>>
>;

/** The watched figures of a totals view's rows (a project table's of the view's standing). */
export function watchedTotalsFields(entity: TotalsEntity, standing: ProjectStanding | null): readonly string[] {
  const fields: readonly string[] | Readonly<Record<ProjectStanding, readonly string[]>> =
    WATCHED_TOTALS_FIELDS[entity];
  if (Array.isArray(fields)) return fields as readonly string[];
  return standing === null ? [] : (fields as Readonly<Record<ProjectStanding, readonly string[]>>)[standing];
}

/**
 * The fields that key a totals row, as the table's rows hold them: a market data row is a place
 * (its region, municipality and submarket ids; a sales market row a municipality), a history row a
 * period (a quarter; a rental period's first and last month). Not a row index: the key of a row
 * stays when the data changes.
 */
const TOTALS_ROW_KEY_FIELDS: Readonly<Record<TotalsEntity, readonly string[]>> = {
  projectMarket: ['region_id', 'municipality_id', 'submarket_id'],
  rentalMarket: ['region_id', 'municipality_id', 'submarket_id'],
  salesMarket: ['region_id', 'municipality_id'],
  marketHistory: ['year', 'quarter'],
  rentalHistory: ['period_start', 'period_end'],
};

/** A totals row's name in a change: its place's names, or its period. */
const TOTALS_ROW_NAME_FIELDS: Readonly<Record<TotalsEntity, readonly string[]>> = {
  projectMarket: ['region_name', 'municipality_name', 'submarket_name'],
  rentalMarket: ['region_name', 'municipality_name', 'submarket_name'],
  salesMarket: ['region_name', 'municipality_name'],
  marketHistory: ['name'],
  rentalHistory: ['period'],
};

/** The market data rows, which are all of the period the view searches (not named in the row). */
export const TOTALS_OF_VIEW_PERIOD: readonly TotalsEntity[] = ['projectMarket', 'rentalMarket', 'salesMarket'];

/** Reads a field of a row (a table row's values, or a dataset's cells). */
type FieldReader = (field: string) => unknown;

const keyText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A totals row's key in its table: its place, or its period (TOTALS_ROW_KEY_FIELDS). */
export function totalsRowKey(entity: TotalsEntity, valueOf: FieldReader): string {
  return TOTALS_ROW_KEY_FIELDS[entity].map((field) => keyText(valueOf(field))).join('/');
}

export function totalsRowName(entity: TotalsEntity, valueOf: FieldReader): string {
  return TOTALS_ROW_NAME_FIELDS[entity]
    .map((field) => keyText(valueOf(field)))
    .filter((text) => text !== '')
    .join(' / ');
}

const PERIOD_MARK = '@';

/**
 * A totals row's record id: its key in the table and, for a market data row, the period the view
 * searches (a view of the newest quarter or month moves to the next one with the data: its rows
 * are then new, those of the period before gone).
 */
export function totalsRecordId(rowKey: string, viewPeriod: string | null): string {
  return viewPeriod === null ? rowKey : `${rowKey}${PERIOD_MARK}${viewPeriod}`;
}

/** The row key of a totals record id (the table's rows are of the view's period, not naming it). */
export function totalsRowKeyOf(recordId: string): string {
  const mark = recordId.indexOf(PERIOD_MARK);
  return mark < 0 ? recordId : recordId.slice(0, mark);
}

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
  /** A record's id; a totals row's record id (totalsRecordId). */
  id: number | string;
  /**
   * The record's name (a project's or property's name, a sale's property name or file number), a
   * totals row's place or period (totalsRowName).
   */
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
