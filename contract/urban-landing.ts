import type { ColumnDefinition } from './columns';
import type { SearchRow } from './search';

export interface LandingFilterOption {
  id: string;
  name: string;
  disabled: boolean;
  checked: boolean;
}

/** Filter category (part 1 §3): condo and purpose-built standings, and sales sub-types. */
export interface LandingFilterCategory {
  id: string;
  name: string;
  order: number;
  disabled: boolean;
  checked: boolean;
  options: LandingFilterOption[];
}

/** Landing region (part 1 §3): the id travels as a string. */
export interface LandingRegion {
  id: string;
  name: string;
  disabled: boolean;
  checked: boolean;
}

/** GET /api/v1/urban/project/byregionoptions */
export interface ByRegionOptionsResponse {
  filters: LandingFilterCategory[];
  regions: LandingRegion[];
}

export interface LandingGroupQuery {
  regionId: string[];
  'date-from': string;
  'date-to': string;
}

/** Landing result group (part 1 §3). `tableHeaders` is added so the tab needs no second call. */
export interface LandingResultGroup {
  type: 'project' | 'sales';
  count: number;
  data: SearchRow[];
  order: number;
  /** The tab's search API URL with its query (Open Advanced Search follows it). */
  source: string;
  query: LandingGroupQuery;
  tableHeaders: { data: ColumnDefinition[] };
}

/** GET /api/v1/urban/project/byregionlanding: keyed `{category}_{option}` or `sales`. */
export type ByRegionLandingResponse = Record<string, LandingResultGroup>;
