import { Table, Version, Endianness, field, tableToIPC, type Field } from '@uwdata/flechette';
import {
  ARROW_ENVELOPE,
  ARROW_FIRST_BATCH_ROWS,
  ARROW_JSON_FIELD,
  ARROW_ROWS_PATH,
  rowsPathKeys,
} from '@contract/arrow-search';
import { ArrowRowStore, gatherColumns } from './arrow-columns';

/**
 * A search answer as Arrow IPC stream bytes, laid out as contract/arrow-search.ts says: one column
 * per row field, the rest of the answer as schema metadata. Pure (no Node APIs), so the engine's
 * browser tests build their Arrow answers with the server's own encoder.
 */
export function encodeArrowSearch(
  envelope: unknown,
  rowsPath: string,
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
): Uint8Array {
  return encodeArrowRows(
    envelope,
    rowsPath,
    ArrowRowStore.fromRows(rows),
    Int32Array.from(rows, (_, i) => i),
  );
}

/** The same for rows kept in a store (arrow-columns.ts), given by their index in it, in answer order. */
export function encodeArrowRows(
  envelope: unknown,
  rowsPath: string,
  store: ArrowRowStore,
  indices: Int32Array,
  /** More schema metadata (a grouped answer's group key, arrow-groups.ts). */
  metadata: ReadonlyArray<[string, string]> = [],
): Uint8Array {
  const fields: Field[] = [];
  const columns = gatherColumns(store, indices, batchRanges(indices.length)).map(({ field: kept, column }) => {
    const metadata = new Map(kept.json ? [[ARROW_JSON_FIELD, 'true']] : []);
    fields.push({ ...field(kept.name, column.type), metadata });
    return column;
  });
  const schema = {
    version: Version.V5,
    endianness: Endianness.Little,
    fields,
    metadata: new Map([
      [ARROW_ENVELOPE, JSON.stringify(withoutRows(envelope, rowsPathKeys(rowsPath)))],
      [ARROW_ROWS_PATH, rowsPath],
      ...metadata,
    ]),
  };
  return tableToIPC(new Table(schema, columns), { format: 'stream' })!;
}

/** The rows of an answer at a rows path (undefined when the answer holds none there). */
export function rowsAt(answer: unknown, rowsPath: string): unknown {
  let value = answer;
  for (const key of rowsPathKeys(rowsPath)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The answer with an empty list in place of its rows (copies along the path only). */
function withoutRows(value: unknown, keys: readonly string[]): unknown {
  if (keys.length === 0) return [];
  const [key, ...rest] = keys as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = value.slice();
    copy[Number(key)] = withoutRows(value[Number(key)], rest);
    return copy;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [key]: withoutRows(record[key], rest) };
}

/** The first batch is a screen of rows, the rest one batch: [start, end) of each. */
function batchRanges(rowCount: number): Array<[number, number]> {
  if (rowCount <= ARROW_FIRST_BATCH_ROWS) return [[0, rowCount]];
  return [
    [0, ARROW_FIRST_BATCH_ROWS],
    [ARROW_FIRST_BATCH_ROWS, rowCount],
  ];
}
