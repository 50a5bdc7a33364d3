/**
 * Shapes of the JSON text columns of the market-data tables (see server/db/domain-tables.ts).
 * The display payloads follow part 2 §3 and the API contract in src/api, so the API passes them
 * through after JSON.parse, adding only what it computes (charts, related sales, static maps).
 */
import type { FooterLinksResponse } from '@contract/session';
import type { SaleColumnGroup } from '@contract/product-facts';
import type { LandingFilterCategory } from '@contract/urban-landing';
import type { ProfileDetailGroup, ProjectDetailsSection, ProjectDisplayResponse } from '@contract/urban-project';
import type { TimeRangeOption } from '@contract/urban-options';

export type { SaleDisplayPayload } from '@contract/sales-display';

/** sale_sub_types.unit_groups entries: the sale column groups of part 2 §2.5. */
export type SaleUnitGroup = SaleColumnGroup;

export type ProjectDetailSection = ProjectDetailsSection;
export type Amenities = ProjectDisplayResponse['amenities'];
export type GalleryImage = ProjectDisplayResponse['gallery'][number];

/** projects.profile */
export interface ProjectProfile {
  profile_details: ProfileDetailGroup[];
  project_details: ProjectDetailSection[];
  project_residential_breakdown: ProjectDetailSection[];
  amenities: Amenities;
  gallery: GalleryImage[];
  /** Old-stock projects: the rental_properties.id whose monthly activity the profile embeds. */
  oldstock_property_id: number | null;
}

/**
 * project_versions.compare entries: the project's data in one version. `key` is the field's column
 * key where it has one (suite_count), so the comparison writes it by that column's format.
 */
export interface ProjectVersionCompareEntry {
  key: string;
  label: string;
  value: string | number | null;
}

/** rental_properties.profile */
export interface RentalProfile {
  profile_details: ProfileDetailGroup[];
  project_details: ProjectDetailSection[];
  project_residential_breakdown: ProjectDetailSection[];
  amenities: Amenities;
  gallery: GalleryImage[];
}

/** sales.vendors entries (part 2 §3 raw sale record, vendor_ prefix). */
export interface SaleVendor {
  vendor_registered_name: string;
  vendor_company_name: string;
  vendor_office_name: string;
  vendor_note: string;
}

/** sales.purchasers entries (purchaser_ prefix). */
export interface SalePurchaser {
  purchaser_registered_name: string;
  purchaser_company_name: string;
  purchaser_office_name: string;
  purchaser_note: string;
}

/** sales.mortgages entries. */
export interface SaleMortgage {
  provider_name: string;
  provider_str: string;
  type: string;
  notes: string;
}

/** app_config keys and the JSON each holds. */
export interface AppConfigValues {
  footer_links: FooterLinksResponse;
  /** Landing category checkboxes: one per project type with its standings as options. */
  landing_categories: LandingFilterCategory[];
  /** Regions checked on the landing page at start. */
  landing_default_regions: number[];
  /** Regions market history falls back to (part 1 §4, part 2 §4). */
  market_history_default_regions: number[];
  /** Months with old-stock rental activity, 'YYYY-MM'. */
  rental_date_range: { min: string; max: string };
  /** Rental 'Select Data Time Range' options; the first is the default (part 2 §9). */
  rental_time_ranges: TimeRangeOption[];
  /** Rental unit size and unit type options (GET /api/v1/rental/options/basic). */
  rental_unit_sizes: Array<{ id: string; name: string; min: number; max: number | null }>;
  rental_unit_types: Array<{ id: string; name: string; beds: number }>;
  /** In display order (part 1 §4): Pre-Construction ... Completed; projects.construct_status_id. */
  construction_statuses: Array<{ id: number; label: string }>;
  /** Contact/brand facts shown by the shell. */
  brand: { name: string; email: string; phone: string };
}
export type AppConfigKey = keyof AppConfigValues;
