import type {
  LabelledValue,
  OldstockChartConfig,
  ProfileDetailGroup,
  ProjectDetailsSection,
  ProjectDisplayResponse,
} from './urban-project';
import type { RENTAL_STANDING } from './product-facts';
import type { CellFormat } from './columns';
import type { ChartGate } from './urban-project';

/**
 * A chart table of the rental profile (part 2 §3: name, data_as_of, header, rows), with the field
 * and the format of each header column beside them (its column definition's, server/columns/rental.ts).
 */
export interface RentalChart {
  name: string;
  /** yyyy-mm of the data shown ('' for a gated chart). */
  data_as_of: string;
  header: string[];
  /** The field each header column shows, as in ChartTable (contract/urban-project.ts). */
  keys: string[];
  formats: CellFormat[];
  rows: Array<Array<string | number | null>>;
  /**
   * Set when the account may not read the chart's data: rental history without the rental
   * expansion (part 2 §6). Its rows are left out; the profile shows RENTAL_EXPANSION_MESSAGE.
   */
  gated?: ChartGate;
}

/** GET /api/v1/rental/property/{id}/display (part 2 §3 "Rental property display"). */
export interface RentalPropertyDisplayResponse {
  id: number;
  project_id: number;
  name: string;
  thumbnail_url: string;
  latitude: number;
  longitude: number;
  datatype: typeof RENTAL_STANDING;
  /** The property manager (old-stock buildings have no developer of record). */
  developer: string;
  municipality: string;
  profile_details: ProfileDetailGroup[];
  amenities: ProjectDisplayResponse['amenities'];
  project_details: ProjectDetailsSection[];
  project_residential_breakdown: ProjectDetailsSection[];
  /** The first chart is the unit-type activity of the newest month; /activity/{month} replaces it. */
  charts: RentalChart[];
  gallery: ProjectDisplayResponse['gallery'];
  /** Months the Select Month picker offers. */
  dates: { min: string; max: string };
  /**
   * Where the rental historical table opens (part 2 §2.11, §4 "Quarter mode uses default years and
   * quarters from the chart config"): the same config an old-stock project's display sends.
   */
  chart_config: { oldstock: OldstockChartConfig };
}

/** GET /api/v1/rental/property/{id}/popup: rental compare data; `{}` for an unknown id. */
export interface RentalPopupResponse {
  id: number;
  name: LabelledValue;
  values: LabelledValue[];
}
