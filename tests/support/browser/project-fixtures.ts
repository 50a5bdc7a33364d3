import type { RegionConfig } from '@contract/geography';
import type { ProjectDatatype, UrbanSearchFiltersResponse } from '@contract/urban-options';
import type { UrbanOption } from '@contract/filter-definitions';
import type { ProjectSearchOptions } from '@src/features/projects/project-search-options';
import type { ProjectSearchType } from '@contract/product-facts';
import { TEST_REGIONS } from '@test-support/browser/map-fixtures';

/**
 * West (id 1) supports every standing; East (id 2) does not support condo resale nor
 * purpose-built proposed, construction or completed, so with only East chosen the first
 * enabled purpose-built standing is oldstock.
 */
export const REGIONS: RegionConfig[] = TEST_REGIONS.map((region) =>
  region.id === 2
    ? {
        ...region,
        disable_maps: {
          condo_resale: true,
          'purpose-built_proposed': true,
          'purpose-built_construction': true,
          'purpose-built_completed': true,
        },
      }
    : region,
);

export const DATATYPES: ProjectDatatype[] = [
  {
    type: 'condo',
    label: 'Condo',
    standings: [
      { standing: 'active', label: 'New' },
      { standing: 'resale', label: 'Resale' },
      { standing: 'rental', label: 'Rental' },
      { standing: 'proposed', label: 'Proposed' },
    ],
  },
  {
    type: 'purpose-built',
    label: 'Purpose-Built',
    standings: [
      { standing: 'proposed', label: 'Proposed' },
      { standing: 'construction', label: 'Under Construction' },
      { standing: 'completed', label: 'Newer Stock' },
      { standing: 'oldstock', label: 'Old Stock' },
    ],
  },
];

export const DATE_RANGES = {
  condo_active: { min_year: 2004, min_quarter: 1, max_year: 2026, max_quarter: 3 },
  condo_resale: { min_year: 2010, min_quarter: 2, max_year: 2025, max_quarter: 4 },
  condo_rental: { min_year: 2004, min_quarter: 1, max_year: 2026, max_quarter: 3 },
  condo_proposed: { min_year: 2004, min_quarter: 1, max_year: 2026, max_quarter: 3 },
  'purpose-built_proposed': { min_year: 2004, min_quarter: 1, max_year: 2026, max_quarter: 3 },
  'purpose-built_construction': { min_year: 2004, min_quarter: 3, max_year: 2026, max_quarter: 3 },
  'purpose-built_completed': { min_year: 2007, min_quarter: 1, max_year: 2026, max_quarter: 2 },
  'purpose-built_oldstock': {
    min_year: 2022,
    min_quarter: 4,
    max_year: 2026,
    max_quarter: 3,
    min_month: '2022-12',
    max_month: '2026-08',
  },
};

export const DEVELOPERS: UrbanOption[] = [
  { id: 1, name: 'Amberly Capital' },
  { id: 2, name: 'Oakridge Capital' },
];

const ACTIVE_FILTERS = [
  {
    type: 'selection' as const,
    name: 'constructionStatus',
    label: 'Construction Status',
    field: 'construct_status_id',
    apiParam: 'construction-status',
    options: [
      { id: 1, name: 'Pre-Construction' },
      { id: 2, name: 'Under Construction' },
    ],
  },
  {
    type: 'dateRange' as const,
    name: 'openDate',
    label: 'Opening Date',
    field: 'opening_date',
    apiParam: 'open-date',
    min: '2004-01-01',
    max: '2031-12-31',
  },
  {
    type: 'numberRange' as const,
    name: 'totalSuites',
    label: 'Total Suites',
    field: 'suite_count',
    apiParam: 'suite-count',
    min: 0,
    max: 2000,
  },
  {
    type: 'numberRange' as const,
    name: 'totalSalesPercentage',
    label: 'Percent Sold',
    field: 'total_sales_percentage',
    min: 0,
    max: 100,
    subType: 'percent' as const,
  },
  {
    type: 'numberRange' as const,
    name: 'maintenanceFee',
    label: 'Maintenance Fee',
    field: 'maintenance_fee_psf',
    min: 0,
    max: 5,
    subType: 'currencyWithCents' as const,
  },
  {
    type: 'radio' as const,
    rule: 'flag' as const,
    name: 'cancelled',
    label: 'Cancelled Included',
    field: 'is_cancelled',
    apiParam: 'cancelled',
    options: [
      { value: 'true' as const, label: 'Yes' },
      { value: 'false' as const, label: 'No' },
    ],
    default: 'false' as const,
  },
  {
    type: 'autocompleteSelection' as const,
    name: 'developer',
    label: 'Developer',
    field: 'developers',
    optionsSource: 'developers' as const,
  },
  { type: 'text' as const, name: 'name', label: 'Project Name', field: 'name' },
];

const COMPLETED_FILTERS = [
  {
    type: 'numberRange' as const,
    name: 'buildingHeight',
    label: 'Building Height (storeys)',
    field: 'number_of_floors',
    apiParam: 'buildingheight',
    min: 0,
    max: 80,
  },
];

function byStanding() {
  return {
    condo: { active: ACTIVE_FILTERS, resale: [], rental: [], proposed: [] },
    'purpose-built': { proposed: [], construction: [], completed: COMPLETED_FILTERS, oldstock: [] },
  };
}

export const SEARCH_FILTERS: UrbanSearchFiltersResponse = {
  searchFilters: {
    'project-search': byStanding(),
    'market-data': byStanding(),
    'market-history': byStanding(),
  },
  components: { 'project-search': {}, 'market-data': {}, 'market-history': {} },
  componentConfiguration: {
    defaultProjectType: 'condo',
    defaultProjectStanding: 'active',
    rentalStanding: 'oldstock',
    marketHistoryDefaultRegionIds: [1],
    timeRangeOptions: [
      { value: '1mo', label: '1 Month' },
      { value: '3mo', label: '3 Months' },
    ],
  },
};

export function contextFor(searchType: ProjectSearchType): ProjectSearchOptions {
  return { searchType, regions: REGIONS, dateRanges: DATE_RANGES, searchFilters: SEARCH_FILTERS };
}
