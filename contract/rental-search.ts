import type { RowGeography } from './geography';
/**
 * Old-stock rental search rows (part 1 §3 "Old-stock rental property row", part 2 §7). Activity
 * over a time range (1, 3, 6 or 12 months ending with the query month) is aggregated per unit
 * type: unit counts are monthly means (rounded), rents and sizes are means weighted by units
 * surveyed, minimums and maximums span the range, days active and DOM unit counts sum.
 */

/** Figures of one unit type, or of a whole property / submarket / period. */
export interface RentalActivityFigures {
  units_surveyed_actual: number;
  available: number;
  /**
   * available / units surveyed, times 100 (percent fields arrive multiplied by 100). Old-stock
   * activity counts available units only, so this is both the vacancy and availability rate.
   */
  vacancy_rate: number | null;
  /** The same figure under its project-row name (part 2 §3 lists both fields). */
  availability_rate: number | null;
  avg_rate: number | null;
  min_rate: number | null;
  max_rate: number | null;
  min_psf: number | null;
  max_psf: number | null;
  size_sqft: number | null;
  days_active_total: number;
  dom_unit_count: number;
  /** days_active_total / dom_unit_count. */
  average_dom: number | null;
}

export interface RentalActivityEntry extends RentalActivityFigures {
  unittype_name: string;
  unit_type: string;
  beds: number;
  baths: number;
}

/** GET /rental/propertydata: one row per property (tightRows), with its unit-type activity. */
export interface RentalPropertyRow extends RowGeography, RentalActivityFigures {
  [field: string]: unknown;
  id: number;
  project_id: number;
  name: string;
  property_manager: string;
  address: string;
  year_built: number;
  storeys: number;
  suite_count: number;
  latitude: number;
  longitude: number;
  activity: RentalActivityEntry[];
}

/**
 * Without `tightRows=true` the property search answers one row per property and unit type: the
 * property's fields with that unit type's figures. The row is its one activity entry, so it
 * carries no `activity` list (a copy of its own figures would double the widest response).
 */
export type RentalPropertyUnitRow = Omit<RentalPropertyRow, 'activity'> &
  Pick<RentalActivityEntry, 'unittype_name' | 'unit_type' | 'beds' | 'baths'>;

/** GET /rental/marketdata: one row per submarket (the leaf level). */
export interface RentalMarketRow extends RowGeography, RentalActivityFigures {
  [field: string]: unknown;
  name: string;
  property_count: number;
  suite_count: number;
  activity: RentalActivityEntry[];
}

/** GET /rental/markethistory and the property histories: one row per period, unit types as sub rows. */
export interface RentalHistoryRow extends RentalActivityFigures {
  [field: string]: unknown;
  /** "2025-03" for one month, "2025-01 - 2025-03" for a longer period, "2025 Q1" by quarter. */
  period: string;
  period_start: string;
  period_end: string;
  property_count: number;
  suite_count: number;
  subRows: Array<RentalActivityFigures & { period: string; unittype_name: string; unit_type: string }>;
}
