import type { Kysely } from 'kysely';
import { SALES_CLAMP_LIMIT } from '@contract/messages';
import type { Database } from '../../db/database';
import { filteredSales, withoutNoOpLists, type SalesFilter } from './filtered-sales';
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
  const newest = await filteredSales(db, await withoutNoOpLists(db, filter))
    .select('sales.id')
    .orderBy('sales.sale_date', 'desc')
    .orderBy('sales.id', 'desc')
    .limit(SALES_CLAMP_LIMIT + 1)
    .execute();
  const clamped = newest.length > SALES_CLAMP_LIMIT;
  const ids = (clamped ? newest.slice(0, SALES_CLAMP_LIMIT) : newest).map((sale) => sale.id);
  const texts = await rowTextsOf(db, ids);
  const missing = ids.filter((_, i) => texts[i] === undefined);
  if (missing.length > 0) {
    const built = new Map((await buildSaleRows(db, missing)).map((row) => [row.id, rowBytes(row)]));
    ids.forEach((id, i) => (texts[i] ??= built.get(id)));
  }
  return { rowTexts: texts.filter((text) => text !== undefined), clamped };
}

/**
 * The stored text of each of these sales, in their order (undefined: none stored): from memory,
 * then the database for any not kept there.
 */
async function rowTextsOf(db: Kysely<Database>, ids: readonly number[]): Promise<Array<Uint8Array | undefined>> {
  const kept = await keptSaleRowTexts(db);
  const texts = kept === null ? new Array<Uint8Array | undefined>(ids.length) : ids.map((id) => kept.get(id));
  const notKept = ids.filter((_, i) => texts[i] === undefined);
  if (notKept.length > 0) {
    const read = await readSaleRowTexts(db, notKept);
    ids.forEach((id, i) => (texts[i] ??= read.get(id)));
  }
  return texts;
}
