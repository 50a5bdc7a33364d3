import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SaleColumnGroup } from '@contract/product-facts';
import { SALES_QUERY } from '@contract/sales-search';
import { badRequest } from '../../http/http-error';

/**
 * The column groups of the chosen sub-types (part 2 §2.5: extra sale columns appear only when
 * the chosen property types include the relevant unit type). An unknown sub-type id is a 400,
 * not a silent empty result.
 */
export async function chosenColumnGroups(db: Kysely<Database>, subTypeIds: number[]): Promise<Set<SaleColumnGroup>> {
  const subTypes = await db
    .selectFrom('sale_sub_types')
    .select(['id', 'unit_groups'])
    .where('id', 'in', subTypeIds)
    .execute();
  const known = new Set(subTypes.map((subType) => subType.id));
  const unknown = subTypeIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw badRequest(
      `Invalid query parameter "${SALES_QUERY.subPropertyType}": unknown sub-type id ${unknown.join(', ')}`,
    );
  }
  return new Set(subTypes.flatMap((subType) => JSON.parse(subType.unit_groups) as SaleColumnGroup[]));
}
