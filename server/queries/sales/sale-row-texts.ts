import type { Kysely } from 'kysely';
import type { SaleRow } from '@contract/sales-search';
import type { Database } from '../../db/database';
import { inIdSet } from '../id-set';
import { buildSaleRows } from './sale-rows';

/**
 * Each sale's search row kept as UTF-8 JSON bytes (table sale_row_texts), so a sales search joins stored
 * text instead of building and serializing up to 10,000 objects per call (README "The server
 * under load"). The bytes are exactly JSON.stringify of what buildSaleRows makes: the seed writes
 * it, and the server checks it at start and rebuilds it when the builder's output changed.
 */

/** Sales built and written per statement batch. */
const WRITE_CHUNK = 1_000;
/** Sales compared at start, spread over the id range. */
const CHECKED_AT_START = 40;

/** Writes every sale's row text, replacing what was there. */
export async function writeSaleRowTexts(db: Kysely<Database>): Promise<number> {
  await db.deleteFrom('sale_row_texts').execute();
  const ids = (await db.selectFrom('sales').select('id').orderBy('id').execute()).map((sale) => sale.id);
  for (let start = 0; start < ids.length; start += WRITE_CHUNK) {
    const rows = await buildSaleRows(db, ids.slice(start, start + WRITE_CHUNK));
    await db
      .insertInto('sale_row_texts')
      .values(rows.map((row) => ({ sale_id: row.id, json: rowBytes(row) })))
      .execute();
  }
  return ids.length;
}

/**
 * At start: every sale has a text and a sample of them equals what the builder makes now;
 * otherwise all are written again (a database seeded before the table existed, or by an older
 * row builder). Returns how many were written (0 when they were current).
 */
export async function ensureSaleRowTexts(db: Kysely<Database>): Promise<number> {
  const [sales, texts] = await Promise.all([
    db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sale_row_texts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  if (Number(sales.n) === Number(texts.n) && (await sampleIsCurrent(db))) return 0;
  return db.transaction().execute(writeSaleRowTexts);
}

async function sampleIsCurrent(db: Kysely<Database>): Promise<boolean> {
  const ids = (await db.selectFrom('sales').select('id').orderBy('id').execute()).map((sale) => sale.id);
  const step = Math.max(1, Math.floor(ids.length / CHECKED_AT_START));
  const sample = ids.filter((_, index) => index % step === 0);
  if (sample.length === 0) return true;
  const stored = await readSaleRowTexts(db, sample);
  const built = await buildSaleRows(db, sample);
  return built.every((row) => {
    const text = stored.get(row.id);
    return text !== undefined && Buffer.from(text).equals(rowBytes(row));
  });
}

/** A row as the bytes a search body carries. */
export function rowBytes(row: SaleRow): Buffer {
  return Buffer.from(JSON.stringify(row));
}

/**
 * The stored row texts of the given sales, by sale id (a sale without one is absent). The ids go
 * as one bound list (id-set.ts) rather than thousands of placeholders, which SQLite parsed and
 * bound again on every search.
 */
export async function readSaleRowTexts(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, Uint8Array>> {
  const texts = new Map<number, Uint8Array>();
  if (ids.length === 0) return texts;
  const rows = await db
    .selectFrom('sale_row_texts')
    .select(['sale_id', 'json'])
    .where(inIdSet(db, 'sale_row_texts.sale_id', ids))
    .execute();
  for (const row of rows) texts.set(row.sale_id, row.json);
  return texts;
}
