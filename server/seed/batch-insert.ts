import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * Stays under SQLite's 32,766 bound parameters per statement (PostgreSQL allows 65,535) with a
 * margin, whatever the table's width.
 */
const MAX_PARAMETERS = 30_000;

export async function insertInChunks<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first).length;
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += chunkSize) {
    // Kysely cannot relate a generic table name to its row type; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + chunkSize) as never)
      .execute();
  }
  return rows.length;
}
