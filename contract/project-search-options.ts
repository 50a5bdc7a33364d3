import type { RegionConfig } from './geography';
import type { SearchFilterDefinition } from './filter-definitions';
import { isProjectStanding, isProjectType, typeStandingKey, type ProjectSearchType } from './product-facts';
import type { ProjectDateRange, UrbanSearchFiltersResponse } from './urban-options';
import type { ProjectSearch } from './search-params';

/**
 * The configuration a project view's search rules work with (distinct from the engine's
 * SearchContext), and what it says about one search: its filter definitions, its date range
 * and whether it is the rental standing.
 */
export interface ProjectSearchOptions {
  searchType: ProjectSearchType;
  regions: readonly RegionConfig[];
  dateRanges: Readonly<Record<string, ProjectDateRange>>;
  searchFilters: UrbanSearchFiltersResponse;
}

/** The advanced filters the server defines for the search's view, type and standing (part 1 §3). */
export function filterDefinitions(context: ProjectSearchOptions, search: ProjectSearch): SearchFilterDefinition[] {
  const { projectType, projectStanding } = search;
  if (!isProjectType(projectType) || !isProjectStanding(projectStanding)) return [];
  return context.searchFilters.searchFilters[context.searchType]?.[projectType]?.[projectStanding] ?? [];
}

/**
 * Where a view's filters apply: project rows carry the filters' fields, so project search filters
 * them in the worker; market data and market history rows are totals, so their filters go to the
 * server with the search, which applies them before totalling (part 1 §7 "same query").
 */
export function filtersOnServer(context: Pick<ProjectSearchOptions, 'searchType'>): boolean {
  return context.searchType !== 'project-search';
}

/** The filters the worker applies to the view's rows (none for totals). */
export function clientFilterDefinitions(
  context: ProjectSearchOptions,
  search: ProjectSearch,
): SearchFilterDefinition[] {
  return filtersOnServer(context) ? [] : filterDefinitions(context, search);
}

/** The quarters (and for old stock the months) with data for the search's type and standing. */
export function dateRangeOf(context: ProjectSearchOptions, search: ProjectSearch): ProjectDateRange | undefined {
  return context.dateRanges[typeStandingKey(search.projectType ?? '', search.projectStanding ?? '')];
}

/** Part 1 §4: the rental standing is 'oldstock' (from the configuration). */
export function isRentalSearch(context: ProjectSearchOptions, search: ProjectSearch): boolean {
  const { projectStanding } = search;
  return (
    projectStanding !== undefined && projectStanding === context.searchFilters.componentConfiguration.rentalStanding
  );
}
