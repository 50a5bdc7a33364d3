import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SaleDisplayPayload } from '@contract/sales-display';

/** The stored display payload of one sale (part 2 §3; the seed writes it in this shape), or null. */
export async function findSaleDisplay(db: Kysely<Database>, saleId: number): Promise<SaleDisplayPayload | null> {
  const sale = await db.selectFrom('sales').select('detail').where('id', '=', saleId).executeTakeFirst();
  return sale ? (JSON.parse(sale.detail) as SaleDisplayPayload) : null;
}
