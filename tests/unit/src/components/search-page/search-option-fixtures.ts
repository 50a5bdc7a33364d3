/**
 * The configuration the search views read, small and built from contract/ and the server's
 * catalogue: West (1) with West City (11) and its submarket 111, the project and rental filter
 * definitions, one sales sub-type with a price filter.
 */
import { openDateBounds } from '@contract/date-filter-bounds';
import type { RegionConfig } from '@contract/geography';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import type { UrbanBasicOptionsResponse, UrbanSearchFiltersResponse } from '@contract/urban-options';
import { rentalSearchFilters, urbanSearchFilters } from '@contract/filter-catalog';
import { urbanComponents } from '@server/queries/urban/search-filters';
import type { LoadedConfiguration } from '@src/components/search-page/search-view-kit';
import type { ProjectSearchOptions } from '@contract/project-search-options';

function geo(id: number, name: string) {
  return { id, name, weight: 0, latitude: 43.7, longitude: -79.4, boundaries: '', inner_boundaries: '' };
}

/** West (1) with West City (11) and its submarket 111. */
export const REGIONS: RegionConfig[] = [
  {
    ...geo(1, 'West'),
    region_ids: [1],
    rentsync_region_ids: [],
    disable_maps: {},
    municipalities: [
      { ...geo(11, 'West City'), region_id: 1, submarkets: [{ ...geo(111, 'West South'), municipality_id: 11 }] },
    ],
  },
];

export const SEARCH_FILTERS: UrbanSearchFiltersResponse = {
  searchFilters: urbanSearchFilters(openDateBounds(new Date(Date.UTC(2026, 0, 1))), 2026),
  components: urbanComponents(),
  componentConfiguration: {
    defaultProjectType: 'condo',
    defaultProjectStanding: 'active',
    rentalStanding: 'oldstock',
    marketHistoryDefaultRegionIds: [1],
    timeRangeOptions: [{ value: '1mo', label: '1 Month' }],
  },
};

export const PROJECT: ProjectSearchOptions = {
  searchType: 'project-search',
  regions: REGIONS,
  dateRanges: {
    condo_active: { min_year: 2004, min_quarter: 1, max_year: 2026, max_quarter: 3 },
    'purpose-built_oldstock': {
      min_year: 2022,
      min_quarter: 4,
      max_year: 2026,
      max_quarter: 3,
      min_month: '2022-12',
      max_month: '2026-08',
    },
  },
  searchFilters: SEARCH_FILTERS,
};

export const RENTAL_BASIC: RentalOptionsBasicResponse = {
  regions: [],
  baseConfiguration: { dates: { min_year: 2025, min_month: 1, max_year: 2026, max_month: 6 } },
  timePeriodOptions: [{ value: '1mo', label: '1 Month' }],
  unitSizeOptions: [],
  unitTypeOptions: [],
  propertyManagers: [],
  searchFilters: rentalSearchFilters(2026),
  componentConfiguration: { marketHistoryDefaultRegionIds: [1] },
};

export const SALES_BASIC: SalesOptionsBasicResponse = {
  regions: [{ id: 1, name: 'West', municipalities: [{ id: 11, name: 'West City' }] }],
  propertyTypes: [
    {
      id: 1,
      name: 'Land',
      sub_property_types: [{ id: 7, name: 'Apartment Site', key: 'apt', icon: 'apt', column_groups: [] }],
    },
  ],
  searchFilters: {
    sales: [{ type: 'numberRange', name: 'price', label: 'Price', field: 'price', min: 0, max: 1e8 }],
    'sales-market-data': [],
  },
  defaultDateRange: { from: '2025-06-01', to: '2026-05-31' },
  saleDateRange: { min: '2010-01-01', max: '2026-05-31' },
};

export const URBAN_BASIC: UrbanBasicOptionsResponse = {
  superRegions: [],
  projectDatatypes: [],
  projectConstructionStatuses: [],
  developers: [],
  projectStatuses: [],
  propertyManagers: [],
  developerOwners: [],
  projectDateRanges: PROJECT.dateRanges,
};

/** Every payload the search views read, loaded. */
export const CONFIGURATION: LoadedConfiguration = {
  urbanBasic: URBAN_BASIC,
  searchFilters: SEARCH_FILTERS,
  regions: { regions: REGIONS },
  rentalBasic: RENTAL_BASIC,
  salesBasic: SALES_BASIC,
};
