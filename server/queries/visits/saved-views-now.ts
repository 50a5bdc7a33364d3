import type { Kysely } from 'kysely';
import type { LinkName } from '@contract/session';
import { isTotalsEntity, type WatchedEntity } from '@contract/visits';
import type { Database } from '../../db/database';
import {
  savedViewOptions,
  savedViewRecordIds,
  savedViewTotals,
  type SavedViewTotals,
  type StoredView,
} from './saved-view-rows';

/** The saved views of one account whose rows What's new asks for, each of one entity. */
export interface SavedViewsTask {
  views: ReadonlyArray<StoredView & { entity: WatchedEntity }>;
  /** The account's sections (they decide the Map Search groups a view's search answers). */
  links: readonly LinkName[];
}

/**
 * A saved view's rows now, in the task's order: a view of records, their ids (ascending); a
 * totals view, its rows' watched figures. Null as savedViewRecordIds and savedViewTotals answer.
 */
export type SavedViewNow = { ids: number[] | null } | { totals: SavedViewTotals | null };

/**
 * The rows each saved view of a task shows now, by its own search (./saved-view-rows.ts): run on
 * a search thread (server/search-pool/search-thread.ts) as the API's searches are, so What's new
 * leaves the request thread only the diffs. The views share one set of options and datasets:
 * views that differ only in their client filters run one search. The answer is structured-cloned
 * back (plain arrays and objects, and the totals' Map).
 */
export async function savedViewsNow(db: Kysely<Database>, task: SavedViewsTask): Promise<SavedViewNow[]> {
  const options = savedViewOptions(db, task.links);
  const answers: SavedViewNow[] = [];
  for (const view of task.views) {
    if (isTotalsEntity(view.entity)) {
      answers.push({ totals: await savedViewTotals(db, view, view.entity, options) });
      continue;
    }
    const ids = await savedViewRecordIds(db, view, view.entity, options);
    answers.push({ ids: ids === null ? null : [...ids].sort((a, b) => a - b) });
  }
  return answers;
}
