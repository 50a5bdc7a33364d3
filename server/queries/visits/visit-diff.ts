import type { ColumnDefinition } from '@contract/columns';
import { standingLabel } from '@contract/product-facts';
import {
  STANDING_CHANGE_LABEL,
  WATCHED_FIELDS,
  type ChangedRow,
  type FieldChange,
  type RecordEntity,
  type VisitDiff,
  type VisitRow,
  type WatchedEntity,
} from '@contract/visits';
import { columnValue, labelledValue, type Field } from '../../columns/measures';
import type { WatchedRecord, WatchedValue } from './watched-records';

/**
 * A snapshot as stored: each record's watched values by its id (a totals row's record id,
 * contract/visits.ts totalsRecordId), then its name, so a row whose record is gone from the data
 * is still named by what it was (snapshots stored before the name was kept have none: their gone
 * rows read `#id`).
 */
export type Snapshot = Record<string, WatchedValue[]>;

export function snapshotOf(
  ids: ReadonlyArray<number | string>,
  records: ReadonlyMap<number | string, WatchedRecord>,
): Snapshot {
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

/** A watched field: its key and its change labelled and formatted as the catalogue declares it. */
export interface WatchedField {
  key: string;
  change: (before: WatchedValue, after: WatchedValue) => FieldChange;
}

/** A record's watched fields (WATCHED_FIELDS): the standing by its filter's label, the rest by the catalogue. */
export function recordFields(entity: RecordEntity): WatchedField[] {
  return WATCHED_FIELDS[entity].map((key) => ({
    key,
    change:
      key === 'standing'
        ? (before, after) => {
            const text = (value: WatchedValue) => (typeof value === 'string' ? standingLabel(value) : value);
            return { key, label: STANDING_CHANGE_LABEL, format: 'text', value: text(after), before: text(before) };
          }
        : (before, after) => ({ ...labelledValue(key as Field, after), before }),
  }));
}

/** A totals view's watched figures, labelled and formatted as its table's columns (server/queries/visits/totals-records.ts). */
export function columnFields(columns: readonly ColumnDefinition[]): WatchedField[] {
  return columns.map((column) => ({
    key: column.key,
    change: (before, after) => ({ ...columnValue(column, after), before }),
  }));
}

export interface DiffInput {
  entity: WatchedEntity;
  /** The watched fields, in the snapshots' order. */
  fields: readonly WatchedField[];
  before: Snapshot;
  after: Snapshot;
  /** Names of the records of both snapshots that the data still holds. */
  names: ReadonlyMap<string, string>;
}

/** A snapshot key as the row's id: a record's number, a totals row's record id as it is. */
const idOfKey = (key: string): number | string => (/^\d+$/.test(key) ? Number(key) : key);

function byId(a: VisitRow, b: VisitRow): number {
  if (typeof a.id === 'number' && typeof b.id === 'number') return a.id - b.id;
  return String(a.id).localeCompare(String(b.id));
}

/**
 * The rows new to `after`, gone from `before`, and the watched fields that moved in rows of both
 * (old and new value), each list in id order.
 */
export function diffSnapshots({ entity, fields, before, after, names }: DiffInput): Omit<VisitDiff, 'lastVisitAt'> {
  // The name follows the values (a snapshot of a view whose fields are not known now, fields [], still names its rows).
  const storedName = (id: string) => {
    const stored = before[id];
    const name = stored !== undefined && stored.length > fields.length ? stored.at(-1) : undefined;
    return typeof name === 'string' ? name : undefined;
  };
  const row = (id: string): VisitRow => ({
    entity,
    id: idOfKey(id),
    name: names.get(id) ?? storedName(id) ?? `#${id}`,
  });
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
      (old[index] ?? null) === (now[index] ?? null) ? [] : [field.change(old[index] ?? null, now[index] ?? null)],
    );
    if (changes.length > 0) changed.push({ ...row(id), changes });
  }
  for (const id of Object.keys(before)) if (after[id] === undefined) removed.push(row(id));
  return { added: added.sort(byId), removed: removed.sort(byId), changed: changed.sort(byId) };
}
