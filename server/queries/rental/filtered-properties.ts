import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import type { RentalFilter } from '../../routes/rental/query-schemas';
import { apiFilterConditions, whereApiFilters, type EndpointFilters } from '../filters/api-filters';
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

/** A query that takes a condition (Kysely's select query builders). */
interface Filterable<Query> {
  where(expression: Expression<SqlBool>): Query;
}

/**
 * The geography's conditions on `table`'s region_id, municipality_id and submarket_id: the
 * buildings' own, or the submarket totals' (activity-rollups.ts), which carry the same ids.
 */
export function whereGeography<Query extends Filterable<Query>>(
  query: Query,
  geography: BuildingGeography,
  table: 'rental_properties' | 'rental_submarket_months',
): Query {
  const conditions = [
    ['region_id', geography.regionIds ?? []],
    ['municipality_id', geography.municipalityIds ?? []],
    ['submarket_id', geography.submarketIds ?? []],
  ] as const;
  return conditions.reduce<Query>(
    (narrowed, [column, ids]) =>
      ids.length > 0
        ? narrowed.where(sql<SqlBool>`${sql.ref(`${table}.${column}`)} in (${sql.join(ids.map((id) => sql.val(id)))})`)
        : narrowed,
    query,
  );
}

/**
 * The old-stock buildings of a geography that pass the advanced filters the server applies
 * (server/queries/filters/), before selections: the rental calls and the old-stock standing of
 * the project views read their buildings here.
 */
export function buildingsIn(db: Kysely<Database>, geography: BuildingGeography, filters: EndpointFilters | undefined) {
  return whereApiFilters(
    whereGeography(baseQuery(db), geography, 'rental_properties'),
    filters,
    RENTAL_BUILDING_COLUMNS,
  );
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

/** The buildings of a scope (rental_properties joined with their projects), to select from. */
export function propertiesInScope(db: Kysely<Database>, scope: PropertyScope) {
  return 'filter' in scope
    ? filteredProperties(db, scope.filter)
    : 'propertyId' in scope
      ? baseQuery(db).where('rental_properties.id', '=', scope.propertyId)
      : buildingsIn(db, scope.geography, scope.filters);
}

export function propertyIdsInScope(db: Kysely<Database>, scope: PropertyScope) {
  return propertiesInScope(db, scope).select('rental_properties.id');
}

/**
 * The geography whose every building (mirrored by a projects row) is in the scope, when no advanced
 * filter narrows it; null when one does (its column is a building's or a project's, which the
 * submarket totals do not carry: the caller reads the activity rows) or the scope is one building.
 */
export function geographyOnly(scope: PropertyScope): BuildingGeography | null {
  const [geography, filters] =
    'filter' in scope
      ? [scope.filter, rentalCallFilters(scope.filter)]
      : 'geography' in scope
        ? [scope.geography, scope.filters]
        : [null, undefined];
  if (geography === null) return null;
  if (
    filters &&
    apiFilterConditions(filters.definitions, RENTAL_BUILDING_COLUMNS, filters.params, filters.options).length > 0
  )
    return null;
  return geography;
}
