/**
 * Market-data tables (Kysely interfaces). Created by `migrations/001-domain.ts`, filled by
 * `server/seed/index.ts` (deterministic from seed, scale and asOf). Portable to SQLite and
 * PostgreSQL:
 *
 * - counts are integers; money, areas, psf and rates are `double precision` (so PostgreSQL sums
 *   come back as numbers);
 * - booleans are integers 0/1 (`Flag`);
 * - dates are 'YYYY-MM-DD' text, months 'YYYY-MM' text (both sort and compare as text);
 * - nested detail is JSON text (`JsonText`): JSON.parse it; shapes in server/seed/json-columns.ts;
 * - ids are assigned by the seed, not generated: projects 1..P are new developments and
 *   P+1.. the old-stock mirrors; rental_properties, sales, reports 1..n.
 *
 * Percent fields (`*_rate`, `*_percentage`) are stored multiplied by 100, the way the server
 * sends them (part 1 §9): 4.5 means 4.5 %.
 *
 * Tables and their invariants (tests/unit/server/seed/seed-invariants.test.ts checks each one):
 *
 * Geography (Statistics Canada 2021 census tracts, see server/seed/geo/README.md)
 * - super_regions (2): GTA, Outer Ring. `status` 1 = selectable.
 * - regions (8, as in server/seed/geo/gta-places.csv: Toronto, York, Peel, Halton, Durham,
 *   Hamilton, Simcoe, Dufferin; ids 1..8). `boundaries` / `inner_boundaries` use the spec's string
 *   format: outer rings separated by ';', each a list of 'lng,lat' pairs separated by spaces;
 *   inner_boundaries lists the holes in the same polygon order, polygons separated by ';' and the
 *   holes of one polygon by ':' (empty entry = no holes). server/seed/boundary-format.ts parses
 *   both. `disable_maps` JSON `{ "condo_active": false, ... }` keyed `${projectType}_${standing}`
 *   for all 8 keys (true = disabled there: only Simcoe and Dufferin disable condo_rental, and
 *   the seed writes no condo rental figures there). `rentsync_region_ids` JSON number[].
 * - municipalities (32, ids 101..) belong to a region; submarkets (75, ids 1001..) belong to a
 *   municipality and carry its region_id. Configuration rows sort by weight, then name. Every
 *   located row (projects, rental_properties, sale_addresses) lies inside its submarket,
 *   municipality and region polygons.
 *
 * Projects
 * - projects: every project (condo and purpose-built). `standing` is the CURRENT standing;
 *   `project_quarters.standing` is the standing in each quarter: a condo goes proposed ->
 *   active -> resale (+ rental listings), purpose-built goes proposed -> construction ->
 *   completed. Condo projects whose current standing is 'rental' are completed condos known for
 *   their rental listings (they have resale and rental rows). Purpose-built `oldstock` projects
 *   mirror the old-stock buildings (rental_properties.project_id; profile.oldstock_property_id)
 *   and have no project_quarters: their activity is monthly in rental_activity. `submarket_id`
 *   null would mean 'Other' (the seed always sets one). `developers` JSON `{ name }[]`,
 *   `developer` = the first. `property_managers` JSON string[]. Static figures (suite_count,
 *   number_of_floors, proposed_gfa, residential_gfa_sf, total_gfa, nsa_nla, parking_total,
 *   total_buildings, opening_psf, avg_suite_size, months_to_70_sold) live here.
 *   `construct_status_id` 1..5 = Pre-Construction, Under Construction, Occupying, Registered,
 *   Completed (app_config construction_statuses). `project_status` = the key of the same stage
 *   (PROJECT_STATUSES of contract/product-facts.ts: 'pre-construction' .. 'completed', part 1
 *   §4), `project_status_label` its label. is_soldout = 1 exactly when the last active quarter has
 *   total_sales = suite_count. is_initialleaseup = 1 for completed purpose-built projects before
 *   full_occupancy_date. Dates are null when not reached (proposed_opening only for proposals).
 *   `land_sale_id` (nullable) = the sale in sale_related_projects for this project.
 *   `profile` JSON: ProjectProfile.
 * - project_quarters: PK (project_id, year, quarter, standing). A row for every quarter the
 *   project had that standing, from 2004 Q1 at the earliest to asOf's quarter. proposed and
 *   construction rows carry only suite_count (their figures are the project's static ones).
 *   Series are simulated from the phase start, which may be before 2004 Q1, and stored from
 *   2004 Q1 on, so:
 *   * four_qtr_sales = quarter_sales of this quarter plus the three before (missing quarters
 *     count 0) - checkable wherever those quarters are >= 2004 Q1;
 *   * every `*_last_year` column equals the value of its column four quarters earlier in the
 *     same project and standing, null when the project had no such row (checkable from 2005 Q1);
 *     avg_psf_last_year <- average_psf, unsold_inventory_last_year <- unsold_units;
 *     avg_psf_annual_change_percentage = 100 * (average_psf / avg_psf_last_year - 1).
 *   active: 0 <= total_sales <= suite_count, unsold_units = suite_count - total_sales,
 *   total_sales = previous quarter's total_sales + quarter_sales (never decreases); sold_psf null
 *   when quarter_sales = 0, unsold_psf null when nothing is unsold.
 *   resale / rental: quarter_sales (sales or leases) <= total_listings, total_active_listings <=
 *   total_listings; when quarter_sales > 0: average_suite_size = round2(sum_size /
 *   quarter_sales), average_sale_price = round(average_psf * average_suite_size), average_dom
 *   set; else those are null and sum_size = 0. For 'rental', average_sale_price is the monthly
 *   rent and average_psf the monthly rent per sq ft. maintenance_fee_psf only for resale.
 *   completed: 0 <= vacant_units <= available_units <= surveyed_units <= suite_count,
 *   availability_rate = round2(100 * available_units / surveyed_units), vacancy_rate likewise
 *   with vacant_units, avg_monthly_psf = round2(avg_monthly_rent / avg_unit_size),
 *   rental_unit_monthly_total = avg_monthly_rent * surveyed_units; each `_annual` value is the
 *   mean of this quarter and up to three before (surveyed_units_annual rounded, others round2).
 * - project_versions: PK (project_id, version), version 1..n in updated_on order; `compare` JSON
 *   `{ label, value }[]` including 'Main picture' (an SVG URL) and 'Project brochure' (a PDF URL).
 *
 * Old-stock rentals
 * - rental_properties: old-stock buildings, each mirrored by a projects row (project_id).
 *   `profile` JSON: RentalProfile.
 * - rental_activity: PK (property_id, month, unit_type). One row per unit type present in the
 *   building for every month of app_config rental_date_range (48 months ending with asOf's
 *   month). available <= units_surveyed_actual, the month's units_surveyed_actual summed over
 *   unit types <= suite_count, min_rate <= avg_rate <= max_rate, min_psf <= max_psf
 *   (= rate / size_sqft, round2), dom_unit_count <= available, days_active_total >=
 *   dom_unit_count.
 *
 * Sales
 * - property_types (7) / sale_sub_types (exactly 38) : `icon` is a kebab-case key for
 *   public/icons; `unit_groups` JSON SaleColumnGroup[]: the sale column groups with data for
 *   the sub-type (suites, townhouses, buildingArea, landAreaSqFt, landAreaAcres, lots, rooms,
 *   floorArea, beds).
 * - sales: one row per transaction; flat columns for every filter and table column, plus
 *   `detail` JSON = the whole sale display payload (SaleDisplayPayload, src/api/sales-display.ts).
 *   asOf - 16 years < sale_date <= asOf (so a 15-year search exceeds the 10,000 clamp at scale
 *   1). 500,000 <= price <= 150,000,000 and price = sum of detail.saleparts.rows prices. Count
 *   prices are whole dollars: suites_price = round(price / suites) etc. (null when the count is
 *   null); area prices keep cents: sf_land_area_price = round2(price / sf_land_area) etc.
 *   lots_total = lots_detached + lots_semi_detached + lots_townhouse + lots_unknown.
 *   region/municipality/submarket ids and latitude/longitude are those of the first address.
 *   `vendor` / `purchaser` = registered names joined with '; '; `vendors` / `purchasers` /
 *   `mortgages` JSON lists (SaleVendor, SalePurchaser, SaleMortgage); mortgage_payment_amount
 *   and mortgage_due_date are the first mortgage's. `arn` and `pin` list several values
 *   joined with ', '. `search_text` is the folded full-text search text (saleSearchText). file_number is
 *   null for about 2 % (the table shows N/A).
 * - sale_addresses: PK (sale_id, position), position 0 = primary; every sale has >= 1 and
 *   detail.properties lists the same points in the same order.
 * - sale_related_projects: PK (sale_id, project_id); every project_id exists, the project's
 *   land_sale_id is that sale, and the sale's detail.related_projects lists it.
 *
 * Reports and content
 * - quarterly_reports: one per quarter from 2019 Q1 to the quarter before asOf's; exactly one,
 *   the newest, has is_current = 1. Figures in the bodies are computed from the seeded rows.
 *   `attachment` is a file reference ('report-2026-q2.pdf') the API generates on request.
 *   quarterly_report_sections: 4 per report, position 1..4, `attachment`
 *   'report-2026-q2-section-2.pdf' and `xls_attachment` 'report-2026-q2-section-2.xlsx'.
 * - transaction_actions: UrbanAction publications and notable sales over the last 7 years
 *   (year = the year of sales_date; link null, the project's UrbanAction document path or the
 *   sale's page `/sale/{id}` of contract/app-paths.ts). The API sends a link only when what it
 *   names exists (server/queries/urban/project-documents.ts).
 * - howto_items: 'how-to-table-sort', 'how-to-map-search', 'how-to-project-search',
 *   'how-to-sales-search', 'how-to-rental-search', 'how-to-market-history'.
 * - app_config: key -> JSON value; keys and types: AppConfigValues in
 *   server/seed/json-columns.ts (footer_links, landing_categories, landing_default_regions,
 *   market_history_default_regions, rental_date_range, rental_time_ranges, rental_unit_sizes,
 *   rental_unit_types, construction_statuses, brand). The filter definitions
 *   (contract/filter-catalog.ts) and the navigation tabs (server/queries/urban/navigation.ts,
 *   the results views' entries from contract/views.ts) are code, not configuration. Project
 *   date ranges are not stored: they follow from project_quarters (and rental_date_range for
 *   old stock).
 *
 * Media: nothing points to the internet. Stored URLs are paths the API serves by generating the
 * file: `/api/v1/media/picture/{project|rental|sale}/{id}/{n}.svg`,
 * `/api/v1/media/brochure/project/{id}/{version}.pdf` (a PDF of that project_versions row) and
 * `/api/v1/media/urbanaction/project/{id}.pdf` (a PDF of a flagged project with a publication
 * date); the document paths are written and read by server/db/media-paths.ts.
 * Static maps are not stored; the API draws them from latitude/longitude.
 */
import type { ProjectStanding, ProjectType } from '@contract/product-facts';

/** 0 = false, 1 = true (portable boolean). */
export type Flag = 0 | 1;
/** JSON encoded text. */
export type JsonText = string;
/** 'YYYY-MM-DD' */
export type DateText = string;
/** 'YYYY-MM' */
export type MonthText = string;

export interface SuperRegionTable {
  id: number;
  name: string;
  weight: number;
  status: Flag;
}

export interface GeoUnitColumns {
  id: number;
  name: string;
  weight: number;
  latitude: number;
  longitude: number;
  boundaries: string;
  inner_boundaries: string;
}

export interface RegionTable extends GeoUnitColumns {
  super_region_id: number;
  /** JSON Record<`${projectType}_${standing}`, boolean> */
  disable_maps: JsonText;
  /** JSON number[] */
  rentsync_region_ids: JsonText;
}

export interface MunicipalityTable extends GeoUnitColumns {
  region_id: number;
}

export interface SubmarketTable extends GeoUnitColumns {
  municipality_id: number;
  region_id: number;
}

/** The product facts' types (contract/product-facts.ts), as the tables store them. */
export type ProjectTypeText = ProjectType;
export type StandingText = ProjectStanding;

export interface ProjectTable {
  id: number;
  name: string;
  project_type: ProjectTypeText;
  standing: StandingText;
  region_id: number;
  municipality_id: number;
  submarket_id: number | null;
  street_address: string;
  full_address: string;
  latitude: number;
  longitude: number;
  /** JSON { name: string }[] */
  developers: JsonText;
  developer: string;
  suite_count: number;
  number_of_floors: number;
  year_built: number | null;
  /**
   * First quarter with figures: the first project_quarters row (never before 2004 Q1); for old
   * stock, the quarter of the first rental_activity month.
   */
  first_year: number;
  first_quarter: number;
  opening_date: DateText | null;
  occupancy_date: DateText | null;
  full_occupancy_date: DateText | null;
  register_date: DateText | null;
  construction_date: DateText | null;
  proposed_opening: DateText | null;
  /** 1 Pre-Construction, 2 Under Construction, 3 Occupying, 4 Registered, 5 Completed */
  construct_status_id: number;
  construct_status_label: string;
  /** Project status key (PROJECT_STATUSES, contract/product-facts.ts), e.g. 'pre-construction'. */
  project_status: string;
  project_status_label: string;
  is_cancelled: Flag;
  is_onholdoffmarket: Flag;
  is_soldout: Flag;
  is_initialleaseup: Flag;
  urbanaction: Flag;
  urbanaction_link: string | null;
  urbanaction_publication_date: DateText | null;
  /** Icon key of the map legend: condo-new, condo-resale, condo-proposed, pb-occupied, pb-construction, pb-proposed */
  map_icon: string;
  thumbnail_url: string;
  opening_psf: number | null;
  avg_suite_size: number;
  months_to_70_sold: number | null;
  proposed_developer_owner: string | null;
  total_buildings: number;
  proposed_gfa: number | null;
  residential_gfa_sf: number | null;
  total_gfa: number | null;
  nsa_nla: number | null;
  parking_total: number | null;
  structure_description: string;
  comments: string | null;
  /** JSON string[] */
  property_managers: JsonText;
  /** 'Additional' | 'Unavailable' | 'Included' (purpose-built completed and oldstock) */
  parking_availability: string | null;
  parking_cost: number | null;
  parking_cost_min: number | null;
  parking_cost_max: number | null;
  website: string | null;
  rental_website: string | null;
  land_sale_id: number | null;
  /** JSON ProjectProfile */
  profile: JsonText;
}

export interface ProjectQuarterTable {
  project_id: number;
  year: number;
  quarter: number;
  standing: StandingText;
  suite_count: number;
  // active (new condo sales)
  quarter_sales: number | null;
  quarter_sales_last_year: number | null;
  four_qtr_sales: number | null;
  four_qtr_sales_last_year: number | null;
  total_sales: number | null;
  total_sales_last_year: number | null;
  unsold_units: number | null;
  unsold_inventory_last_year: number | null;
  sold_psf: number | null;
  sold_psf_last_year: number | null;
  unsold_psf: number | null;
  unsold_psf_last_year: number | null;
  // resale and rental listings of completed condos (rental: prices are monthly rents)
  total_listings: number | null;
  total_active_listings: number | null;
  average_suite_size: number | null;
  average_sale_price: number | null;
  average_psf: number | null;
  avg_psf_last_year: number | null;
  avg_psf_annual_change_percentage: number | null;
  maintenance_fee_psf: number | null;
  average_dom: number | null;
  sum_size: number | null;
  sum_size_last_year: number | null;
  // completed purpose-built rentals
  surveyed_units: number | null;
  surveyed_units_annual: number | null;
  available_units: number | null;
  vacant_units: number | null;
  availability_rate: number | null;
  availability_rate_annual: number | null;
  vacancy_rate: number | null;
  vacancy_rate_annual: number | null;
  avg_unit_size: number | null;
  avg_unit_size_annual: number | null;
  avg_monthly_rent: number | null;
  avg_monthly_rent_annual: number | null;
  avg_monthly_psf: number | null;
  avg_monthly_psf_annual: number | null;
  rental_unit_monthly_total: number | null;
}

export interface ProjectVersionTable {
  project_id: number;
  version: number;
  standing: StandingText;
  updated_on: DateText;
  status: string;
  /** JSON ProjectVersionCompareEntry[] (server/seed/json-columns.ts) */
  compare: JsonText;
}

export interface RentalPropertyTable {
  id: number;
  project_id: number;
  name: string;
  property_manager: string;
  address: string;
  year_built: number;
  storeys: number;
  suite_count: number;
  region_id: number;
  municipality_id: number;
  submarket_id: number | null;
  latitude: number;
  longitude: number;
  thumbnail_url: string;
  /** JSON RentalProfile */
  profile: JsonText;
}

export interface RentalActivityTable {
  property_id: number;
  month: MonthText;
  /** 'Bachelor' | '1 Bed' | '1 Bed + Den' | '2 Bed' | '3 Bed' */
  unittype_name: string;
  /** Stable key: 'bachelor' | '1bed' | '1bedden' | '2bed' | '3bed' */
  unit_type: string;
  beds: number;
  baths: number;
  size_sqft: number;
  units_surveyed_actual: number;
  available: number;
  avg_rate: number;
  min_rate: number;
  max_rate: number;
  min_psf: number;
  max_psf: number;
  days_active_total: number;
  dom_unit_count: number;
}

/**
 * The rental activity pre-aggregated for the rental searches (migration 010, written by
 * `rebuildRentalRollups` in server/queries/rental/activity-rollups.ts): a building's unit type
 * over the time range (3, 6 or 12 months; a 1-month range is the activity row itself) ending
 * with `end_month`, as the sums of ActivitySums, so figures are computed from them as from the
 * activity rows (MEASURES.md: weighted averages from their sums and weights, never averaged).
 */
export interface RentalActivityRangeTable {
  property_id: number;
  time_range: string;
  end_month: MonthText;
  unit_type: string;
  unittype_name: string;
  /** The most over the range's months, as the searches group them. */
  beds: number;
  baths: number;
  /** Months with activity in the range. */
  month_count: number;
  surveyed: number;
  available: number;
  /** sum(avg_rate * units_surveyed_actual), sum(size_sqft * units_surveyed_actual). */
  rate_weighted: number;
  size_weighted: number;
  min_rate: number | null;
  max_rate: number | null;
  min_psf: number | null;
  max_psf: number | null;
  days_active_total: number;
  dom_unit_count: number;
}

/**
 * The rental activity of each submarket (null: Other) and month per unit type, summed over its
 * buildings that the searches read (those mirrored by a projects row): the market history of a
 * geography without building filters reads it (migration 010).
 */
export interface RentalSubmarketMonthTable extends Omit<
  RentalActivityRangeTable,
  'property_id' | 'time_range' | 'end_month' | 'baths'
> {
  region_id: number;
  municipality_id: number;
  submarket_id: number | null;
  month: MonthText;
}

/** One row: which build of the rollups is current (the data version reads `generation`). */
export interface RentalRollupStateTable {
  id: number;
  /** Incremented by every rebuild or refresh. */
  generation: number;
  /** rental_activity's row count when they were last written in full or in part. */
  activity_rows: number;
}

export interface PropertyTypeTable {
  id: number;
  name: string;
  weight: number;
}

export interface SaleSubTypeTable {
  id: number;
  property_type_id: number;
  name: string;
  label: string;
  icon: string;
  weight: number;
  /** JSON SaleUnitGroup[] */
  unit_groups: JsonText;
}

export interface SaleTable {
  id: number;
  file_number: string | null;
  property_type_id: number;
  subproperty_type_id: number;
  price: number;
  sale_date: DateText;
  region_id: number;
  municipality_id: number;
  submarket_id: number | null;
  latitude: number;
  longitude: number;
  property_name: string;
  address: string;
  city: string;
  /** Display names joined with '; ' (table columns). */
  vendor: string;
  purchaser: string;
  /** JSON lists, see SaleDisplayPayload */
  vendors: JsonText;
  purchasers: JsonText;
  mortgages: JsonText;
  arn: string;
  instrument_number: string;
  pin: string;
  mortgage_payment_amount: number | null;
  mortgage_due_date: DateText | null;
  lot_size_acres: number | null;
  lot_size_acres_price: number | null;
  sf_land_area: number | null;
  sf_land_area_price: number | null;
  sf_building_area: number | null;
  sf_building_area_price: number | null;
  sf_floor_area: number | null;
  sf_floor_area_price: number | null;
  proposed_gfa: number | null;
  proposed_gfa_price: number | null;
  approved_gfa: number | null;
  approved_gfa_price: number | null;
  suites: number | null;
  suites_price: number | null;
  townhouses: number | null;
  townhouses_price: number | null;
  rooms: number | null;
  rooms_price: number | null;
  beds: number | null;
  beds_price: number | null;
  lots_total: number | null;
  lots_price: number | null;
  lots_unknown: number | null;
  lots_unknown_price: number | null;
  lots_detached: number | null;
  lots_detached_price: number | null;
  lots_semi_detached: number | null;
  lots_semi_detached_price: number | null;
  lots_townhouse: number | null;
  lots_townhouse_price: number | null;
  search_text: string;
  /** JSON SaleDisplayPayload */
  detail: JsonText;
}

/** A sale's search row as UTF-8 JSON bytes, derived from the tables above (migration 004). */
export interface SaleRowTextTable {
  sale_id: number;
  json: Uint8Array;
}

export interface SaleAddressTable {
  sale_id: number;
  position: number;
  property_name: string;
  property_address_1: string;
  property_city: string;
  property_latitude: number;
  property_longitude: number;
  region_id: number;
  municipality_id: number;
  submarket_id: number | null;
}

export interface SaleRelatedProjectTable {
  sale_id: number;
  project_id: number;
}

export interface QuarterlyReportTable {
  id: number;
  year: number;
  quarter: number;
  is_current: Flag;
  title: string;
  /** HTML */
  body: string;
  attachment: string;
}

export interface QuarterlyReportSectionTable {
  id: number;
  report_id: number;
  position: number;
  label: string;
  /** HTML */
  body: string;
  attachment: string;
  xls_attachment: string;
}

export interface TransactionActionTable {
  id: number;
  year: number;
  label: string;
  link: string | null;
  sales_date: DateText;
}

export interface HowtoItemTable {
  id: string;
  title: string;
  /** HTML */
  body: string;
}

export interface AppConfigTable {
  key: string;
  /** JSON */
  value: JsonText;
}

/**
 * One row (id 1): raised by the database's own triggers on every write of the searched and watched
 * tables (migration 012), read by the data version (server/http/data-version.ts).
 */
export interface DataRevisionTable {
  id: number;
  /** bigint: pg answers it as text, SQLite as a number. */
  revision: number | string;
}

export interface DomainTables {
  super_regions: SuperRegionTable;
  regions: RegionTable;
  municipalities: MunicipalityTable;
  submarkets: SubmarketTable;
  projects: ProjectTable;
  project_quarters: ProjectQuarterTable;
  project_versions: ProjectVersionTable;
  rental_properties: RentalPropertyTable;
  rental_activity: RentalActivityTable;
  rental_activity_ranges: RentalActivityRangeTable;
  rental_submarket_months: RentalSubmarketMonthTable;
  rental_rollup_state: RentalRollupStateTable;
  property_types: PropertyTypeTable;
  sale_sub_types: SaleSubTypeTable;
  sales: SaleTable;
  sale_addresses: SaleAddressTable;
  sale_row_texts: SaleRowTextTable;
  sale_related_projects: SaleRelatedProjectTable;
  quarterly_reports: QuarterlyReportTable;
  quarterly_report_sections: QuarterlyReportSectionTable;
  transaction_actions: TransactionActionTable;
  howto_items: HowtoItemTable;
  app_config: AppConfigTable;
  data_revision: DataRevisionTable;
}
