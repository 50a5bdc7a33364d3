/**
 * The server's real filter definitions for tests, and a helper that extends them with one
 * definition on one standing, as a developer adding a filter would (part 1 §3).
 */
import type { SearchFilterDefinition } from '@contract/filter-definitions';
import type { ProjectSearchType } from '@contract/product-facts';
import { SALE_TEXT_FILTERS } from '@contract/sales-search';
import type { ProjectStanding, ProjectType } from '@contract/product-facts';
import {
  projectFilterCatalog,
  rentalSearchFilters,
  STANDING_FILTERS,
  urbanSearchFiltersOf,
  type UrbanSearchFilters,
} from '@contract/filter-catalog';

/** The bounds the seed gives the definitions (part 1 §5: 2004-01-01 to five years ahead). */
export const TEST_DATES = { min: '2004-01-01', max: '2031-12-31' };
export const TEST_MAX_YEAR = 2026;

export function projectSearchFilters(extra?: {
  definition: SearchFilterDefinition;
  standing: string;
}): UrbanSearchFilters {
  const catalog: Record<string, SearchFilterDefinition> = { ...projectFilterCatalog(TEST_DATES, TEST_MAX_YEAR) };
  const standings: Record<string, readonly string[]> = { ...STANDING_FILTERS };
  if (extra !== undefined) {
    catalog[extra.definition.name] = extra.definition;
    standings[extra.standing] = [...(standings[extra.standing] ?? []), extra.definition.name];
  }
  return urbanSearchFiltersOf(catalog, standings);
}

export function projectFiltersOf(
  projectType: ProjectType,
  projectStanding: ProjectStanding,
  searchType: ProjectSearchType = 'project-search',
  searchFilters: UrbanSearchFilters = projectSearchFilters(),
): SearchFilterDefinition[] {
  return searchFilters[searchType][projectType][projectStanding] ?? [];
}

/**
 * Sale client filters over the sale row (part 2 §3, §5), as the worker's filter tests exercise
 * them: a price range, the server's text filters and the mortgage due date.
 */
export const SALE_FILTERS: readonly SearchFilterDefinition[] = [
  {
    type: 'numberRange',
    name: 'price',
    label: 'Sale Price',
    field: 'price',
    min: 0,
    max: 150_000_000,
    subType: 'currency',
  },
  ...SALE_TEXT_FILTERS.map((spec): SearchFilterDefinition => ({ type: 'text', ...spec })),
  { type: 'dateRange', name: 'mortgageDueDate', label: 'Mortgage Due Date', field: 'mortgage_due_date', ...TEST_DATES },
];
export const RENTAL_FILTERS: readonly SearchFilterDefinition[] = rentalSearchFilters(TEST_MAX_YEAR);

/** Every project filter the server declares, without a standing's absent-value defaults. */
export const PROJECT_CATALOG_FILTERS: readonly SearchFilterDefinition[] = Object.values(
  projectFilterCatalog(TEST_DATES, TEST_MAX_YEAR),
);

/** A numeric range filter the server does not declare: tests add it only in the definitions. */
export const MONTHS_TO_70_SOLD: SearchFilterDefinition = {
  type: 'numberRange',
  name: 'monthsTo70Sold',
  label: 'Months to 70% Sold',
  field: 'months_to_70_sold',
  min: 0,
  max: 120,
};
