import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { rowsAt } from '../http/arrow-body';
import { arrowRowsOf } from './arrow-rows';
import { buildArrowBody, buildBody } from './built-body';
import type { SearchOutcome, SearchTask } from './search-task';
import { SEARCH_ROWS, runSearch } from './searches';

/**
 * One search, from parameters to encoded bytes: the same code on a search thread and in the
 * request thread (SEARCH_THREADS=0, and the tests that compare both paths).
 */
export async function runTask(db: Kysely<Database>, task: SearchTask): Promise<SearchOutcome> {
  try {
    // The request thread validated the parameters against this search's schema.
    const response = await runSearch(db, task.name, task.params as never);
    const rowsPath = SEARCH_ROWS[task.name];
    const built =
      task.format === 'arrow' && rowsPath !== null
        ? buildArrowBody(response, rowsPath, await arrowRowsOf(db, rowsAt(response, rowsPath)), task.encoding)
        : buildBody(response, task.encoding);
    return { ok: true, ...built };
  } catch (error) {
    // An HttpError does not survive the trip between threads as a class; its status and message do.
    if (error instanceof HttpError) return { ok: false, statusCode: error.statusCode, message: error.message };
    throw error;
  }
}
