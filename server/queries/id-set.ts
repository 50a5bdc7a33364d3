import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { dialectOf } from '../db/connection';

/**
 * `column in (ids)` with the whole list as ONE bound parameter: a polygon can hold tens of
 * thousands of sales, more than SQLite's or PostgreSQL's limit of bound parameters per statement.
 */
export function inIdSet<DB>(db: Kysely<DB>, column: string, ids: readonly number[]): Expression<SqlBool> {
  return dialectOf(db) === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} = any(${ids.slice()}::int[])`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}
