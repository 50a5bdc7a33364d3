import type { CellFormat, ColumnDefinition } from './columns';
import type { ProjectStanding, ProjectType } from './product-facts';

/**
 * A keyed, labelled value of the compare table (part 1 §3, part 2 §3). `format` and
 * `percentScale` are those of the value's column definition, so the compare page shows and
 * compares it as the tables do; entries saved by an older release have neither.
 */
export interface LabelledValue extends Partial<Pick<ColumnDefinition, 'format' | 'percentScale'>> {
  key: string;
  label: string;
  value: string | number | null;
}

/** GET /api/v1/urban/project/{id}/popup; an unknown id answers `{}` (the add fails silently). */
export interface ProjectPopupResponse {
  id: number;
  name: LabelledValue;
  developer: LabelledValue;
  metadata: { projectStanding: ProjectStanding; projectType: ProjectType };
  values: LabelledValue[];
}

/**
 * How a profile value is written (part 1 §9, part 2 §9): a measure's format from the column
 * catalogue and the unit after it ("1,265 sq ft"); a value without a format is text.
 */
export interface ValueFormat extends Partial<CellFormat> {
  unit?: string;
}

export interface ProfileDetailItem extends ValueFormat {
  text: string;
  value: string | number | null;
  url?: string;
}

export interface ProfileDetailGroup {
  name: string;
  data: ProfileDetailItem[];
}

export interface ProjectDetailsSection {
  title: string;
  data: Array<ValueFormat & { lbl: string; value: string | number | null; ratio?: string | null }>;
}

export interface OldstockChartConfig {
  property_id: number;
  /** Rental month range ('YYYY-MM') and the quarter defaults of the quarter mode. */
  month_start: string;
  month_end: string;
  year_start: number;
  qtr_start: number;
  year_end: number;
  qtr_end: number;
}

/** GET a chart's all_uri: the full series; the client takes the first table in `data`. */
export interface ChartHistoryResponse {
  project_id: number;
  data: ChartTable[];
}

/**
 * Why a chart's data is left out of an answer: the account's subscription lacks it (rental history
 * without the rental expansion, part 2 §6); the chart then shows RENTAL_EXPANSION_MESSAGE.
 */
export type ChartGate = 'subscription';

export interface ChartTable {
  name: string;
  /** `yyyy-MM`: the month of the newest figures (a quarter's last month), shown 'MMM yyyy'. */
  data_as_of: string;
  /** Link to the full history (part 2 §2.9 'View All Historical Data'). */
  all_uri: string | null;
  tableNote: string | null;
  tableNoteFooter: string | null;
  /**
   * `keys` and `formats` have one entry per header column: the field it shows and the format of
   * its column definition (server/columns), by which each cell of that column, rows and footer, is
   * written (part 1 §9, part 2 §9).
   */
  data: {
    header: string[];
    keys: string[];
    formats: CellFormat[];
    rows: Array<Array<string | number | null>>;
    footer: Array<string | number | null> | null;
  };
  /** Set when the data is left out for the account (ChartGate); `rows` is then empty. */
  gated?: ChartGate;
}

/** GET /api/v1/urban/project/{id}/display (part 2 §3 "Project display data"). */
export interface ProjectDisplayResponse {
  id: number;
  name: string;
  project_status: string | null;
  project_standing: ProjectStanding;
  urbanaction: boolean;
  urbanaction_info: { publication_date: string; link: string } | null;
  thumbnail_url: string;
  latitude: number;
  longitude: number;
  datatype: ProjectType;
  developer: string | null;
  municipality: string | null;
  related_sales: Array<{ sale_id: number }>;
  profile_details: ProfileDetailGroup[];
  project_details: ProjectDetailsSection[];
  project_residential_breakdown: ProjectDetailsSection[];
  amenities: { 'building-features': string[]; organizations: Array<{ role: string; name: string; url?: string }> };
  gallery: Array<{ image: string; caption: string }>;
  charts: ChartTable[];
  /** Present for purpose-built old stock: the rental history table settings (part 2 §2.11). */
  chart_config: { oldstock: OldstockChartConfig } | null;
  /** Generated static map of the project's surroundings (part 2 §7: zoom 15, red marker). */
  static_map_url: string;
  /** Project Information's 'Website' and 'Rental Website' (part 2 §2.9), as stored: the scheme may be missing. */
  website: string | null;
  rental_website: string | null;
}

export interface ProjectVersionSummary {
  version: number;
  standing: ProjectStanding;
  updated_on: string;
  status: string | null;
}

/**
 * The comparison's picture and brochure rows (part 2 §2.10: the 'Main picture' row shows a picture,
 * the 'Project brochure' row a 'See PDF' link): the server labels them so, the page finds them so.
 */
export const MAIN_PICTURE_ROW = 'Main picture';
export const PROJECT_BROCHURE_ROW = 'Project brochure';

/** A row of the standing comparison: one value per standing, written by the row's format. */
export interface StandingComparisonRow extends ValueFormat {
  key: string;
  label: string;
  values: Array<string | number | null>;
}

/** GET /api/v1/urban/project/{id}/history (part 2 §2.10). */
export interface ProjectHistoryResponse {
  summary: ProjectVersionSummary[];
  /**
   * 'Project Standing Data Comparison': one column per standing the project went through, in the
   * order it went through them, holding the project's data as it stood in that standing (its
   * newest version there); `vid[i]` is the version shown for `standings[i]`.
   */
  compare: { standings: ProjectStanding[]; vid: number[]; rows: StandingComparisonRow[] };
}
