import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { NumberRange, RentalFilter, TextRange } from '../../routes/rental/query-schemas';

type PropertyQuery = ReturnType<typeof baseQuery>;

function baseQuery(db: Kysely<Database>) {
  // Every old-stock building is mirrored by a projects row, which holds the project filters' fields.
  return db.selectFrom('rental_properties').innerJoin('projects', 'projects.id', 'rental_properties.project_id');
}

function inRange(
  query: PropertyQuery,
  column: 'rental_properties.year_built' | 'rental_properties.storeys' | 'rental_properties.suite_count',
  range: NumberRange,
): PropertyQuery {
  let ranged = query;
  if (range.min !== undefined) ranged = ranged.where(column, '>=', range.min);
  if (range.max !== undefined) ranged = ranged.where(column, '<=', range.max);
  return ranged;
}

/** A missing date fails a date range (part 2 §5: a missing value excludes the item). */
function inDateRange(
  query: PropertyQuery,
  column: 'projects.opening_date' | 'projects.construction_date',
  range: TextRange,
): PropertyQuery {
  let ranged = query;
  if (range.min !== undefined) ranged = ranged.where(column, '>=', range.min);
  if (range.max !== undefined) ranged = ranged.where(column, '<=', range.max);
  return ranged;
}

/** The old-stock buildings matching the rental search filters, before selections. */
export function filteredProperties(db: Kysely<Database>, filter: RentalFilter): PropertyQuery {
  let query = baseQuery(db);
  if (filter.regionIds.length > 0) query = query.where('rental_properties.region_id', 'in', filter.regionIds);
  if (filter.municipalityIds.length > 0)
    query = query.where('rental_properties.municipality_id', 'in', filter.municipalityIds);
  if (filter.submarketIds.length > 0) query = query.where('rental_properties.submarket_id', 'in', filter.submarketIds);
  query = inRange(query, 'rental_properties.year_built', filter.yearBuilt);
  query = inRange(query, 'rental_properties.storeys', filter.storeys);
  query = inRange(query, 'rental_properties.suite_count', filter.suiteCount);
  if (filter.constructionStatusIds.length > 0)
    query = query.where('projects.construct_status_id', 'in', filter.constructionStatusIds);
  query = inDateRange(query, 'projects.opening_date', filter.openDate);
  query = inDateRange(query, 'projects.construction_date', filter.constructionStartDate);
  if (!filter.includeSoldOut) query = query.where('projects.is_soldout', '=', 0);
  if (!filter.includeCancelled) query = query.where('projects.is_cancelled', '=', 0);
  return query;
}

/** Which buildings a history covers: the buildings of a search, or one building (profiles). */
export type PropertyScope = { filter: RentalFilter } | { propertyId: number };

export function propertyIdsInScope(db: Kysely<Database>, scope: PropertyScope) {
  const query =
    'filter' in scope
      ? filteredProperties(db, scope.filter)
      : baseQuery(db).where('rental_properties.id', '=', scope.propertyId);
  return query.select('rental_properties.id');
}
