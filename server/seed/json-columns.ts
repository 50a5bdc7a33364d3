/**
 * Shapes of the JSON text columns of the market-data tables (see server/db/domain-tables.ts).
 * The display payloads follow part 2 §3 so the API can pass them through after JSON.parse,
 * adding only what it computes (charts from project_quarters, static map URLs).
 */

/** Sale column groups (part 2 §2.5); a sub-type lists the groups whose columns apply to it. */
export type SaleUnitGroup =
  'suites' | 'townhouses' | 'buildingArea' | 'landAreaSqFt' | 'landAreaAcres' | 'lots' | 'rooms' | 'floorArea' | 'beds';

export interface LabelledValue {
  text: string;
  value: string;
  url?: string;
}

export interface ProfileDetailGroup {
  name: string;
  data: LabelledValue[];
}

export interface ProjectDetailSection {
  title: string;
  data: Array<{ lbl: string; value: string; ratio?: string }>;
}

export interface ResidentialBreakdownRow {
  unit_type: string;
  units: number;
  /** Share of the project's suites in percent (25 = 25 %). */
  share_percent: number;
  size_min: number;
  size_max: number;
  price_min: number | null;
  price_max: number | null;
}

export interface GalleryImage {
  image: string;
  caption: string;
}

/** Which quarterly series the profile charts show; the API builds the rows from project_quarters. */
export interface ChartConfig {
  name: string;
  standing: string;
  /** project_quarters columns shown, in order, with their labels. */
  fields: Array<{ key: string; label: string }>;
}

export interface Amenities {
  'building-features': string[];
  organizations: Array<{ role: string; name: string }>;
}

/** projects.profile */
export interface ProjectProfile {
  profile_details: ProfileDetailGroup[];
  project_details: ProjectDetailSection[];
  project_residential_breakdown: ResidentialBreakdownRow[];
  amenities: Amenities;
  gallery: GalleryImage[];
  chart_config: ChartConfig[];
  /** Present for old-stock projects: the rental_properties.id whose activity is embedded. */
  oldstock_property_id: number | null;
}

/** rental_properties.profile */
export interface RentalProfile {
  profile_details: ProfileDetailGroup[];
  project_details: ProjectDetailSection[];
  project_residential_breakdown: ResidentialBreakdownRow[];
  amenities: Amenities;
  gallery: GalleryImage[];
}

export interface SaleParty {
  registered_name: string;
  company_name: string;
  office_name: string;
  address_1: string;
  city: string;
  officer_name: string;
  officer_notes: string;
  note: string;
}

export interface SaleMortgage {
  provider_name: string;
  provider_str: string;
  type: string;
  notes: string;
  amount: number;
  due_date: string;
}

/** sales.detail: the sale display payload of part 2 §3. */
export interface SaleDisplayPayload {
  sale_id: number;
  file_number: string | null;
  properties: Record<string, { name: string; full_address: string; latitude: number; longitude: number }>;
  profile_picture: { url: string };
  price: number;
  subproperty_type_name: string;
  sale_date: string;
  /** Lines like 'Land Area: 2.10 acres @ $1,234,567 per acre'; the page splits them at '@'. */
  landarea_data_summary: string[];
  landarea_data: {
    'row-data': Array<{ text: string }>;
    'aggregate-type-table': { header: string[]; rows: Array<Record<string, string>> };
  };
  vendor_info: Array<{
    vendor_note: string;
    vendor_registered_name: string;
    vendor_company_name: string;
    vendor_address_1: string;
    vendor_city: string;
    vendor_officer_name: string;
    vendor_officer_notes: string;
  }>;
  purchaser_info: Array<{
    purchaser_note: string;
    purchaser_registered_name: string;
    purchaser_company_name: string;
    purchaser_address_1: string;
    purchaser_city: string;
    purchaser_officer_name: string;
    purchaser_officer_notes: string;
  }>;
  registry_details: { file_number: string | null; pins: string[]; arns: string[]; instrument_number: string };
  saleparts: { rows: Array<{ price: number; vehicle: string; notes: string }> };
  property_notes: {
    property_features: { data: Array<{ type: string; value: string; notes: string }> };
    property_lots: { header: string[]; rows: string[][] };
    property_parking_features: { data: Array<{ type: string; value: string; notes: string }> };
    property_notes: Array<{ text: string; value: string }>;
  };
  mortgage_info: Array<Array<{ label: string; value: string }>>;
  slideshow: Array<{ url: string; caption: string }>;
  related_projects: Array<{ project_id: number; name: string; suite_count: number }>;
  saleUnitData: Record<string, number | null>;
}

/** app_config keys and the JSON each holds. */
export interface AppConfigValues {
  /** LandingTab[] per link name (src/api/session.ts), keyed by LinkName plus 'reports'. */
  landing_links: unknown;
  footer_links: unknown;
  filter_definitions: unknown;
  landing_categories: unknown;
  landing_default_regions: number[];
  market_history_default_regions: number[];
  project_date_ranges: unknown;
  rental_date_range: { min: string; max: string };
  construction_statuses: Array<{ id: number; label: string }>;
  project_statuses: Array<{ id: string; label: string }>;
}
export type AppConfigKey = keyof AppConfigValues;
