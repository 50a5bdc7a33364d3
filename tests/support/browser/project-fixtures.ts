import type { RegionConfig } from '@contract/geography';
import type { ProjectDatatype, UrbanSearchFiltersResponse } from '@contract/urban-options';
import type { SearchFilterDefinition, UrbanOption } from '@contract/filter-definitions';
import type { ProjectSearchOptions } from '@contract/project-search-options';
import {
  DEFAULT_PROJECT_STANDING,
  DEFAULT_PROJECT_TYPE,
  PROJECT_TYPE_LABELS,
  PROJECT_TYPES,
  RENTAL_STANDING,
  STANDING_LABELS,
  STANDINGS_BY_TYPE,
  typeStandingKey,
  type ProjectSearchType,
} from '@contract/product-facts';
import { projectFilterCatalog, type UrbanSearchFilters } from '@contract/filter-catalog';
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

/** The types and standings as the server's options/basic lists them: the product facts. */
export const DATATYPES: ProjectDatatype[] = PROJECT_TYPES.map((type) => ({
  type,
  label: PROJECT_TYPE_LABELS[type],
  standings: STANDINGS_BY_TYPE[type].map((standing) => ({ standing, label: STANDING_LABELS[standing] })),
}));

/** A market history's quarters inside every standing's date range (Q4 2024 to Q1 2026). */
export const HISTORY_QUARTERS = { year_start: '2024', qtr_start: '4', year_end: '2026', qtr_end: '1' } as const;

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

/** The registry's definitions (contract/filter-catalog.ts), open dates bounded as in 2026. */
const CATALOG = projectFilterCatalog({ min: '2004-01-01', max: '2031-12-31' }, 2026);

const ACTIVE_FILTERS: SearchFilterDefinition[] = [
  { ...CATALOG.constructionStatus, options: CATALOG.constructionStatus.options.slice(0, 2) },
  CATALOG.openDate,
  CATALOG.totalSuites,
  CATALOG.totalSalesPercentage,
  {
    type: 'numberRange' as const,
    name: 'maintenanceFee',
    label: 'Maintenance Fee',
    field: 'maintenance_fee_psf',
    min: 0,
    max: 5,
    subType: 'currencyWithCents' as const,
  },
  CATALOG.cancelled,
  CATALOG.developer,
  CATALOG.name,
];

const COMPLETED_FILTERS: SearchFilterDefinition[] = [CATALOG.buildingHeight];

/** Every standing of every type; condo active and purpose-built completed carry filters. */
function byStanding(): UrbanSearchFilters[ProjectSearchType] {
  const filtersOf = (key: string): SearchFilterDefinition[] =>
    key === typeStandingKey('condo', 'active')
      ? ACTIVE_FILTERS
      : key === typeStandingKey('purpose-built', 'completed')
        ? COMPLETED_FILTERS
        : [];
  const byType = {} as UrbanSearchFilters[ProjectSearchType];
  for (const type of PROJECT_TYPES) {
    byType[type] = Object.fromEntries(
      STANDINGS_BY_TYPE[type].map((standing) => [standing, filtersOf(typeStandingKey(type, standing))]),
    );
  }
  return byType;
}

export const SEARCH_FILTERS: UrbanSearchFiltersResponse = {
  searchFilters: {
    'project-search': byStanding(),
    'market-data': byStanding(),
    'market-history': byStanding(),
  },
  components: { 'project-search': {}, 'market-data': {}, 'market-history': {} },
  componentConfiguration: {
    defaultProjectType: DEFAULT_PROJECT_TYPE,
    defaultProjectStanding: DEFAULT_PROJECT_STANDING,
    rentalStanding: RENTAL_STANDING,
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
