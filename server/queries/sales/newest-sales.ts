import type { Kysely } from 'kysely';
import { SALES_CLAMP_LIMIT } from '@contract/messages';
import type { Database } from '../../db/database';
import { filteredSales, type SalesFilter } from './filtered-sales';
import { buildSaleRows } from './sale-rows';
import { keptSaleRowTexts } from './kept-sale-row-texts';
import { readSaleRowTexts, rowBytes } from './sale-row-texts';

export interface SaleRowTextsResult {
  /** Each sale's row as UTF-8 JSON, newest first. */
  rowTexts: Uint8Array[];
  /** More sales matched than the cap; only the newest SALES_CLAMP_LIMIT are returned. */
  clamped: boolean;
}

/**
 * The sales of a search, newest first, capped at 10,000 records (part 2 §9), as row texts. The
 * newest ids are found first and only their rows read; a sale without a stored text (a database
 * not yet checked at start) is built here, so the answer is the same either way.
 */
export async function findSaleRowTexts(db: Kysely<Database>, filter: SalesFilter): Promise<SaleRowTextsResult> {
  const newest = await filteredSales(db, filter)
    .select('sales.id')
    .orderBy('sales.sale_date', 'desc')
    .orderBy('sales.id', 'desc')
    .limit(SALES_CLAMP_LIMIT + 1)
    .execute();
  const clamped = newest.length > SALES_CLAMP_LIMIT;
  const ids = (clamped ? newest.slice(0, SALES_CLAMP_LIMIT) : newest).map((sale) => sale.id);
  const texts = await rowTextsOf(db, ids);
  const missing = ids.filter((id) => !texts.has(id));
  if (missing.length > 0) for (const row of await buildSaleRows(db, missing)) texts.set(row.id, rowBytes(row));
  return { rowTexts: ids.flatMap((id) => texts.get(id) ?? []), clamped };
}

/** The stored texts of these sales: from memory, then the database for any not kept there. */
async function rowTextsOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, Uint8Array>> {
  const kept = await keptSaleRowTexts(db);
  if (kept === null) return readSaleRowTexts(db, ids);
  const texts = new Map<number, Uint8Array>();
  const notKept: number[] = [];
  for (const id of ids) {
    const text = kept.get(id);
    if (text === undefined) notKept.push(id);
    else texts.set(id, text);
  }
  if (notKept.length > 0) for (const [id, text] of await readSaleRowTexts(db, notKept)) texts.set(id, text);
  return texts;
}
