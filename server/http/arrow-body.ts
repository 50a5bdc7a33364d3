import {
  Column,
  batchType,
  bool,
  columnFromArray,
  columnFromValues,
  dictionary,
  field,
  float64,
  int32,
  list,
  struct,
  tableToIPC,
  utf8,
  Table,
  Version,
  Endianness,
  type DataType,
  type Field,
} from '@uwdata/flechette';
import {
  ARROW_ENVELOPE,
  ARROW_FIRST_BATCH_ROWS,
  ARROW_JSON_FIELD,
  ARROW_ROWS_PATH,
  rowsPathKeys,
} from '@contract/arrow-search';

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
  const fields: Field[] = [];
  const columns: Column<unknown>[] = [];
  const ranges = batchRanges(rows.length);
  for (const [name, kind] of fieldKinds(rows)) {
    const column = columnOf(rows, name, kind, ranges);
    const metadata = new Map(kind === 'json' ? [[ARROW_JSON_FIELD, 'true']] : []);
    fields.push({ ...field(name, column.type), metadata });
    columns.push(column);
  }
  const schema = {
    version: Version.V5,
    endianness: Endianness.Little,
    fields,
    metadata: new Map([
      [ARROW_ENVELOPE, JSON.stringify(withoutRows(envelope, rowsPathKeys(rowsPath)))],
      [ARROW_ROWS_PATH, rowsPath],
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

type FieldKind = 'number' | 'boolean' | 'string' | 'nested' | 'json';

/** Each field's kind, in the order fields first occur; all-null fields are numbers (as the engine reads them). */
function fieldKinds(rows: ReadonlyArray<Readonly<Record<string, unknown>>>): Map<string, FieldKind> {
  const kinds = new Map<string, FieldKind | null>();
  for (const row of rows) {
    for (const name in row) {
      const value = row[name];
      const kind: FieldKind | null =
        value === null || value === undefined
          ? null
          : typeof value === 'number'
            ? 'number'
            : typeof value === 'boolean'
              ? 'boolean'
              : typeof value === 'string'
                ? 'string'
                : typeof value === 'object'
                  ? 'nested'
                  : 'json';
      const known = kinds.get(name);
      if (known === undefined || known === null) kinds.set(name, kind);
      else if (kind !== null && kind !== known) kinds.set(name, 'json');
    }
  }
  const settled = new Map<string, FieldKind>();
  for (const [name, kind] of kinds) settled.set(name, kind ?? 'number');
  return settled;
}

function columnOf(
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
  name: string,
  kind: FieldKind,
  ranges: ReadonlyArray<[number, number]>,
): Column<unknown> {
  switch (kind) {
    case 'number':
      return numberColumn(rows, name, ranges);
    case 'boolean':
      return boolColumn(rows, name, ranges);
    case 'string':
      return stringColumn(rows, name, ranges);
    case 'nested':
      return nestedColumn(rows, name, ranges);
    case 'json':
      return jsonColumn(rows, name, ranges);
  }
}

/** A validity bitmap (bit set = value present) and the null count, over all rows. */
function validityOf(rows: ReadonlyArray<Readonly<Record<string, unknown>>>, name: string) {
  const bits = new Uint8Array(Math.ceil(rows.length / 8));
  let nulls = 0;
  for (let i = 0; i < rows.length; i++) {
    const value = rows[i]![name];
    if (value === null || value === undefined) nulls++;
    else bits[i >> 3]! |= 1 << (i & 7);
  }
  return { bits, nulls };
}

/** Batches over the row ranges of one buffer per row (values) and the validity bitmap. */
function batchesOf<Values extends Float64Array | Int32Array | Uint8Array>(
  type: DataType,
  values: Values,
  validity: { bits: Uint8Array; nulls: number },
  ranges: ReadonlyArray<[number, number]>,
  slice: (values: Values, start: number, end: number) => Values,
) {
  const Batch = batchType(type);
  return ranges.map(([start, end]) => {
    const bits = validity.bits.subarray(start >> 3, (end + 7) >> 3);
    let nullCount = 0;
    if (validity.nulls > 0)
      for (let i = start; i < end; i++) if ((validity.bits[i >> 3]! & (1 << (i & 7))) === 0) nullCount++;
    return new Batch({
      length: end - start,
      nullCount,
      type,
      validity: nullCount > 0 ? bits : new Uint8Array(0),
      values: slice(values, start, end),
    });
  });
}

function numberColumn(
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
  name: string,
  ranges: ReadonlyArray<[number, number]>,
): Column<unknown> {
  const values = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = rows[i]![name];
    values[i] = typeof value === 'number' ? value : NaN;
  }
  const type = float64();
  return new Column(
    batchesOf(type, values, validityOf(rows, name), ranges, (all, start, end) => all.subarray(start, end)),
    type,
  );
}

function boolColumn(
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
  name: string,
  ranges: ReadonlyArray<[number, number]>,
): Column<unknown> {
  const values = new Uint8Array(Math.ceil(rows.length / 8));
  for (let i = 0; i < rows.length; i++) if (rows[i]![name] === true) values[i >> 3]! |= 1 << (i & 7);
  const type = bool();
  // Bit-packed like the validity: each range starts on a byte (ARROW_FIRST_BATCH_ROWS is a multiple of 8).
  return new Column(
    batchesOf(type, values, validityOf(rows, name), ranges, (all, start, end) =>
      all.subarray(start >> 3, (end + 7) >> 3),
    ),
    type,
  );
}

function stringColumn(
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
  name: string,
  ranges: ReadonlyArray<[number, number]>,
): Column<unknown> {
  const codes = new Int32Array(rows.length);
  const entries: string[] = [];
  const codeOf = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) {
    const value = rows[i]![name];
    if (typeof value !== 'string') {
      codes[i] = -1;
      continue;
    }
    let code = codeOf.get(value);
    if (code === undefined) {
      code = entries.length;
      entries.push(value);
      codeOf.set(value, code);
    }
    codes[i] = code;
  }
  const valueType = utf8();
  const entriesColumn = columnFromArray(entries, valueType);
  const type = dictionary(valueType, int32());
  const batches = batchesOf(type, codes, validityOf(rows, name), ranges, (all, start, end) => all.subarray(start, end));
  for (const batch of batches)
    (batch as unknown as { setDictionary(column: Column<unknown>): void }).setDictionary(entriesColumn);
  return new Column(batches, type);
}

/**
 * Lists and objects (a sale's addresses): a list or struct type read from the values, numbers as
 * float64 and texts as plain utf8; a shape it does not cover (mixed kinds, nested deeper) is sent
 * as JSON text. Read by hand: flechette's inference profiles every value and took about 100 ms on
 * the widest sales search's addresses.
 */
function nestedColumn(
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
  name: string,
  ranges: ReadonlyArray<[number, number]>,
): Column<unknown> {
  const shape = new NestedShape();
  for (const row of rows) shape.add(row[name]);
  const type = shape.type();
  if (type === null) return jsonColumn(rows, name, ranges);
  const batches = ranges.flatMap(
    ([start, end]) =>
      columnFromValues((visit) => {
        for (let i = start; i < end; i++) visit(rows[i]![name] ?? null);
      }, type).data,
  );
  return new Column(batches, type);
}

type ShapeKind = 'number' | 'boolean' | 'string' | 'list' | 'struct' | 'mixed';

/** The Arrow type of nested values: scalars, and lists and objects of them, at any depth. */
class NestedShape {
  private kind: ShapeKind | null = null;
  private items: NestedShape | null = null;
  private fields: Map<string, NestedShape> | null = null;

  add(value: unknown): void {
    if (value === null || value === undefined) return;
    const kind: ShapeKind = Array.isArray(value)
      ? 'list'
      : typeof value === 'object'
        ? 'struct'
        : typeof value === 'number'
          ? 'number'
          : typeof value === 'boolean'
            ? 'boolean'
            : typeof value === 'string'
              ? 'string'
              : 'mixed';
    if (this.kind === null) this.kind = kind;
    else if (this.kind !== kind) this.kind = 'mixed';
    if (this.kind === 'list') {
      this.items ??= new NestedShape();
      for (const item of value as unknown[]) this.items.add(item);
    } else if (this.kind === 'struct') {
      this.fields ??= new Map();
      for (const key in value as Record<string, unknown>) {
        let entry = this.fields.get(key);
        if (entry === undefined) this.fields.set(key, (entry = new NestedShape()));
        entry.add((value as Record<string, unknown>)[key]);
      }
    }
  }

  type(): DataType | null {
    switch (this.kind) {
      case null:
      case 'number':
        return float64();
      case 'boolean':
        return bool();
      case 'string':
        return utf8();
      case 'list': {
        const item = (this.items ?? new NestedShape()).type();
        return item === null ? null : list(item);
      }
      case 'struct': {
        const children: Field[] = [];
        for (const [key, entry] of this.fields ?? []) {
          const child = entry.type();
          if (child === null) return null;
          children.push(field(key, child));
        }
        return struct(children);
      }
      case 'mixed':
        return null;
    }
  }
}

/** A field whose values mix kinds: each value's JSON text. */
function jsonColumn(
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
  name: string,
  ranges: ReadonlyArray<[number, number]>,
): Column<unknown> {
  const type = utf8();
  const batches = ranges.flatMap(
    ([start, end]) =>
      columnFromValues(
        (visit) =>
          rows.slice(start, end).forEach((row) => {
            const value = row[name];
            visit(value === null || value === undefined ? null : JSON.stringify(value));
          }),
        type,
      ).data,
  );
  return new Column(batches, type);
}
