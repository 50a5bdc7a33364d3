import type { Kysely } from 'kysely';
import type { LinkName } from '@contract/session';
import {
  isTotalsEntity,
  type RecordEntity,
  type TotalsEntity,
  type VisitDiff,
  type WatchedEntity,
} from '@contract/visits';
import type { Database } from '../../db/database';
import {
  savedViewOptions,
  savedViewRecordIds,
  savedViewTotals,
  type SavedViewTotals,
  type StoredView,
} from './saved-view-rows';
import {
  columnFields,
  diffSnapshots,
  parseSnapshot,
  recordFields,
  snapshotOf,
  type Snapshot,
  type WatchedField,
} from './visit-diff';
import { watchPeriodOf, type WatchPeriod } from './watch-period';
import { loadWatchedRecords } from './watched-records';

/** A visit as stored (table `visits`). */
export interface StoredVisit {
  id: number;
  target_id: number;
  entity: string;
  visited_at: number | string;
  snapshot: string;
  last_version: number;
}

export const iso = (time: number | string) => new Date(Number(time)).toISOString();

/** The diff from a stored visit to the snapshot `after` of the rows now, with their names now. */
function diffFrom(
  entity: WatchedEntity,
  fields: readonly WatchedField[],
  previous: StoredVisit | undefined,
  after: Snapshot,
  names: ReadonlyMap<string, string>,
): VisitDiff {
  if (previous === undefined) return { lastVisitAt: null, added: [], removed: [], changed: [] };
  const before = parseSnapshot(previous.snapshot);
  return { lastVisitAt: iso(previous.visited_at), ...diffSnapshots({ entity, fields, before, after, names }) };
}

/** The diff from a stored visit to the records `ids` as the data holds them now, and the snapshot to store. */
export async function recordVisitDiff(
  db: Kysely<Database>,
  entity: RecordEntity,
  previous: StoredVisit | undefined,
  ids: readonly number[],
  period: WatchPeriod | null = null,
) {
  const before = previous === undefined ? {} : parseSnapshot(previous.snapshot);
  const everyId = new Set([...ids, ...Object.keys(before).map(Number)]);
  const records = await loadWatchedRecords(db, entity, [...everyId], period);
  const after = snapshotOf(ids, records);
  const names = new Map([...records].map(([id, record]) => [String(id), record.name]));
  return { diff: diffFrom(entity, recordFields(entity), previous, after, names), after };
}

/**
 * The diff from a stored visit of a totals view to its rows now (its search run on the server,
 * null when the page would show none), and the snapshot to store.
 */
export function totalsVisitDiff(entity: TotalsEntity, previous: StoredVisit | undefined, now: SavedViewTotals | null) {
  const records = now?.records ?? new Map();
  const after = snapshotOf([...records.keys()], records);
  const names = new Map([...records].map(([id, record]) => [id, record.name]));
  return { diff: diffFrom(entity, columnFields(now?.columns ?? []), previous, after, names), after };
}

export function projectVersions(db: Kysely<Database>, projectId: number) {
  return db
    .selectFrom('project_versions')
    .select(['version', 'updated_on'])
    .where('project_id', '=', projectId)
    .orderBy('version')
    .execute();
}

/**
 * What moved in a stored visit of records, and the newest update-history date of its changed
 * projects (and, tracked, the project's versions added since): the rows now are `ids` (a saved
 * view's search run now), else the visit's own records, so only changed and gone records count.
 */
export async function recordChanges(
  db: Kysely<Database>,
  visit: StoredVisit,
  tracked: boolean,
  period: WatchPeriod | null,
  ids: readonly number[] | null = null,
) {
  const entity = visit.entity as RecordEntity;
  const before = parseSnapshot(visit.snapshot);
  const { diff } = await recordVisitDiff(db, entity, visit, ids ?? Object.keys(before).map(Number), period);
  let changedOn: string | null = null;
  let newVersions = 0;
  if (entity === 'project') {
    for (const row of diff.changed) {
      const versions = await projectVersions(db, Number(row.id));
      changedOn = versions.reduce<string | null>(
        (newest, v) => (newest === null || v.updated_on > newest ? v.updated_on : newest),
        changedOn,
      );
    }
  }
  if (tracked && entity === 'project') {
    const versions = await projectVersions(db, visit.target_id);
    const added = versions.filter((v) => v.version > visit.last_version);
    newVersions = added.length;
    for (const v of added) if (changedOn === null || v.updated_on > changedOn) changedOn = v.updated_on;
  }
  return { diff, changedOn, newVersions };
}

/** The saved views' visits of one account What's new compares, each with its view's page and query. */
export interface SavedViewChangesTask {
  visits: ReadonlyArray<StoredVisit & StoredView>;
  /** The account's sections (they decide the Map Search groups a view's search answers). */
  links: readonly LinkName[];
}

/** What moved in a saved view's visit: counts of rows, and the newest update-history date of its changed projects. */
export interface SavedViewChanges {
  added: number;
  changed: number;
  removed: number;
  changedOn: string | null;
}

/**
 * What moved in each saved view's visit of a task (null: not compared, a totals view whose search
 * the page would not run now): each view's rows now by its own search (./saved-view-rows.ts; a
 * view of records whose search cannot say is compared on its snapshot's own records), diffed with
 * its snapshot. Run on a search thread (server/search-pool/search-thread.ts) as the API's
 * searches are, so What's new leaves the request thread only the visits' list; the views share
 * one set of options and datasets (views that differ only in their client filters run one search).
 */
export async function savedViewChanges(
  db: Kysely<Database>,
  task: SavedViewChangesTask,
): Promise<Array<SavedViewChanges | null>> {
  const options = savedViewOptions(db, task.links);
  const answers: Array<SavedViewChanges | null> = [];
  for (const visit of task.visits) {
    const entity = visit.entity as WatchedEntity;
    let diff: VisitDiff;
    let changedOn: string | null = null;
    if (isTotalsEntity(entity)) {
      const now = await savedViewTotals(db, visit, entity, options);
      if (now === null) {
        answers.push(null);
        continue;
      }
      diff = totalsVisitDiff(entity, visit, now).diff;
    } else {
      const now = await savedViewRecordIds(db, visit, entity, options);
      const ids = now === null ? null : [...now].sort((a, b) => a - b);
      ({ diff, changedOn } = await recordChanges(db, visit, false, watchPeriodOf(entity, visit.query), ids));
    }
    answers.push({ added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, changedOn });
  }
  return answers;
}

/** A totals view whose rows a visit reads (contract/visits.ts TOTALS_ENTITIES). */
export interface SavedViewTotalsTask {
  view: StoredView & { entity: TotalsEntity };
  /** The account's sections. */
  links: readonly LinkName[];
}

/**
 * A totals view's rows now, by its own search (savedViewTotals, ./saved-view-rows.ts), on a search
 * thread as the API's searches are; the answer (its records' Map included) is structured-cloned back.
 */
export function savedViewTotalsNow(db: Kysely<Database>, task: SavedViewTotalsTask): Promise<SavedViewTotals | null> {
  return savedViewTotals(db, task.view, task.view.entity, savedViewOptions(db, task.links));
}
