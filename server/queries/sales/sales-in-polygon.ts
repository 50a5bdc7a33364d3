import type { Kysely } from 'kysely';
import type { LatLng } from '@contract/geo-filter';
import { containsPoint, preparePolygon } from '@contract/polygon';
import type { Database } from '../../db/database';
import { filteredSales, type SalesFilter } from './filtered-sales';

/**
 * The ids of the search's sales with at least one address inside the polygon (part 2 §5, the
 * same rule and test as the engine's client filter). SQL narrows to the polygon's bounding box;
 * the exact test runs here, so both databases answer alike.
 */
export async function salesInPolygon(
  db: Kysely<Database>,
  filter: SalesFilter,
  points: readonly LatLng[],
): Promise<number[]> {
  const polygon = preparePolygon(points);
  const addresses = await filteredSales(db, filter)
    .innerJoin('sale_addresses', 'sale_addresses.sale_id', 'sales.id')
    .where('sale_addresses.property_latitude', '>=', polygon.south)
    .where('sale_addresses.property_latitude', '<=', polygon.north)
    .where('sale_addresses.property_longitude', '>=', polygon.west)
    .where('sale_addresses.property_longitude', '<=', polygon.east)
    .select(['sales.id as sale_id', 'sale_addresses.property_latitude', 'sale_addresses.property_longitude'])
    .execute();
  const inside = new Set<number>();
  for (const address of addresses) {
    if (containsPoint(polygon, address.property_longitude, address.property_latitude)) inside.add(address.sale_id);
  }
  return [...inside];
}
