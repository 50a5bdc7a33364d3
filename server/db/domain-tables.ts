/**
 * Market-data tables (Kysely interfaces). Created by `migrations/001-domain.ts`, filled by
 * `server/seed/index.ts` (deterministic from a seed number). Portable to SQLite and PostgreSQL:
 *
 * - integers are `number`; money, areas, psf and rates are `double precision` (`number`);
 * - booleans are integers 0/1 (`Flag`);
 * - dates are 'YYYY-MM-DD' text, months 'YYYY-MM' text;
 * - nested detail is JSON text (`JsonText`): parse with JSON.parse, shape documented per column;
 * - ids are assigned by the seed (stable for the same seed, scale and asOf), not generated.
 *
 * Percent fields (`*_rate`, `*_percentage`) are stored multiplied by 100, the way the server
 * sends them (part 1 §9): 4.5 means 4.5 %.
 *
 * Tables and their invariants (the seed tests check each one):
 *
 * Geography (from Statistics Canada 2021 census tracts, see server/seed/geo/README.md)
 * - super_regions: GTA, Outer Ring. `status` 1 = selectable.
 * - regions (8): belong to a super region. `boundaries` / `inner_boundaries` use the spec's
 *   string format: polygons separated by ';', each a list of 'lng,lat' pairs separated by
 *   spaces; inner_boundaries holds the holes, polygons separated by ';' and the holes of one
 *   polygon separated by ':' (same polygon order as boundaries; an empty entry = no holes).
 *   `disable_maps` JSON `{ "condo_active": false, ... }` keyed `${projectType}_${standing}`
 *   (true = that search is disabled in this region). `rentsync_region_ids` JSON number[].
 * - municipalities (~33) belong to a region; submarkets (~75) belong to a municipality (and
 *   carry its region_id). Configuration rows sort by weight, then name.
 *
 * Projects
 * - projects: one row per new-development project (condo and purpose-built). `standing` is the
 *   CURRENT standing; `project_quarters.standing` is the standing in each quarter (a condo goes
 *   proposed -> active -> resale + rental; purpose-built goes proposed -> construction ->
 *   completed). Purpose-built `oldstock` projects mirror the old-stock rental buildings
 *   (rental_properties.project_id) and have no project_quarters (their activity is monthly in
 *   rental_activity). `submarket_id` null means 'Other'. latitude/longitude lie inside the
 *   submarket polygon. `developers` JSON `{ name: string }[]`, `developer` = first name.
 *   `property_managers` JSON string[]. Static figures of proposed/construction standings
 *   (suite_count, proposed_gfa, ...) live here. `profile` JSON: see ProjectProfile in
 *   server/seed/json-columns.ts. `land_sale_id` (nullable) is a sales.id.
 * - project_quarters: PK (project_id, year, quarter, standing). A row exists for every quarter the
 *   project had that standing, from its first quarter (never before 2004 Q1) to asOf's quarter.
 *   Invariants: active: 0 <= total_sales <= suite_count, total_sales never decreases over
 *   quarters, unsold_units = suite_count - total_sales, total_sales = sum of quarter_sales so far.
 *   All standings with quarter_sales: four_qtr_sales = sum of quarter_sales of this quarter and
 *   the three before (missing quarters count 0). Every `*_last_year` column equals the value of
 *   the same column four quarters earlier for the same project and standing (null if no row).
 *   completed: available_units <= surveyed_units <= suite_count, vacant_units <= available_units,
 *   availability_rate = 100 * available_units / surveyed_units, vacancy_rate = 100 *
 *   vacant_units / surveyed_units (rounded to 2 decimals); the _annual variants are the means of
 *   the last four quarters (surveyed_units_annual likewise, rounded). rental_unit_monthly_total
 *   = round(avg_monthly_rent * surveyed_units). Rents in dollars per month, psf per sq ft.
 * - project_versions: PK (project_id, version), version 1.. in date order; `compare` JSON
 *   `{ label: string; value: string }[]` (includes 'Main picture' and 'Project brochure' rows).
 *
 * Old-stock rentals
 * - rental_properties: old-stock buildings, each mirrored by a projects row (project_id,
 *   standing 'oldstock'). `profile` JSON: see RentalProfile in server/seed/json-columns.ts.
 * - rental_activity: PK (property_id, month, unit_type). One row per unit type per month for every
 *   month of the rental date range (app_config 'rental_date_range'). Invariants:
 *   available <= units_surveyed_actual <= the building's units of that type, sum over unit
 *   types of units_surveyed_actual <= suite_count, min_rate <= avg_rate <= max_rate,
 *   min_psf <= max_psf, dom_unit_count <= available, days_active_total >= dom_unit_count.
 *
 * Sales
 * - property_types / sale_sub_types: exactly 38 sub-types grouped into property types; `icon`
 *   is the key of /public icons, `unit_groups` JSON string[] of the sale column groups that apply
 *   (suites, townhouses, buildingArea, landAreaSqFt, landAreaAcres, lots, rooms, floorArea, beds).
 * - sales: one row per transaction, flat columns for every filter and table column, plus
 *   `detail` JSON = the whole sale display payload (part 2 §3, see SaleDisplayPayload in
 *   server/seed/json-columns.ts). Invariants: asOf - 16 years < sale_date <= asOf; price =
 *   sum of detail.saleparts.rows prices; every `*_price` unit figure = round(price / count)
 *   (count > 0), e.g. suites_price = price / suites; `*_acres_price` keeps cents. region/
 *   municipality/submarket ids and latitude/longitude are those of the first address.
 *   `search_text` is lower-case text for full-text search (addresses, names, file number).
 *   `vendors`/`purchasers` JSON lists with vendor_ / purchaser_ prefixed fields; `mortgages`
 *   JSON `{ provider_name, provider_str, type, notes }[]`.
 * - sale_addresses: PK (sale_id, position), position 0 = primary; every sale has >= 1 row and all
 *   have coordinates inside their submarket.
 * - sale_related_projects: PK (sale_id, project_id); every project_id exists.
 *
 * Reports and content
 * - quarterly_reports: one per quarter from 2019 Q1 to asOf's previous quarter; exactly one has
 *   is_current = 1 (the newest). `attachment` is a file reference like 'report-2026-q3.pdf'
 *   the API generates on request. quarterly_report_sections: `attachment` PDF and
 *   `xls_attachment` XLSX references like 'report-2026-q3-section-2.xlsx'.
 * - transaction_actions: yearly entries (label, optional link, sales_date).
 * - howto_items: help drawer items keyed 'how-to-table-sort', 'how-to-map-search', ...
 * - app_config: key -> JSON value. Keys: see AppConfigValues in server/seed/json-columns.ts.
 *
 * Media: pictures and static maps are generated on request by the API from URL paths such as
 * `/api/v1/media/picture/project/{id}/{n}.svg`, `/api/v1/media/picture/sale/{id}/{n}.svg`,
 * `/api/v1/media/picture/rental/{id}/{n}.svg`, `/api/v1/media/map/{kind}/{id}.svg`;
 * the tables store only these paths.
 */

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

export type ProjectTypeText = 'condo' | 'purpose-built';
export type StandingText = 'active' | 'resale' | 'rental' | 'proposed' | 'construction' | 'completed' | 'oldstock';

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
  /** First quarter with figures (proposal or launch), never before 2004 Q1. */
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
  /** Proposal status key (app_config 'project_statuses'), e.g. 'approved'. */
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
  /** JSON { label: string; value: string }[] */
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
  property_types: PropertyTypeTable;
  sale_sub_types: SaleSubTypeTable;
  sales: SaleTable;
  sale_addresses: SaleAddressTable;
  sale_related_projects: SaleRelatedProjectTable;
  quarterly_reports: QuarterlyReportTable;
  quarterly_report_sections: QuarterlyReportSectionTable;
  transaction_actions: TransactionActionTable;
  howto_items: HowtoItemTable;
  app_config: AppConfigTable;
}
