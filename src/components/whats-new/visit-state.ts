import { proxy } from 'valtio';
import {
  isTotalsEntity,
  totalsRowKey,
  totalsRowKeyOf,
  visitRowKey,
  type FieldChange,
  type RecordEntity,
  type VisitDiff,
  type WatchedEntity,
} from '@contract/visits';
import type { CellValue } from '@contract/search';

/** The record id of a row, under the name its API uses (as the map's pins read it). */
const ROW_ID_FIELDS: Readonly<Record<RecordEntity, readonly string[]>> = {
  project: ['id', 'project_id'],
  rental: ['property_id', 'id'],
  sale: ['sale_id', 'id'],
};

/**
 * A table row's key among the changed rows: a record's id, a totals row's place or period
 * (contract/visits.ts totalsRowKey; the rows of a market data table are all of the view's period).
 */
export function rowIdOf(entity: WatchedEntity, values: Readonly<Record<string, CellValue>>): string | null {
  if (isTotalsEntity(entity)) return totalsRowKey(entity, (field) => values[field]);
  for (const field of ROW_ID_FIELDS[entity]) {
    const value = values[field];
    if (value !== null && value !== undefined && value !== '') return String(value);
  }
  return null;
}

interface VisitState {
  /** The diff of the open saved view's visit, by `${savedViewId}:${entity}`. */
  diffs: Record<string, VisitDiff>;
  /** Bumped when a view is saved, so an open page looks for its saved view again. */
  savedViewsVersion: number;
}

export const visitState = proxy<VisitState>({ diffs: {}, savedViewsVersion: 0 });

export const diffKey = (viewId: number, entity: WatchedEntity) => `${viewId}:${entity}`;

export function savedViewsChanged(): void {
  visitState.savedViewsVersion += 1;
}

/** The changed cells of a diff: by row key (visitRowKey), each changed field's change. */
export type ChangedCells = ReadonlyMap<string, ReadonlyMap<string, FieldChange>>;

export function changedCellsOf(diff: VisitDiff | undefined): ChangedCells {
  const cells = new Map<string, Map<string, FieldChange>>();
  for (const row of diff?.changed ?? []) {
    const id = isTotalsEntity(row.entity) ? totalsRowKeyOf(String(row.id)) : row.id;
    cells.set(visitRowKey(row.entity, id), new Map(row.changes.map((change) => [change.key, change])));
  }
  return cells;
}

/**
 * Whether the page's query is a saved view's: the same parameters, the keys in any order. A page that
 * writes its address again (market history adds its quarter range) may write the parameters of
 * the address it was saved from in another order.
 */
export function sameSavedQuery(saved: string, shown: string): boolean {
  const sorted = (query: string) => {
    const params = new URLSearchParams(query);
    params.sort();
    return params.toString();
  };
  return saved === shown || sorted(saved) === sorted(shown);
}
