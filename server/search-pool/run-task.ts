import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { rowsAt } from '../http/arrow-body';
import type { GroupRows } from '../http/arrow-groups';
import { arrowRowsOf } from './arrow-rows';
import { buildArrowBody, buildArrowGroupsBody, buildBody, type BodyHead } from './built-body';
import type { SearchOutcome, SearchTask } from './search-task';
import { SEARCH_ROWS, runSearch } from './searches';

/**
 * One search, from parameters to encoded bytes: the same code on a search thread and in the
 * request thread (SEARCH_THREADS=0, and the tests that compare both paths). `onHead` gets the
 * first bytes of an Arrow answer sent in parts (buildArrowBody) before the rest is encoded.
 */
export async function runTask(
  db: Kysely<Database>,
  task: SearchTask,
  onHead?: (head: BodyHead) => void,
): Promise<SearchOutcome> {
  try {
    // The request thread validated the parameters against this search's schema.
    const response = await runSearch(db, task.name, task.params as never);
    const rows = SEARCH_ROWS[task.name];
    if (task.format !== 'arrow') return { ok: true, ...buildBody(response, task.encoding) };
    if (typeof rows === 'string')
      return {
        ok: true,
        ...(await buildArrowBody(response, rows, await arrowRowsOf(db, rowsAt(response, rows)), task.encoding, onHead)),
      };
    // A grouped answer: each group's rows (the answer is an object of groups, SEARCH_ROWS).
    const groups = response as Record<string, unknown>;
    const rowsOf = new Map<string, GroupRows>();
    for (const [key, group] of Object.entries(groups))
      rowsOf.set(key, await arrowRowsOf(db, rowsAt(group, rows.eachGroup)));
    return { ok: true, ...buildArrowGroupsBody(groups, rows.eachGroup, rowsOf, task.encoding) };
  } catch (error) {
    // An HttpError does not survive the trip between threads as a class; its status and message do.
    if (error instanceof HttpError) return { ok: false, statusCode: error.statusCode, message: error.message };
    throw error;
  }
}
