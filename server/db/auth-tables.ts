import type { Generated } from 'kysely';

/**
 * The provider's side of the database: accounts, their sessions and failed logins.
 * Times are epoch milliseconds except `member_since` (epoch seconds, as whoami reports it).
 * Booleans are 0/1 integers so the same rows read alike on SQLite and PostgreSQL.
 */
export interface AuthTables {
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  saved_views: SavedViewsTable;
  visits: VisitsTable;
  saved_areas: SavedAreasTable;
}

export interface AccountsTable {
  id: Generated<number>;
  username: string;
  /** `scrypt$N$r$p$salt$key` (see server/auth/password-hash.ts). */
  password_hash: string;
  full_name: string;
  name: string;
  organization: string;
  member_since: number;
  /** JSON array of LinkName. */
  links: string;
  rental_expansion: number;
  password_changed_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token, so a leaked table cannot be replayed as cookies. */
  id: string;
  account_id: number;
  created_at: number;
  expires_at: number;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  username: string;
  client_address: string;
  attempted_at: number;
}

/** A subscriber's saved view (contract/saved-views.ts); the name is unique per account. */
export interface SavedViewsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  /** An app route of SAVED_VIEW_PAGES. */
  page: string;
  /** The route's query string with its '?', or ''. */
  query: string;
  saved_at: number;
}

/**
 * When an account last opened a saved view (its rows of one entity) or a tracked project or
 * rental, with the watched fields of its rows then (contract/visits.ts; migration 009).
 */
export interface VisitsTable {
  id: Generated<number>;
  account_id: number;
  /** 'view' (target_id a saved view's id), 'project' or 'rental' (target_id the record's id). */
  kind: string;
  target_id: number;
  /** The entity of the rows (WATCHED_ENTITIES): a saved view keeps one snapshot per entity. */
  entity: string;
  visited_at: number;
  /**
   * JSON: { "id": [watched values in WATCHED_FIELDS order (a totals row's: WATCHED_TOTALS_FIELDS), then the
   * record's name] }, keyed by record id (a totals row's totalsRecordId), at most VISIT_MAX_ROWS keys.
   */
  snapshot: string;
  /** A tracked project's newest update-history version at the visit (0 for none or a rental). */
  last_version: number;
}

/** A subscriber's saved area (contract/saved-areas.ts; migration 011); the name is unique per account. */
export interface SavedAreasTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  /** JSON: the polygon's points as [lat, lng] pairs, each once. */
  points: string;
  saved_at: number;
}
