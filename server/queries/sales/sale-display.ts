import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SaleDisplayPayload as StoredSaleDisplay } from '../../seed/json-columns';
import type { SaleDisplayPayload } from '../../../src/api/sales-display';

/** The stored display payload of one sale (part 2 §3), or null for an unknown id. */
export async function findSaleDisplay(db: Kysely<Database>, saleId: number): Promise<SaleDisplayPayload | null> {
  const sale = await db.selectFrom('sales').select('detail').where('id', '=', saleId).executeTakeFirst();
  if (!sale) return null;
  // Typed through the seed's shape, so a change on either side fails the type check here.
  const payload: SaleDisplayPayload = JSON.parse(sale.detail) as StoredSaleDisplay;
  return payload;
}
