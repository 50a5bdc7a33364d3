import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { ArrowRowStore } from '../http/arrow-columns';
import { JsonArrayText, encodeJsonWithText } from '../http/json-text';
import { keptSaleRowTexts } from '../queries/sales/kept-sale-row-texts';
import type { SaleRow } from '@contract/sales-search';

/** An answer's rows for its Arrow body: a store of columns and the rows' slots in it, in answer order. */
export interface ArrowRows {
  store: ArrowRowStore;
  indices: Int32Array;
}

/**
 * The rows of an answer (its value at the rows path) as columns to gather. A sales search's rows
 * are stored row texts (JsonArrayText, sale-row-texts.ts): they are found by identity in this
 * thread's columns of every sale, so the widest search gathers 10,000 rows' values instead of
 * parsing 18 MB of JSON and hashing a dozen columns of nearly unique texts (about 450 ms of CPU
 * against 140 for its JSON answer, README "Performance"). Other answers' rows are objects built
 * by their query: their columns are built from them.
 */
export async function arrowRowsOf(db: Kysely<Database>, found: unknown): Promise<ArrowRows> {
  if (found instanceof JsonArrayText) {
    const kept = await keptSaleColumns(db);
    if (kept !== null) {
      const indices = new Int32Array(found.items.length);
      let all = true;
      for (let i = 0; i < indices.length && all; i++) {
        const slot = kept.slotOf.get(found.items[i]!);
        if (slot === undefined) all = false;
        else indices[i] = slot;
      }
      if (all) return { store: kept.store, indices };
    }
    // Texts not kept in memory (too many), or a sale built at search time: parsed here.
    return allOf(JSON.parse(encodeJsonWithText(found).toString('utf8')) as unknown[]);
  }
  return allOf(Array.isArray(found) ? (found as unknown[]) : []);
}

function allOf(rows: unknown[]): ArrowRows {
  const store = ArrowRowStore.fromRows(rows as Array<Record<string, unknown>>);
  const indices = new Int32Array(rows.length);
  for (let i = 0; i < indices.length; i++) indices[i] = i;
  return { store, indices };
}

interface KeptSaleColumns {
  store: ArrowRowStore;
  /** Each kept row text's slot in the store, by identity (the search answers with these very buffers). */
  slotOf: Map<Uint8Array, number>;
}

/**
 * Every sale's row as columns, built from the row texts this thread keeps (kept-sale-row-texts.ts)
 * and kept as long as they are: a new data version reads new texts, and these columns go with
 * the old ones. Built once per thread and version, by the warm-up's sales search (warm-up.ts);
 * about as many bytes as the texts (scale 1: 25,000 sales, about 40 MB a thread).
 */
const keptColumns = new WeakMap<ReadonlyMap<number, Uint8Array>, KeptSaleColumns>();
const decoder = new TextDecoder();

async function keptSaleColumns(db: Kysely<Database>): Promise<KeptSaleColumns | null> {
  const texts = await keptSaleRowTexts(db);
  if (texts === null) return null;
  let kept = keptColumns.get(texts);
  if (kept === undefined) {
    // Built in one synchronous run: two searches of this thread never build it twice.
    const parsed = Array.from(texts.values(), (text) => ({
      text,
      row: JSON.parse(decoder.decode(text)) as Pick<SaleRow, 'id' | 'saleDate'> & Record<string, unknown>,
    }));
    // In the searches' order (newest first, findSaleRowTexts): an answer's slots then mostly
    // ascend, so gathering its columns reads each kept column front to back instead of at random.
    parsed.sort((a, b) =>
      a.row.saleDate === b.row.saleDate ? b.row.id - a.row.id : a.row.saleDate < b.row.saleDate ? 1 : -1,
    );
    const slotOf = new Map<Uint8Array, number>();
    parsed.forEach(({ text }, slot) => slotOf.set(text, slot));
    kept = { store: ArrowRowStore.fromRows(parsed.map(({ row }) => row)), slotOf };
    keptColumns.set(texts, kept);
  }
  return kept;
}
