import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { dataVersionReader } from '../../http/data-version';

/**
 * Every sale's stored row text, held in memory by the connection that reads them (each search
 * thread has its own) for the data version it was read under (data-version.ts: a new seed or
 * migration reads them again within seconds, as the search cache is dropped). Finding the
 * widest search's 10,000 blobs by id in SQLite took about 45 ms of its ~230 ms of CPU; from
 * memory it is a lookup (README "The server under load"). Data kept below the search cache:
 * every search still runs its query, orders, caps and encodes its body. Read all at once on the
 * first search, so the memory stays flat from then on.
 */

/** Above this many bytes of row texts (a scale-5 database, per thread) searches read them from the database. */
const KEPT_BYTES_LIMIT = 256 * 1024 * 1024;

interface Kept {
  version: string;
  /** null: too many bytes to keep. */
  texts: ReadonlyMap<number, Uint8Array> | null;
}

interface ConnectionMemory {
  readVersion: () => Promise<string>;
  kept: Promise<Kept> | null;
}

const memories = new WeakMap<Kysely<Database>, ConnectionMemory>();

/** Every sale's row text by sale id, or null when they are too many to keep in memory. */
export async function keptSaleRowTexts(db: Kysely<Database>): Promise<ReadonlyMap<number, Uint8Array> | null> {
  let memory = memories.get(db);
  if (!memory) {
    memory = { readVersion: dataVersionReader(db), kept: null };
    memories.set(db, memory);
  }
  const version = await memory.readVersion();
  const current = memory.kept ? await memory.kept : null;
  if (current?.version === version) return current.texts;
  const reading = readAll(db, version);
  const owner = memory;
  owner.kept = reading;
  // A failed read is not kept: the next search tries again.
  reading.catch(() => {
    if (owner.kept === reading) owner.kept = null;
  });
  return (await reading).texts;
}

async function readAll(db: Kysely<Database>, version: string): Promise<Kept> {
  const size = await db
    .selectFrom('sale_row_texts')
    .select((eb) => eb.fn.sum<number | string | null>(eb.fn('length', ['json'])).as('bytes'))
    .executeTakeFirstOrThrow();
  if (Number(size.bytes ?? 0) > KEPT_BYTES_LIMIT) return { version, texts: null };
  const rows = await db.selectFrom('sale_row_texts').select(['sale_id', 'json']).execute();
  return { version, texts: new Map(rows.map((row) => [row.sale_id, row.json])) };
}
