import {
  CONSTRUCTION_STATUSES,
  PROJECT_SEARCH_TYPES,
  PROJECT_TYPES,
  RENTAL_STANDING,
  STANDINGS_BY_TYPE,
  typeStandingKey,
  type ProjectSearchType,
  type ProjectStanding,
  type ProjectType,
} from '@contract/product-facts';
import type { SearchFilterDefinition } from '@contract/filter-definitions';
import type { DateBounds } from '@contract/date-filter-bounds';
import type { UrbanResultComponent, UrbanSearchFiltersResponse } from '@contract/urban-options';
import { PROJECT_STATUSES } from './seed-projects';

/**
 * Advanced filter definitions (part 1 §3 names; part 2 §5 for sales and rentals). `field` is the
 * row field the client filter tests, `apiParam` the market-history query stem (part 1 §7).
 */

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/**
 * Every project filter by its URL name. API stems are kept as literal types, so the server's
 * market-history query type follows from them (server/routes/urban/query-schemas.ts).
 */
export function projectFilterCatalog(dates: DateBounds, maxYear: number) {
  return {
    constructionStatus: {
      type: 'selection',
      name: 'constructionStatus',
      label: 'Construction Status',
      field: 'construct_status_id',
      apiParam: 'construction-status' as const,
      options: CONSTRUCTION_STATUSES.map((s) => ({ id: s.id, name: s.label })),
    },
    projectStatus: {
      type: 'selection',
      name: 'projectStatus',
      label: 'Project Status',
      field: 'project_status',
      options: PROJECT_STATUSES.map((s, i) => ({ id: i + 1, name: s.label })),
    },
    openDate: {
      type: 'dateRange',
      name: 'openDate',
      label: 'Opening Date',
      field: 'opening_date',
      apiParam: 'open-date' as const,
      ...dates,
    },
    proposedOpening: {
      type: 'dateRange',
      name: 'proposedOpening',
      label: 'Proposed Opening',
      field: 'proposed_opening',
      ...dates,
    },
    totalSuites: {
      type: 'numberRange',
      name: 'totalSuites',
      label: 'Total Suites',
      field: 'suite_count',
      apiParam: 'suite-count' as const,
      min: 0,
      max: 2000,
    },
    buildingHeight: {
      type: 'numberRange',
      name: 'buildingHeight',
      label: 'Building Height (storeys)',
      field: 'number_of_floors',
      apiParam: 'buildingheight' as const,
      min: 0,
      max: 80,
    },
    totalSalesPercentage: {
      type: 'numberRange',
      name: 'totalSalesPercentage',
      label: 'Percent Sold',
      field: 'total_sales_percentage',
      min: 0,
      max: 100,
      subType: 'percent',
    },
    maintenanceFeePsf: {
      type: 'numberRange',
      name: 'maintenanceFeePsf',
      label: 'Maintenance Fee psf',
      field: 'maintenance_fee_psf',
      min: 0,
      max: 3,
      subType: 'currencyWithCents',
    },
    yearBuilt: {
      type: 'numberRange',
      name: 'yearBuilt',
      label: 'Year Built',
      field: 'year_built',
      apiParam: 'yearbuilt' as const,
      min: 1900,
      max: maxYear,
    },
    soldOut: {
      type: 'radio',
      rule: 'flag',
      name: 'soldOut',
      label: 'Sold Out Included',
      field: 'is_soldout',
      apiParam: 'sold-out' as const,
      options: [...YES_NO],
      default: 'true',
    },
    cancelled: {
      type: 'radio',
      rule: 'flag',
      name: 'cancelled',
      label: 'Cancelled Included',
      field: 'is_cancelled',
      apiParam: 'cancelled' as const,
      options: [...YES_NO],
      default: 'false',
    },
    onHoldOffMarket: {
      type: 'radio',
      rule: 'flag',
      name: 'onHoldOffMarket',
      label: 'On Hold / Off Market Included',
      field: 'is_onholdoffmarket',
      apiParam: 'on-hold-off-market' as const,
      options: [...YES_NO],
      default: 'false',
    },
    urbanaction: {
      type: 'radio',
      rule: 'onlyWhenTrue',
      name: 'urbanaction',
      label: 'UrbanAction Only',
      field: 'urbanaction',
      options: [...YES_NO],
      default: 'false',
    },
    constructionStartDate: {
      type: 'dateRange',
      name: 'constructionStartDate',
      label: 'Construction Start Date',
      field: 'construction_date',
      apiParam: 'construction-start-date' as const,
      ...dates,
    },
    registrationDate: {
      type: 'dateRange',
      name: 'registrationDate',
      label: 'Registration Date',
      field: 'register_date',
      apiParam: 'registration-date' as const,
      ...dates,
    },
    excludeInitialLeaseUp: {
      type: 'radio',
      rule: 'excludeWhenTrue',
      name: 'excludeInitialLeaseUp',
      label: 'Exclude Initial Lease-Up',
      field: 'is_initialleaseup',
      apiParam: 'exclude-initial-leaseUp' as const,
      options: [...YES_NO],
      default: 'false',
    },
    occupancyDate: {
      type: 'dateRange',
      name: 'occupancyDate',
      label: 'Occupancy Date',
      field: 'occupancy_date',
      apiParam: 'occupancy-date' as const,
      ...dates,
    },
    stabilizedOccupancyDate: {
      type: 'dateRange',
      name: 'stabilizedOccupancyDate',
      label: 'Stabilized Occupancy Date',
      field: 'full_occupancy_date',
      apiParam: 'full-occupancy-date' as const,
      ...dates,
    },
    developer: {
      type: 'autocompleteSelection',
      name: 'developer',
      label: 'Developer',
      field: 'developers',
      optionsSource: 'developers',
    },
    developerOwner: {
      type: 'autocompleteSelection',
      name: 'developerOwner',
      label: 'Developer / Owner',
      field: 'proposed_developer_owner',
      optionsSource: 'developerOwners',
    },
    propertyManager: {
      type: 'autocompleteSelection',
      name: 'propertyManager',
      label: 'Property Manager',
      field: 'property_managers',
      optionsSource: 'propertyManagers',
    },
    name: { type: 'text', name: 'name', label: 'Project Name', field: 'name' },
  } satisfies Record<string, SearchFilterDefinition>;
}

export type ProjectFilterCatalog = ReturnType<typeof projectFilterCatalog>;

/** The filters of each `${type}_${standing}`, in form order (part 1 §3). */
export const STANDING_FILTERS: Readonly<Record<string, readonly string[]>> = {
  condo_active: [
    'constructionStatus',
    'openDate',
    'totalSuites',
    'buildingHeight',
    'totalSalesPercentage',
    'soldOut',
    'cancelled',
    'onHoldOffMarket',
    'constructionStartDate',
    'occupancyDate',
    'developer',
    'name',
  ],
  condo_resale: [
    'totalSuites',
    'buildingHeight',
    'registrationDate',
    'occupancyDate',
    'maintenanceFeePsf',
    'developer',
    'name',
  ],
  condo_rental: ['totalSuites', 'buildingHeight', 'registrationDate', 'occupancyDate', 'developer', 'name'],
  condo_proposed: [
    'projectStatus',
    'proposedOpening',
    'totalSuites',
    'buildingHeight',
    'cancelled',
    'onHoldOffMarket',
    'urbanaction',
    'developerOwner',
    'name',
  ],
  'purpose-built_proposed': [
    'projectStatus',
    'proposedOpening',
    'totalSuites',
    'buildingHeight',
    'cancelled',
    'onHoldOffMarket',
    'urbanaction',
    'developerOwner',
    'name',
  ],
  'purpose-built_construction': [
    'constructionStatus',
    'constructionStartDate',
    'occupancyDate',
    'totalSuites',
    'buildingHeight',
    'developer',
    'name',
  ],
  'purpose-built_completed': [
    'occupancyDate',
    'stabilizedOccupancyDate',
    'excludeInitialLeaseUp',
    'totalSuites',
    'buildingHeight',
    'propertyManager',
    'name',
  ],
  'purpose-built_oldstock': ['yearBuilt', 'buildingHeight', 'totalSuites', 'propertyManager', 'name'],
};

/**
 * Part 1 §5: for active condo, on-hold and cancelled projects are excluded unless their filter
 * is present, so those filters' defaults apply when the URL does not name them.
 */
const DEFAULT_WHEN_ABSENT: Readonly<Record<string, readonly string[]>> = {
  condo_active: ['cancelled', 'onHoldOffMarket'],
};

export type UrbanSearchFilters = UrbanSearchFiltersResponse['searchFilters'];

function forStanding(definition: SearchFilterDefinition, key: string): SearchFilterDefinition {
  return definition.type === 'radio' && DEFAULT_WHEN_ABSENT[key]?.includes(definition.name) === true
    ? { ...definition, defaultWhenAbsent: true }
    : definition;
}

/**
 * The definitions of every search type, project type and standing, from a catalog and the
 * standings' lists. Project search filters run on project rows (client side); market data and
 * market history rows are geographic totals, so only filters the server applies (those with an
 * apiParam) are offered there.
 */
export function urbanSearchFiltersOf(
  catalog: Readonly<Record<string, SearchFilterDefinition>>,
  standingFilters: Readonly<Record<string, readonly string[]>>,
): UrbanSearchFilters {
  const result = {} as UrbanSearchFilters;
  for (const searchType of PROJECT_SEARCH_TYPES) {
    const byType = {} as Record<ProjectType, Partial<Record<ProjectStanding, SearchFilterDefinition[]>>>;
    for (const type of PROJECT_TYPES) {
      const byStanding: Partial<Record<ProjectStanding, SearchFilterDefinition[]>> = {};
      for (const standing of STANDINGS_BY_TYPE[type]) {
        const key = typeStandingKey(type, standing);
        const names = standingFilters[key] ?? [];
        const definitions = names
          .map((name) => catalog[name])
          .filter((d): d is SearchFilterDefinition => d !== undefined)
          .map((d) => forStanding(d, key));
        byStanding[standing] =
          searchType === 'project-search' ? definitions : definitions.filter((d) => d.apiParam !== undefined);
      }
      byType[type] = byStanding;
    }
    result[searchType] = byType;
  }
  return result;
}

export function urbanSearchFilters(dates: DateBounds, maxYear: number): UrbanSearchFilters {
  return urbanSearchFiltersOf(projectFilterCatalog(dates, maxYear), STANDING_FILTERS);
}

export function urbanComponents(): Record<ProjectSearchType, Record<string, UrbanResultComponent>> {
  const result = {} as Record<ProjectSearchType, Record<string, UrbanResultComponent>>;
  for (const searchType of PROJECT_SEARCH_TYPES) {
    const components: Record<string, UrbanResultComponent> = {};
    for (const type of PROJECT_TYPES) {
      for (const standing of STANDINGS_BY_TYPE[type]) {
        components[typeStandingKey(type, standing)] =
          searchType === 'market-data'
            ? 'market-table'
            : searchType === 'market-history'
              ? 'market-history-table'
              : standing === RENTAL_STANDING
                ? 'rental-table'
                : 'projects-table';
      }
    }
    result[searchType] = components;
  }
  return result;
}

/** Old-stock rental filters (part 2 §5); API stems kept literal as for the project catalog. */
export function rentalSearchFilters(maxYear: number) {
  return [
    {
      type: 'numberRange',
      name: 'yearBuilt',
      label: 'Year Built',
      field: 'year_built',
      apiParam: 'yearbuilt' as const,
      min: 1900,
      max: maxYear,
    },
    {
      type: 'numberRange',
      name: 'buildingHeight',
      label: 'Building Height (storeys)',
      field: 'storeys',
      apiParam: 'buildingheight' as const,
      min: 0,
      max: 80,
    },
    {
      type: 'numberRange',
      name: 'totalSuites',
      label: 'Total Suites',
      field: 'suite_count',
      apiParam: 'suite-count' as const,
      min: 0,
      max: 1000,
    },
    { type: 'numberRange', name: 'beds', label: 'Beds', field: 'beds', min: 0, max: 3 },
    { type: 'numberRange', name: 'baths', label: 'Baths', field: 'baths', min: 0, max: 3 },
    { type: 'numberRange', name: 'size', label: 'Unit Size (sq ft)', field: 'size_sqft', min: 0, max: 2000 },
    {
      type: 'radio',
      name: 'unitsSurveyed',
      label: 'Include Units Not Surveyed',
      field: 'units_surveyed_actual',
      rule: 'positiveWhenFalse',
      options: [...YES_NO],
      default: 'false',
    },
    {
      type: 'autocompleteSelection',
      name: 'propertyManager',
      label: 'Property Manager',
      field: 'property_manager',
      optionsSource: 'propertyManagers',
    },
    { type: 'text', name: 'name', label: 'Property Name', field: 'name' },
  ] satisfies SearchFilterDefinition[];
}

export type RentalFilterDefinitions = ReturnType<typeof rentalSearchFilters>;
