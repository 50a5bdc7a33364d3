import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { RentalFilter } from '../../routes/rental/query-schemas';
import { whereApiFilters, type EndpointFilters } from '../filters/api-filters';
import { RENTAL_BUILDING_COLUMNS } from '../filters/filter-columns';
import { RENTAL_API_FILTERS } from '../filters/endpoint-filters';

function baseQuery(db: Kysely<Database>) {
  // Every old-stock building is mirrored by a projects row, which holds the project filters' fields.
  return db.selectFrom('rental_properties').innerJoin('projects', 'projects.id', 'rental_properties.project_id');
}

/** The geography of old-stock buildings (none: every region). */
export interface BuildingGeography {
  regionIds?: readonly number[] | undefined;
  municipalityIds?: readonly number[] | undefined;
  submarketIds?: readonly number[] | undefined;
}

/**
 * The old-stock buildings of a geography that pass the advanced filters the server applies
 * (server/queries/filters/), before selections: the rental calls and the old-stock standing of
 * the project views read their buildings here.
 */
export function buildingsIn(db: Kysely<Database>, geography: BuildingGeography, filters: EndpointFilters | undefined) {
  const { regionIds = [], municipalityIds = [], submarketIds = [] } = geography;
  let query = baseQuery(db);
  if (regionIds.length > 0) query = query.where('rental_properties.region_id', 'in', regionIds);
  if (municipalityIds.length > 0) query = query.where('rental_properties.municipality_id', 'in', municipalityIds);
  if (submarketIds.length > 0) query = query.where('rental_properties.submarket_id', 'in', submarketIds);
  return whereApiFilters(query, filters, RENTAL_BUILDING_COLUMNS);
}

/** The filters of a rental call (part 2 §7): its parsed params against the rental calls' definitions. */
export function rentalCallFilters(filter: RentalFilter): EndpointFilters {
  return { definitions: RENTAL_API_FILTERS, params: filter.params, options: { absentDefaults: false } };
}

/** The old-stock buildings matching the rental search filters, before selections. */
export function filteredProperties(db: Kysely<Database>, filter: RentalFilter) {
  return buildingsIn(db, filter, rentalCallFilters(filter));
}

/**
 * Which buildings a history covers: the buildings of a search, one building (profiles), or the
 * buildings of a geography and filters (the old-stock standing of the project views).
 */
export type PropertyScope =
  { filter: RentalFilter } | { propertyId: number } | { geography: BuildingGeography; filters?: EndpointFilters };

export function propertyIdsInScope(db: Kysely<Database>, scope: PropertyScope) {
  const query =
    'filter' in scope
      ? filteredProperties(db, scope.filter)
      : 'propertyId' in scope
        ? baseQuery(db).where('rental_properties.id', '=', scope.propertyId)
        : buildingsIn(db, scope.geography, scope.filters);
  return query.select('rental_properties.id');
}
