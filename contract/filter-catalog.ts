import {
  CONSTRUCTION_STATUSES,
  PROJECT_SEARCH_TYPES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  STANDINGS_BY_TYPE,
  typeStandingKey,
  type ProjectStanding,
  type ProjectType,
} from './product-facts';
import type { SearchFilterDefinition } from './filter-definitions';
import type { DateBounds } from './date-filter-bounds';
import type { UrbanSearchFiltersResponse } from './urban-options';

/**
 * The advanced filter definitions of every search (part 1 §3 names; part 2 §5 for rentals), the
 * one registry: the server serves them to the form (GET /urban/options/searchFilters,
 * /rental/options/basic), builds its query schemas from them and applies those with an
 * `apiParam` (server/queries/filters/); the form draws them and the worker filters rows by their
 * `field` and rule. Sales filters take their bounds from the data: server/queries/sales/.
 * Bounds are arguments (the open-date rule of part 1 §5 and the current year); the rest is code.
 */

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/**
 * Every project filter by its URL name. The names are literal types, so the server's column
 * map must name a column for each filter with an API parameter (server/queries/filters/).
 */
export function projectFilterCatalog(dates: DateBounds, maxYear: number) {
  return {
    constructionStatus: {
      type: 'selection',
      name: 'constructionStatus',
      label: 'Construction Status',
      field: 'construct_status_id',
      apiParam: 'construction-status',
      options: CONSTRUCTION_STATUSES.map((s) => ({ id: s.id, name: s.label })),
    },
    projectStatus: {
      type: 'selection',
      name: 'projectStatus',
      label: 'Project Status',
      field: 'project_status',
      // The rows hold the status key (projects.project_status); the spec's labels are shown.
      options: PROJECT_STATUSES.map((status) => ({ id: status.key, name: status.label })),
    },
    openDate: {
      type: 'dateRange',
      name: 'openDate',
      label: 'Opening Date',
      field: 'opening_date',
      apiParam: 'open-date',
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
      apiParam: 'suite-count',
      min: 0,
      max: 2000,
    },
    buildingHeight: {
      type: 'numberRange',
      name: 'buildingHeight',
      label: 'Building Height (storeys)',
      field: 'number_of_floors',
      apiParam: 'buildingheight',
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
      apiParam: 'yearbuilt',
      min: 1900,
      max: maxYear,
    },
    soldOut: {
      type: 'radio',
      rule: 'flag',
      name: 'soldOut',
      label: 'Sold Out Included',
      field: 'is_soldout',
      apiParam: 'sold-out',
      options: [...YES_NO],
      default: 'true',
    },
    cancelled: {
      type: 'radio',
      rule: 'flag',
      name: 'cancelled',
      label: 'Cancelled Included',
      field: 'is_cancelled',
      apiParam: 'cancelled',
      options: [...YES_NO],
      default: 'false',
    },
    onHoldOffMarket: {
      type: 'radio',
      rule: 'flag',
      name: 'onHoldOffMarket',
      label: 'On Hold / Off Market Included',
      field: 'is_onholdoffmarket',
      apiParam: 'on-hold-off-market',
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
      apiParam: 'construction-start-date',
      ...dates,
    },
    registrationDate: {
      type: 'dateRange',
      name: 'registrationDate',
      label: 'Registration Date',
      field: 'register_date',
      apiParam: 'registration-date',
      ...dates,
    },
    excludeInitialLeaseUp: {
      type: 'radio',
      rule: 'excludeWhenTrue',
      name: 'excludeInitialLeaseUp',
      label: 'Exclude Initial Lease-Up',
      field: 'is_initialleaseup',
      apiParam: 'exclude-initial-leaseUp',
      options: [...YES_NO],
      default: 'false',
    },
    occupancyDate: {
      type: 'dateRange',
      name: 'occupancyDate',
      label: 'Occupancy Date',
      field: 'occupancy_date',
      apiParam: 'occupancy-date',
      ...dates,
    },
    stabilizedOccupancyDate: {
      type: 'dateRange',
      name: 'stabilizedOccupancyDate',
      label: 'Stabilized Occupancy Date',
      field: 'full_occupancy_date',
      apiParam: 'full-occupancy-date',
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

/** Old-stock rental filters by their URL name, in form order (part 2 §5). */
export function rentalFilterCatalog(maxYear: number) {
  return {
    yearBuilt: {
      type: 'numberRange',
      name: 'yearBuilt',
      label: 'Year Built',
      field: 'year_built',
      apiParam: 'yearbuilt',
      min: 1900,
      max: maxYear,
    },
    buildingHeight: {
      type: 'numberRange',
      name: 'buildingHeight',
      label: 'Building Height (storeys)',
      field: 'storeys',
      apiParam: 'buildingheight',
      min: 0,
      max: 80,
    },
    totalSuites: {
      type: 'numberRange',
      name: 'totalSuites',
      label: 'Total Suites',
      field: 'suite_count',
      apiParam: 'suite-count',
      min: 0,
      max: 1000,
    },
    beds: { type: 'numberRange', name: 'beds', label: 'Beds', field: 'beds', min: 0, max: 3 },
    baths: { type: 'numberRange', name: 'baths', label: 'Baths', field: 'baths', min: 0, max: 3 },
    size: { type: 'numberRange', name: 'size', label: 'Unit Size (sq ft)', field: 'size_sqft', min: 0, max: 2000 },
    unitsSurveyed: {
      type: 'radio',
      name: 'unitsSurveyed',
      label: 'Include Units Not Surveyed',
      field: 'units_surveyed_actual',
      rule: 'positiveWhenFalse',
      options: [...YES_NO],
      default: 'false',
    },
    propertyManager: {
      type: 'autocompleteSelection',
      name: 'propertyManager',
      label: 'Property Manager',
      field: 'property_manager',
      optionsSource: 'propertyManagers',
    },
    name: { type: 'text', name: 'name', label: 'Property Name', field: 'name' },
  } satisfies Record<string, SearchFilterDefinition>;
}

export type RentalFilterCatalog = ReturnType<typeof rentalFilterCatalog>;

/** The rental views' filters (properties, market totals, market history), in form order. */
export function rentalSearchFilters(maxYear: number): SearchFilterDefinition[] {
  return Object.values(rentalFilterCatalog(maxYear));
}

/**
 * Part 2 §7: the rental calls also take these project filters, applied to each building's
 * project row (construction-status, open-date-min/max, sold-out, cancelled,
 * construction-start-date-min/max). The form does not offer them.
 */
export const RENTAL_PROJECT_FILTERS = [
  'constructionStatus',
  'openDate',
  'soldOut',
  'cancelled',
  'constructionStartDate',
] as const satisfies ReadonlyArray<keyof ProjectFilterCatalog>;

/** Every filter a rental call applies on the server: the rental filters' and the project filters of part 2 §7. */
export function rentalApiFilters(dates: DateBounds, maxYear: number): SearchFilterDefinition[] {
  const catalog = projectFilterCatalog(dates, maxYear);
  return [
    ...rentalSearchFilters(maxYear).filter((definition) => definition.apiParam !== undefined),
    ...RENTAL_PROJECT_FILTERS.map((name): SearchFilterDefinition => catalog[name]),
  ];
}

/** The names of a catalog's filters that have an API parameter (the server applies them). */
export type ApiFilterName<Catalog> = {
  [Name in keyof Catalog]: Catalog[Name] extends { apiParam: string } ? Name : never;
}[keyof Catalog] &
  string;

/**
 * Every filter a project call (search, market data, market history) applies on the server for a
 * type and standing: each catalog filter with an API parameter, as the standing offers it (its
 * absent-value default included), so a parameter the server accepts is never ignored.
 */
export function projectApiFilters(
  dates: DateBounds,
  maxYear: number,
  projectType: string,
  standing: string,
): SearchFilterDefinition[] {
  const key = typeStandingKey(projectType, standing);
  return Object.values(projectFilterCatalog(dates, maxYear) as Record<string, SearchFilterDefinition>)
    .filter((definition) => definition.apiParam !== undefined)
    .map((definition) => forStanding(definition, key));
}
