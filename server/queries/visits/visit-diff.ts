import { standingLabel } from '@contract/product-facts';
import {
  STANDING_CHANGE_LABEL,
  WATCHED_FIELDS,
  type ChangedRow,
  type FieldChange,
  type VisitDiff,
  type VisitRow,
  type WatchedEntity,
} from '@contract/visits';
import { labelledValue, type Field } from '../../columns/measures';
import type { WatchedRecord, WatchedValue } from './watched-records';

/**
 * A snapshot as stored: each record's WATCHED_FIELDS values by its id, then its name, so a row
 * whose record is gone from the data is still named by what it was (snapshots stored before the
 * name was kept have none: their gone rows read `#id`).
 */
export type Snapshot = Record<string, WatchedValue[]>;

export function snapshotOf(ids: readonly number[], records: ReadonlyMap<number, WatchedRecord>): Snapshot {
  const snapshot: Snapshot = {};
  for (const id of ids) {
    const record = records.get(id);
    // A record the data does not hold is no row of the view.
    if (record !== undefined) snapshot[id] = [...record.values, record.name];
  }
  return snapshot;
}

/** A stored snapshot read back; anything else (never written by this server) reads as empty. */
export function parseSnapshot(text: string): Snapshot {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Snapshot;
  } catch {
    // Falls through: an unreadable snapshot compares as a first visit.
  }
  return {};
}

/** A watched field's change, labelled and formatted as the catalogue declares the field. */
function fieldChange(field: string, before: WatchedValue, after: WatchedValue): FieldChange {
  if (field === 'standing') {
    const text = (value: WatchedValue) => (typeof value === 'string' ? standingLabel(value) : value);
    return { key: field, label: STANDING_CHANGE_LABEL, format: 'text', value: text(after), before: text(before) };
  }
  return { ...labelledValue(field as Field, after), before };
}

export interface DiffInput {
  entity: WatchedEntity;
  before: Snapshot;
  after: Snapshot;
  /** Names of the records of both snapshots that the data still holds. */
  names: ReadonlyMap<number, string>;
}

/**
 * The rows new to `after`, gone from `before`, and the watched fields that moved in rows of both
 * (old and new value), each list in id order.
 */
export function diffSnapshots({ entity, before, after, names }: DiffInput): Omit<VisitDiff, 'lastVisitAt'> {
  const fields = WATCHED_FIELDS[entity];
  const storedName = (id: string) => {
    const name = before[id]?.[fields.length];
    return typeof name === 'string' ? name : undefined;
  };
  const row = (id: string): VisitRow => ({
    entity,
    id: Number(id),
    name: names.get(Number(id)) ?? storedName(id) ?? `#${id}`,
  });
  const byId = (a: VisitRow, b: VisitRow) => a.id - b.id;
  const added: VisitRow[] = [];
  const removed: VisitRow[] = [];
  const changed: ChangedRow[] = [];
  for (const id of Object.keys(after)) {
    const old = before[id];
    if (old === undefined) {
      added.push(row(id));
      continue;
    }
    const now = after[id]!;
    const changes = fields.flatMap((field, index) =>
      (old[index] ?? null) === (now[index] ?? null) ? [] : [fieldChange(field, old[index] ?? null, now[index] ?? null)],
    );
    if (changes.length > 0) changed.push({ ...row(id), changes });
  }
  for (const id of Object.keys(before)) if (after[id] === undefined) removed.push(row(id));
  return { added: added.sort(byId), removed: removed.sort(byId), changed: changed.sort(byId) };
}
