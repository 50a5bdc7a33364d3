import { Table, Version, Endianness, field, tableToIPC, type Field } from '@uwdata/flechette';
import { ARROW_ENVELOPE, ARROW_FIRST_BATCH_ROWS, ARROW_ROWS_PATH, rowsPathKeys } from '@contract/arrow-search';
import { IpcMessageSplitter } from '@contract/arrow-ipc-messages';
import { ArrowArena, ArrowRowStore, gatherColumns } from './arrow-columns';

/** flechette's byte consumer (its class is not exported). */
type IpcSink = NonNullable<NonNullable<Parameters<typeof tableToIPC>[1]>['sink']>;

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

/**
 * Where a thread writes its Arrow streams, one at a time: one buffer grown as needed and written
 * again by the next stream, so an answer allocates no 5 MB stream (each large
 * allocation made V8 collect the thread's heap: about a third of the answer's CPU went to the
 * garbage collector's threads).
 */
export class ArrowScratch {
  /** The buffers of the columns, written into the stream (arrow-columns.ts). */
  readonly arena = new ArrowArena();
  private buffer = new Uint8Array(0);
  private size = 0;

  write(bytes: Uint8Array): void {
    this.reserve(bytes.byteLength);
    this.buffer.set(bytes, this.size);
    this.size += bytes.byteLength;
  }

  pad(byteCount: number): void {
    this.write(new Uint8Array(byteCount));
  }

  /** The stream written since the last call: a view valid until this scratch is written again. */
  finish(): Uint8Array {
    const written = this.buffer.subarray(0, this.size);
    this.size = 0;
    return written;
  }

  private reserve(byteCount: number): void {
    if (this.size + byteCount <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.size + byteCount, Math.ceil(this.buffer.length * 1.5), 1 << 16));
    grown.set(this.buffer.subarray(0, this.size));
    this.buffer = grown;
  }
}

/**
 * The same for rows kept in a store (arrow-columns.ts), given by their index in it, in answer
 * order, as one buffer. With a scratch it is a view valid until the scratch's next use.
 */
export function encodeArrowRows(
  envelope: unknown,
  rowsPath: string,
  store: ArrowRowStore,
  indices: Int32Array,
  scratch?: ArrowScratch,
  /** More schema metadata (a grouped answer's group key, arrow-groups.ts). */
  schemaMetadata: ReadonlyArray<[string, string]> = [],
): Uint8Array {
  const { parts } = encodeArrowParts(envelope, rowsPath, store, indices, scratch, schemaMetadata);
  return joinParts(parts);
}

/**
 * An Arrow stream as its pieces in stream order: `parts` laid end to end are the stream, and the
 * first `headParts` of them are its head: the schema, the first dictionary batch of each
 * dictionary (the entries the first record batch uses) and that first batch. The rest is each
 * dictionary's delta, the other record batch and the end-of-stream marker
 * (contract/arrow-search.ts), so a server can send the head before it compresses the rest.
 */
export interface ArrowParts {
  parts: Uint8Array[];
  headParts: number;
}

/** A search answer's stream (encodeArrowRows) as its head and rest (ArrowParts); views into the scratch when given one. */
export function encodeArrowParts(
  envelope: unknown,
  rowsPath: string,
  store: ArrowRowStore,
  indices: Int32Array,
  scratch?: ArrowScratch,
  schemaMetadata: ReadonlyArray<[string, string]> = [],
): ArrowParts {
  const fields: Field[] = [];
  const ranges = batchRanges(indices.length);
  const columns = gatherColumns(store, indices, ranges, scratch?.arena ?? null).map(
    ({ field: kept, column, metadata }) => {
      fields.push({ ...field(kept.name, column.type), metadata });
      return column;
    },
  );
  const schema = {
    version: Version.V5,
    endianness: Endianness.Little,
    fields,
    metadata: new Map([
      [ARROW_ENVELOPE, JSON.stringify(withoutRows(envelope, rowsPathKeys(rowsPath)))],
      [ARROW_ROWS_PATH, rowsPath],
      ...schemaMetadata,
    ]),
  };
  // The scratch has what flechette's Sink has (write, pad, finish).
  const options = { format: 'stream' as const, ...(scratch ? { sink: scratch as unknown as IpcSink } : {}) };
  return inStreamOrder(tableToIPC(new Table(schema, columns), options)!, ranges.length);
}

/**
 * flechette writes every dictionary batch before the first record batch, each dictionary's
 * batches together (one per range, arrow-columns.ts): they are put back where they belong, a
 * range's dictionary batches just before its record batch, so the first record batch needs only
 * what comes before it. A dictionary of k batches has its k-th before the k-th record batch.
 */
function inStreamOrder(stream: Uint8Array, batchCount: number): ArrowParts {
  const splitter = new IpcMessageSplitter();
  const messages = splitter.push(stream);
  if (!splitter.ended) throw new Error('Arrow stream without its end-of-stream marker');
  const part = (message: { start: number; end: number }) => stream.subarray(message.start, message.end);
  const schema = messages.filter((message) => message.kind === 'schema');
  const dictionaries = messages.filter((message) => message.kind === 'dictionary');
  const records = messages.filter((message) => message.kind === 'recordBatch');
  if (dictionaries.length % batchCount !== 0 || (records.length !== batchCount && records.length !== 0))
    throw new Error('Arrow stream whose dictionaries do not have one batch per record batch');
  const parts = schema.map(part);
  let headParts = parts.length;
  for (let batch = 0; batch < Math.max(1, records.length); batch++) {
    dictionaries.forEach((message, index) => {
      if (index % batchCount === batch) parts.push(part(message));
    });
    const record = records[batch];
    if (record !== undefined) parts.push(part(record));
    if (batch === 0) headParts = parts.length;
  }
  const last = messages.at(-1);
  parts.push(stream.subarray(last === undefined ? 0 : last.end, splitter.consumed));
  return { parts, headParts };
}

/** Pieces laid end to end in one new buffer (one piece is returned as it is). */
export function joinParts(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const bytes = new Uint8Array(parts.reduce((total, piece) => total + piece.byteLength, 0));
  let offset = 0;
  for (const piece of parts) {
    bytes.set(piece, offset);
    offset += piece.byteLength;
  }
  return bytes;
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
