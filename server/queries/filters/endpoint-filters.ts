import type { SearchFilterDefinition } from '@contract/filter-definitions';
import { projectApiFilters, projectFilterCatalog, rentalApiFilters } from '@contract/filter-catalog';
import { TYPE_STANDINGS, typeStandingKey } from '@contract/product-facts';

/**
 * The filters each endpoint applies on the server, from the one registry (contract/filter-catalog.ts).
 * Their bounds play no part in the parameters or the SQL, so wide ones are used.
 */
const BOUNDS = { min: '1900-01-01', max: '2200-12-31' };
const MAX_YEAR = 2200;

const PROJECT_FILTERS_BY_STANDING: ReadonlyMap<string, readonly SearchFilterDefinition[]> = new Map(
  TYPE_STANDINGS.map(({ projectType, standing }) => [
    typeStandingKey(projectType, standing),
    projectApiFilters(BOUNDS, MAX_YEAR, projectType, standing),
  ]),
);

/** The project search, market data and market history of a type and standing (part 1 §7). */
export function projectEndpointFilters(projectType: string, standing: string): readonly SearchFilterDefinition[] {
  return PROJECT_FILTERS_BY_STANDING.get(typeStandingKey(projectType, standing)) ?? [];
}

/** Every project filter with an API parameter: the project endpoints' query schemas take them all. */
export const PROJECT_API_FILTERS: readonly SearchFilterDefinition[] = Object.values(
  projectFilterCatalog(BOUNDS, MAX_YEAR) as Record<string, SearchFilterDefinition>,
).filter((definition) => definition.apiParam !== undefined);

/** Rental property data, market totals and market history (part 2 §7). */
export const RENTAL_API_FILTERS: readonly SearchFilterDefinition[] = rentalApiFilters(BOUNDS, MAX_YEAR);
