import type { Kysely } from 'kysely';
import { fullTextOf } from '@contract/full-text';
import type { Database } from '../../db/database';
import type { SaleAddressTable, SaleTable } from '../../db/domain-tables';
import { inIdSet } from '../id-set';

/**
 * The text a sales search's Full Text Search looks in (contract/full-text.ts, README "Full text
 * search"): the sale's file number, property name, every address with its city, vendors and
 * purchasers, url-safe and folded. It is kept in `sales.search_text` so the search runs in SQL
 * (filtered-sales.ts): the seed writes it, and the server checks it at start and writes it again
 * when the rule or the fields changed (a database seeded by an older rule).
 */

export type SaleTextFields = Pick<SaleTable, 'file_number' | 'property_name' | 'vendor' | 'purchaser'>;
export type SaleAddressTextFields = Pick<SaleAddressTable, 'property_address_1' | 'property_city'>;

export function saleSearchText(sale: SaleTextFields, addresses: readonly SaleAddressTextFields[]): string {
  return fullTextOf([
    sale.file_number,
    sale.property_name,
    ...addresses.flatMap((address) => [address.property_address_1, address.property_city]),
    sale.vendor,
    sale.purchaser,
  ]);
}

/** Sales read and written per batch. */
const CHUNK = 1_000;
/** Sales compared at start, spread over the id range. */
const CHECKED_AT_START = 40;

/** Each sale's search text as the rule makes it now from the stored fields, by sale id. */
export async function builtSaleSearchTexts(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, { stored: string; built: string }>> {
  const texts = new Map<number, { stored: string; built: string }>();
  if (ids.length === 0) return texts;
  const [sales, addresses] = await Promise.all([
    db
      .selectFrom('sales')
      .select(['id', 'file_number', 'property_name', 'vendor', 'purchaser', 'search_text'])
      .where(inIdSet(db, 'sales.id', ids))
      .execute(),
    db
      .selectFrom('sale_addresses')
      .select(['sale_id', 'property_address_1', 'property_city'])
      .where(inIdSet(db, 'sale_addresses.sale_id', ids))
      .orderBy('sale_id')
      .orderBy('position')
      .execute(),
  ]);
  const addressesOf = new Map<number, SaleAddressTextFields[]>();
  for (const address of addresses)
    addressesOf.set(address.sale_id, [...(addressesOf.get(address.sale_id) ?? []), address]);
  for (const sale of sales)
    texts.set(sale.id, { stored: sale.search_text, built: saleSearchText(sale, addressesOf.get(sale.id) ?? []) });
  return texts;
}

/** Writes every sale's search text again; returns how many were written. */
async function writeSaleSearchTexts(db: Kysely<Database>): Promise<number> {
  const ids = (await db.selectFrom('sales').select('id').orderBy('id').execute()).map((sale) => sale.id);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const texts = await builtSaleSearchTexts(db, ids.slice(start, start + CHUNK));
    for (const [id, { stored, built }] of texts)
      if (stored !== built) await db.updateTable('sales').set({ search_text: built }).where('id', '=', id).execute();
  }
  return ids.length;
}

/**
 * At start: a sample of the stored search texts equals what the rule makes now; otherwise all are
 * written again. Returns how many sales were checked and rewritten (0 when they were current).
 */
export async function ensureSaleSearchTexts(db: Kysely<Database>): Promise<number> {
  const ids = (await db.selectFrom('sales').select('id').orderBy('id').execute()).map((sale) => sale.id);
  const step = Math.max(1, Math.floor(ids.length / CHECKED_AT_START));
  const sample = await builtSaleSearchTexts(
    db,
    ids.filter((_, index) => index % step === 0),
  );
  if ([...sample.values()].every(({ stored, built }) => stored === built)) return 0;
  return db.transaction().execute(writeSaleSearchTexts);
}
