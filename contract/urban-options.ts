import type { SearchFilterDefinition, UrbanOption } from './filter-definitions';
import type { SuperRegion } from './geography';
import type { ProjectSearchType, ProjectStanding, ProjectType } from './product-facts';

export interface ProjectStandingOption {
  standing: ProjectStanding;
  label: string;
}

export interface ProjectDatatype {
  type: ProjectType;
  label: string;
  standings: ProjectStandingOption[];
}

/**
 * The quarters with data for one `${type}_${standing}`. For the old-stock standing the months
 * (`YYYY-MM`) with rental activity are given as well, since it is searched by month.
 */
export interface ProjectDateRange {
  min_year: number;
  min_quarter: number;
  max_year: number;
  max_quarter: number;
  min_month?: string;
  max_month?: string;
}

/** GET /api/v1/urban/options/basic */
export interface UrbanBasicOptionsResponse {
  superRegions: SuperRegion[];
  projectDatatypes: ProjectDatatype[];
  projectConstructionStatuses: UrbanOption[];
  developers: UrbanOption[];
  /** In display order: Pre-Construction, Under Construction, Occupying, Registered, Completed (part 1 §4). */
  projectStatuses: UrbanOption[];
  propertyManagers: UrbanOption[];
  developerOwners: UrbanOption[];
  /** Keyed `${projectType}_${projectStanding}`. */
  projectDateRanges: Record<string, ProjectDateRange>;
}

/** The table component each view shows for a type and standing. */
export type UrbanResultComponent = 'projects-table' | 'market-table' | 'market-history-table' | 'rental-table';

export interface TimeRangeOption {
  value: string;
  label: string;
}

export interface UrbanComponentConfiguration {
  defaultProjectType: ProjectType;
  defaultProjectStanding: ProjectStanding;
  /** The rental standing (part 1 §4: "The rental standing is 'oldstock'"). */
  rentalStanding: ProjectStanding;
  /** Regions market history falls back to when required params are missing (part 1 §4). */
  marketHistoryDefaultRegionIds: number[];
  timeRangeOptions: TimeRangeOption[];
}

/** GET /api/v1/urban/options/searchFilters */
export interface UrbanSearchFiltersResponse {
  /** searchFilters[searchType][projectType][projectStanding] */
  searchFilters: Record<
    ProjectSearchType,
    Record<ProjectType, Partial<Record<ProjectStanding, SearchFilterDefinition[]>>>
  >;
  /** components[searchType][`${type}_${standing}`] */
  components: Record<ProjectSearchType, Record<string, UrbanResultComponent>>;
  componentConfiguration: UrbanComponentConfiguration;
}
