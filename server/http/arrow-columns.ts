import {
  Column,
  batchType,
  bool,
  decimal32,
  dictionary,
  field,
  float64,
  int,
  list,
  struct,
  utf8,
  type Batch,
  type DataType,
  type DictionaryType,
} from '@uwdata/flechette';
import {
  ARROW_FROM_ROW,
  ARROW_FROM_ROW_MASK,
  ARROW_JSON_FIELD,
  ARROW_LINES_FIELD,
  ARROW_LINE_SEPARATOR,
} from '@contract/arrow-search';
import { TextDictionary } from '@contract/text-dictionary';

/**
 * Rows kept by column for Arrow answers (contract/arrow-search.ts): built once from row objects,
 * then any list of its rows is gathered into Arrow batches by index. Numbers are copied, texts are
 * byte ranges of one UTF-8 buffer of distinct values: an answer neither parses, builds nor hashes
 * a string. A search thread keeps one for every sale (search-pool/arrow-rows.ts), so the
 * widest sales search gathers 10,000 of them instead of parsing 18 MB of row texts; other searches
 * build one from their rows and gather them all.
 *
 * Encodings, per column (sizes on the wire, README "Performance"):
 * - numbers: the narrowest of int8, int16 and int32 that holds every value when they are all
 *   integers (counts and ids take one or two bytes a row), else decimal32 when every value is
 *   exactly a decimal of at most 9 digits (prices per unit, coordinates: 41446 / 100 gives the
 *   same double as parsing "414.46", so the engine reads exactly the JSON's number), else float64
 *   with NaN in the null slots;
 * - texts: a dictionary (indices of the narrowest of int8, int16 and int32 that counts the
 *   answer's entries, -1 in the null slots) when an answer has at most
 *   DICTIONARY_SHARE distinct values per value, else plain utf8 (file numbers, PINs, parties);
 *   texts inside lists and objects are plain;
 * - texts of several lines whose lines repeat (a party's text: its name, its signing officer, a
 *   note): a list of their lines, dictionary-encoded, the dictionary shared with the text field
 *   most of whose values are among the row's lines (the party's name): ARROW_LINES_FIELD;
 * - a list of objects (a sale's addresses): a child whose values mostly equal one top-level
 *   field's value of the item's row (the address's city and coordinates are the sale's own) is
 *   null where it does, those items' bits set in a mask child: ARROW_FROM_ROW;
 * - a top-level field with no value in the answer: float64 of NaN (as the engine reads an
 *   all-null JSON field).
 */

/** An answer's texts are dictionary-encoded when distinct values are at most this share of its values. */
export const DICTIONARY_SHARE = 0.75;

type NumberEncoding = { type: 'int'; bits: IntBits } | { type: 'decimal32'; scale: number } | { type: 'float64' };

/** Widths of the signed integers a column's values or a dictionary's indices are sent in. */
type IntBits = 8 | 16 | 32;
type IntArray = Int8Array | Int16Array | Int32Array;

/** A zeroed integer array of that width (take). */
function takeInt(bits: IntBits, length: number): IntArray {
  return bits === 8 ? take(Int8Array, length) : bits === 16 ? take(Int16Array, length) : take(Int32Array, length);
}

/**
 * The narrowest signed integer holding every value in [min, max]: fewer bytes to compress, which
 * is most of an answer's CPU (brotli's time grows with its input; server/search-pool/built-body.ts).
 */
function intBits(min: number, max: number): IntBits {
  if (min >= -128 && max <= 127) return 8;
  if (min >= -32_768 && max <= 32_767) return 16;
  return 32;
}

/** Dictionary codes (-1 = null) in the width that counts `entries`: the array itself when that is int32. */
function narrowCodes(codes: Int32Array, entries: number): IntArray {
  const bits = intBits(-1, entries - 1);
  if (bits === 32) return codes;
  const narrow = takeInt(bits, codes.length);
  narrow.set(codes);
  return narrow;
}

type Kept =
  /** NaN = null (JSON has no NaN); `scaled` holds the integer or decimal32 values (units). */
  | { kind: 'number'; values: Float64Array; encoding: NumberEncoding; scaled: Int32Array | null }
  /** 0 false, 1 true, 2 null. */
  | { kind: 'boolean'; values: Uint8Array }
  /** Code per row into the distinct values of its table (-1 = null); `present` counts the values. */
  | { kind: 'text'; codes: Int32Array; table: TextTable; present: number }
  /**
   * A text as its lines: each row's line codes are slots starts[row]..starts[row + 1]; present 0 =
   * null; a line that is the row's value of the field `fromRow` (which fills the same table) is -1.
   */
  | {
      kind: 'lines';
      starts: Int32Array;
      present: Uint8Array;
      codes: Int32Array;
      table: TextTable;
      fromRow: string | null;
    }
  /** Each row's items are item slots starts[row]..starts[row + 1]; present 0 = null. */
  | { kind: 'list'; starts: Int32Array; present: Uint8Array; item: Kept }
  | { kind: 'struct'; present: Uint8Array; fields: KeptChild[] };

/** A struct's child; `fromRow` names the top-level field whose row value it takes where it is null (ARROW_FROM_ROW). */
interface KeptChild {
  name: string;
  column: Kept;
  fromRow: string | null;
}

/**
 * Distinct texts, filled by one or more columns (a party's name and its text's lines share one),
 * and once the store is built their UTF-8 bytes laid end to end with where each starts (and the end).
 */
interface TextTable {
  /** While the store is built; dropped once sealed (a kept Map of every text made each GC mark them). */
  dictionary: TextDictionary | null;
  /** How many distinct texts (once sealed). */
  size: number;
  bytes: Uint8Array;
  starts: Int32Array;
}

/** A child of listed objects takes its row's value (ARROW_FROM_ROW) when at least this share of its values equal it. */
const FROM_ROW_SHARE = 0.5;

export interface KeptField {
  name: string;
  column: Kept;
  /** The column holds each value's JSON text (a field whose values mix kinds). */
  json: boolean;
}

export class ArrowRowStore {
  private constructor(
    readonly rowCount: number,
    readonly fields: readonly KeptField[],
  ) {}

  /** The rows' fields in the order they first occur, each kept by the kind of its values. */
  static fromRows(rows: ReadonlyArray<Readonly<Record<string, unknown>>>): ArrowRowStore {
    const columns = rowColumns(rows);
    const shapes = new Map<string, Shape>();
    for (const [name, values] of columns) shapes.set(name, shapeOf(values));
    const fields: KeptField[] = [];
    for (const [name, shape] of shapes) {
      let values = columns.get(name)!;
      const json = !shape.representable();
      if (json) {
        fields.push({
          name,
          json,
          column: keepTexts(values.map((value) => (value === null ? null : JSON.stringify(value)))),
        });
        continue;
      }
      const fromRow = shape.kind === 'list' && shape.items?.kind === 'struct' ? itemsFromRow(rows, name, shapes) : null;
      if (fromRow !== null) values = fromRow.values;
      const column = keep(values, shape);
      if (fromRow !== null && column.kind === 'list' && column.item.kind === 'struct')
        for (const child of column.item.fields) child.fromRow = fromRow.sources.get(child.name) ?? null;
      fields.push({ name, json, column });
    }
    keepLines(fields, rows);
    for (const field of fields) sealTables(field.column);
    return new ArrowRowStore(rows.length, fields);
  }
}

/**
 * Each field's values over the rows (null where a row has none), the fields in the order they first
 * occur: one walk of the rows. A query's rows are one object literal each, so they list their keys
 * in one order and a key is matched to its column by comparing it with the last row's key at that
 * place. A lookup by name and kind per value, then a read of every row per field (a keyed load that
 * sees every name), kept the widest Rental Properties answer at SEED_SCALE=10 (75,000 unit rows) as
 * columns in 439-460 ms of CPU, one walk in 275-336 ms, and Old Stock's 15,000 rows in 140-145 and
 * 52-62 ms (medians of 7, alternated, load 2-3; answers byte-identical).
 */
function rowColumns(rows: ReadonlyArray<Readonly<Record<string, unknown>>>): Map<string, unknown[]> {
  const columns = new Map<string, unknown[]>();
  const lastNames: string[] = [];
  const lastColumns: unknown[][] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    let place = 0;
    for (const name in row) {
      let column: unknown[] | undefined;
      if (lastNames[place] === name) column = lastColumns[place]!;
      else {
        column = columns.get(name);
        if (column === undefined) columns.set(name, (column = new Array<unknown>(rows.length).fill(null)));
        lastNames[place] = name;
        lastColumns[place] = column;
      }
      column[i] = row[name] ?? null;
      place++;
    }
  }
  return columns;
}

/** The shape of one field's values. */
function shapeOf(values: readonly unknown[]): Shape {
  const shape = new Shape();
  for (let i = 0; i < values.length; i++) shape.add(values[i]);
  return shape;
}

/**
 * The children of a list field's objects that mostly equal a top-level field of their row, and
 * the field's values with those children null where they do and each item's mask (ARROW_FROM_ROW);
 * null when no child does. The item shape gets the mask child.
 */
function itemsFromRow(
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
  listName: string,
  shapes: ReadonlyMap<string, Shape>,
): { values: unknown[]; sources: Map<string, string> } | null {
  const itemShape = shapes.get(listName)!.items!;
  const candidates = [...shapes].filter(
    ([name, shape]) => name !== listName && (shape.kind === 'number' || shape.kind === 'string'),
  );
  const sources = new Map<string, string>();
  for (const [child, childShape] of itemShape.fields ?? []) {
    if (childShape.kind !== 'number' && childShape.kind !== 'string') continue;
    const sameKind = candidates.filter(([, shape]) => shape.kind === childShape.kind).map(([name]) => name);
    const matches = new Array<number>(sameKind.length).fill(0);
    let values = 0;
    for (const row of sampleOf(rows)) {
      const items = row[listName];
      if (!Array.isArray(items)) continue;
      for (const item of items as unknown[]) {
        const value = item === null || typeof item !== 'object' ? null : (item as Record<string, unknown>)[child];
        if (value === null || value === undefined) continue;
        values++;
        for (let c = 0; c < sameKind.length; c++) if (row[sameKind[c]!] === value) matches[c]!++;
      }
    }
    const best = matches.indexOf(Math.max(0, ...matches));
    // At most 31 children: the mask is an int32.
    if (best >= 0 && matches[best]! > 0 && matches[best]! >= values * FROM_ROW_SHARE && sources.size < 31)
      sources.set(child, sameKind[best]!);
  }
  if (sources.size === 0) return null;
  const bits = [...sources];
  const maskShape = new Shape();
  maskShape.add(0);
  itemShape.fields!.set(ARROW_FROM_ROW_MASK, maskShape);
  const values = rows.map((row) => {
    const items = row[listName];
    if (!Array.isArray(items)) return null;
    return (items as unknown[]).map((item) => {
      if (item === null || typeof item !== 'object') return null;
      const copy: Record<string, unknown> = { ...(item as Record<string, unknown>) };
      let mask = 0;
      bits.forEach(([child, source], bit) => {
        const value = copy[child];
        if (value !== null && value !== undefined && row[source] === value) {
          copy[child] = null;
          mask |= 1 << bit;
        }
      });
      copy[ARROW_FROM_ROW_MASK] = mask;
      return copy;
    });
  });
  return { values, sources };
}

/**
 * Texts of several lines whose lines repeat are kept as their lines (ARROW_LINES_FIELD), sharing
 * the table of the single-line text field most of whose values are among the row's lines.
 */
function keepLines(fields: KeptField[], rows: ReadonlyArray<Readonly<Record<string, unknown>>>): void {
  // Each field of texts most of which have several lines, with how many texts the sample has.
  const sample = sampleOf(rows);
  const multiLine = new Map<KeptField, number>();
  for (const field of fields) {
    if (field.json || field.column.kind !== 'text') continue;
    let texts = 0;
    let withLines = 0;
    for (const row of sample) {
      const value = row[field.name];
      if (typeof value !== 'string') continue;
      texts++;
      if (value.includes(ARROW_LINE_SEPARATOR)) withLines++;
    }
    if (withLines > 0 && withLines * 2 >= texts) multiLine.set(field, texts);
  }
  for (const [field, texts] of multiLine) {
    const linesOf = (row: Readonly<Record<string, unknown>>) => {
      const value = row[field.name];
      return typeof value === 'string' ? value.split(ARROW_LINE_SEPARATOR) : null;
    };
    const sampleLines = sample.map(linesOf);
    let lineCount = 0;
    const distinct = new Set<string>();
    for (const rowLines of sampleLines)
      for (const line of rowLines ?? []) {
        lineCount++;
        distinct.add(line);
      }
    if (distinct.size > lineCount * DICTIONARY_SHARE) continue;
    // The table of the field whose value is most often one of the row's lines.
    let partner: KeptField | null = null;
    let partnerRows = 0;
    for (const other of fields) {
      if (other === field || other.json || other.column.kind !== 'text' || multiLine.has(other)) continue;
      let found = 0;
      sample.forEach((row, i) => {
        const value = row[other.name];
        if (typeof value === 'string' && sampleLines[i]?.includes(value)) found++;
      });
      if (found > partnerRows) [partner, partnerRows] = [other, found];
    }
    if (partnerRows * 2 < texts) partner = null;
    const fromRow = partner?.name ?? null;
    const table =
      partner !== null && partner.column.kind === 'text' ? partner.column.table : newTable(new TextDictionary());
    const lines = rows.map(linesOf);
    let allLines = 0;
    for (const rowLines of lines) allLines += rowLines?.length ?? 0;
    const starts = new Int32Array(rows.length + 1);
    const present = new Uint8Array(rows.length);
    const codes = new Int32Array(allLines);
    let at = 0;
    lines.forEach((rowLines, i) => {
      if (rowLines !== null) {
        present[i] = 1;
        const own = fromRow === null ? undefined : rows[i]![fromRow];
        for (const line of rowLines) codes[at++] = line === own ? -1 : table.dictionary!.code(line);
      }
      starts[i + 1] = at;
    });
    field.column = { kind: 'lines', starts, present, codes, table, fromRow };
  }
}

/** The rows an encoding is chosen by: at most SAMPLE_ROWS of them, spread over all (the choice sets sizes, never values). */
function sampleOf<Row>(rows: readonly Row[]): readonly Row[] {
  if (rows.length <= SAMPLE_ROWS) return rows;
  const step = rows.length / SAMPLE_ROWS;
  return Array.from({ length: SAMPLE_ROWS }, (_, i) => rows[Math.floor(i * step)]!);
}

const SAMPLE_ROWS = 2000;

function newTable(dictionary: TextDictionary): TextTable {
  return { dictionary, size: 0, bytes: new Uint8Array(0), starts: new Int32Array(1) };
}

const encoder = new TextEncoder();

/** Lays each text table's distinct values end to end once every column has filled it. */
function sealTables(kept: Kept): void {
  switch (kept.kind) {
    case 'text':
    case 'lines':
      if (kept.table.dictionary !== null) sealTable(kept.table);
      return;
    case 'list':
      return sealTables(kept.item);
    case 'struct':
      for (const child of kept.fields) sealTables(child.column);
      return;
    default:
      return;
  }
}

function sealTable(table: TextTable): void {
  const entries = table.dictionary!.entries;
  const joined = entries.join('');
  let bytes = encoder.encode(joined);
  const starts = new Int32Array(entries.length + 1);
  if (bytes.length === joined.length) {
    // ASCII only: a character is a byte.
    for (let i = 0; i < entries.length; i++) starts[i + 1] = starts[i]! + entries[i]!.length;
  } else {
    bytes = new Uint8Array(joined.length * 3);
    let at = 0;
    for (let i = 0; i < entries.length; i++) {
      at += encoder.encodeInto(entries[i]!, bytes.subarray(at)).written;
      starts[i + 1] = at;
    }
    bytes = bytes.slice(0, at);
  }
  table.bytes = bytes;
  table.starts = starts;
  table.size = entries.length;
  table.dictionary = null;
}

/** The kind of a field's values, at any depth: scalars, lists and objects of them. */
class Shape {
  kind: 'number' | 'boolean' | 'string' | 'list' | 'struct' | 'mixed' | null = null;
  items: Shape | null = null;
  fields: Map<string, Shape> | null = null;

  add(value: unknown): void {
    if (value === null || value === undefined) return;
    const kind = Array.isArray(value)
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
      this.items ??= new Shape();
      for (const item of value as unknown[]) this.items.add(item);
    } else if (this.kind === 'struct') {
      this.fields ??= new Map();
      for (const key in value as Record<string, unknown>) {
        let entry = this.fields.get(key);
        if (entry === undefined) this.fields.set(key, (entry = new Shape()));
        entry.add((value as Record<string, unknown>)[key]);
      }
    }
  }

  /** False when some level mixes kinds: the field is then kept as JSON texts. */
  representable(): boolean {
    if (this.kind === 'mixed') return false;
    if (this.kind === 'list') return this.items === null || this.items.representable();
    if (this.kind === 'struct')
      return [...(this.fields ?? new Map<string, Shape>()).values()].every((f) => f.representable());
    return true;
  }
}

function keep(values: readonly unknown[], shape: Shape): Kept {
  switch (shape.kind) {
    case null:
    case 'number':
    case 'mixed':
      return keepNumbers(values);
    case 'boolean': {
      const kept = new Uint8Array(values.length);
      for (let i = 0; i < values.length; i++) kept[i] = values[i] === null ? 2 : values[i] === true ? 1 : 0;
      return { kind: 'boolean', values: kept };
    }
    case 'string':
      return keepTexts(values as ReadonlyArray<string | null>);
    case 'list': {
      const starts = new Int32Array(values.length + 1);
      const present = new Uint8Array(values.length);
      const items: unknown[] = [];
      for (let i = 0; i < values.length; i++) {
        const value = values[i] as unknown[] | null;
        if (value !== null) {
          present[i] = 1;
          for (const item of value) items.push(item ?? null);
        }
        starts[i + 1] = items.length;
      }
      return { kind: 'list', starts, present, item: keep(items, shape.items ?? new Shape()) };
    }
    case 'struct': {
      const present = new Uint8Array(values.length);
      for (let i = 0; i < values.length; i++) present[i] = values[i] === null ? 0 : 1;
      const fields: KeptChild[] = [];
      for (const [key, entry] of shape.fields ?? []) {
        const column = values.map((value) =>
          value === null ? null : ((value as Record<string, unknown>)[key] ?? null),
        );
        fields.push({ name: key, column: keep(column, entry), fromRow: null });
      }
      return { kind: 'struct', present, fields };
    }
  }
}

/** The largest decimal32 (precision 9). */
const DECIMAL32_MAX = 999_999_999;
const MAX_SCALE = 8;
const POWERS = Array.from({ length: MAX_SCALE + 1 }, (_, scale) => 10 ** scale);

function keepNumbers(values: readonly unknown[]): Kept {
  const kept = new Float64Array(values.length);
  let scale = 0;
  let fits = true;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    // JSON writes a non-finite number as null.
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      kept[i] = NaN;
      continue;
    }
    // -0 is written 0.
    kept[i] = value === 0 ? 0 : value;
    if (!fits) continue;
    // The fewest decimals that give the value back exactly (a value with more stays float64).
    while (scale <= MAX_SCALE && Math.round(value * POWERS[scale]!) / POWERS[scale]! !== value) scale++;
    if (scale > MAX_SCALE) fits = false;
  }
  let encoding: NumberEncoding = { type: 'float64' };
  let scaled: Int32Array | null = null;
  if (fits) {
    const power = POWERS[scale]!;
    const limit = scale === 0 ? 2 ** 31 - 1 : DECIMAL32_MAX;
    scaled = new Int32Array(values.length);
    let min = 0;
    let max = 0;
    for (let i = 0; i < kept.length; i++) {
      const value = kept[i]!;
      if (Number.isNaN(value)) continue;
      const units = Math.round(value * power);
      if (Math.abs(units) > limit) {
        scaled = null;
        break;
      }
      scaled[i] = units;
      if (units < min) min = units;
      else if (units > max) max = units;
    }
    if (scaled !== null)
      encoding = scale === 0 ? { type: 'int', bits: intBits(min, max) } : { type: 'decimal32', scale };
  }
  return { kind: 'number', values: kept, encoding, scaled };
}

/** Texts as codes into their distinct values (sealed into bytes once the store is built). */
function keepTexts(values: ReadonlyArray<string | null>): Kept {
  const dictionary = new TextDictionary();
  const codes = dictionary.codes(values);
  let present = 0;
  for (let i = 0; i < codes.length; i++) if (codes[i]! >= 0) present++;
  return { kind: 'text', codes, table: newTable(dictionary), present };
}

/**
 * The kept fields of the given rows (indices into the store, in answer order) as Arrow columns,
 * one batch per range of answer positions.
 */
export function gatherColumns(
  store: ArrowRowStore,
  indices: Int32Array,
  ranges: ReadonlyArray<[number, number]>,
  arena: ArrowArena | null = null,
): Array<{ field: KeptField; column: Column<unknown>; metadata: Map<string, string> }> {
  arena?.fit();
  arena?.reset();
  currentArena = arena;
  try {
    return gatherAll(store, indices, ranges);
  } finally {
    currentArena = null;
  }
}

/**
 * The buffers of one answer's columns, taken from one buffer that the thread's next answer takes
 * them from again (each answer's few MB of new buffers made V8 collect the heap about every fourth
 * answer). Valid until the next gatherColumns with this arena: the stream is written before that.
 */
export class ArrowArena {
  private buffer = new ArrayBuffer(1 << 20);
  private used = 0;

  reset(): void {
    this.used = 0;
  }

  /** A zeroed array of `length` elements, 8-byte aligned; null when this buffer is full (the caller allocates). */
  take<T extends IntArray | Float64Array | Uint8Array>(
    Type: { new (buffer: ArrayBuffer, offset: number, length: number): T; BYTES_PER_ELEMENT: number },
    length: number,
  ): T | null {
    const bytes = length * Type.BYTES_PER_ELEMENT;
    if (this.used + bytes > this.buffer.byteLength) {
      // Grown for the next answer; this one allocates the rest.
      this.grow = Math.max(this.grow, (this.used + bytes) * 2);
      return null;
    }
    const array = new Type(this.buffer, this.used, length);
    array.fill(0);
    this.used += (bytes + 7) & ~7;
    return array;
  }

  private grow = 0;

  /** Grows the buffer to what the last answer needed (between answers, so no taken array moves). */
  fit(): void {
    if (this.grow > this.buffer.byteLength) this.buffer = new ArrayBuffer(this.grow);
    this.grow = 0;
  }
}

let currentArena: ArrowArena | null = null;
const NO_BYTES = new Uint8Array(0);

/** A zeroed array from the answer's arena, else a new one. */
function take<T extends IntArray | Float64Array | Uint8Array>(
  Type: {
    new (length: number): T;
    new (buffer: ArrayBuffer, offset: number, length: number): T;
    BYTES_PER_ELEMENT: number;
  },
  length: number,
): T {
  return currentArena?.take(Type, length) ?? new Type(length);
}

function gatherAll(
  store: ArrowRowStore,
  indices: Int32Array,
  ranges: ReadonlyArray<[number, number]>,
): Array<{ field: KeptField; column: Column<unknown>; metadata: Map<string, string> }> {
  const validities = store.fields.map((kept) => validityOf(kept.column, indices));
  const present = store.fields.filter((_, index) => validities[index]!.nullCount < indices.length);
  const shared = sharedDictionaries(present, indices, ranges);
  return store.fields.map((kept, index) => {
    // One validity pass per column; each range's batch takes its part (ranges start on a byte).
    const all = validities[index]!;
    const metadata = new Map<string, string>(kept.json ? [[ARROW_JSON_FIELD, 'true']] : []);
    if (all.nullCount === indices.length) return { field: kept, column: nullColumn(ranges), metadata };
    const codes = shared.get(kept);
    const column =
      codes !== undefined
        ? sharedColumn(kept.column, codes, ranges, all.bits)
        : topColumn(kept, indices, ranges, all.bits);
    if (kept.column.kind === 'lines') metadata.set(ARROW_LINES_FIELD, 'true');
    return { field: kept, column, metadata };
  });
}

/** A field's codes in the one dictionary its text table gets in an answer (for lines, per line; `lineStarts` per row). */
interface SharedCodes {
  /** In the width that counts the dictionary's entries (narrowCodes). */
  codes: IntArray;
  lineStarts: Int32Array | null;
  /** Lines: the number of lines that are the row's value of the field the lines' child names (ARROW_FROM_ROW). */
  fromRowLines: number;
  entries: Column<unknown>;
  type: DictionaryType;
}

/**
 * One dictionary per text table that several fields fill, or that a field of lines fills (a
 * party's name and its text's lines): the values the answer's rows use, in first-use order over
 * the ranges and, within a range, the fields, and each field's codes into it.
 */
function sharedDictionaries(
  fields: readonly KeptField[],
  indices: Int32Array,
  ranges: ReadonlyArray<[number, number]>,
): Map<KeptField, SharedCodes> {
  const members = new Map<TextTable, KeptField[]>();
  for (const field of fields) {
    const { column } = field;
    if (field.json || (column.kind !== 'text' && column.kind !== 'lines')) continue;
    const list = members.get(column.table) ?? [];
    list.push(field);
    members.set(column.table, list);
  }
  const shared = new Map<KeptField, SharedCodes>();
  for (const [table, users] of members) {
    if (users.length < 2 && users[0]!.column.kind !== 'lines') continue;
    const localOf = take(Int32Array, table.size).fill(-1);
    const used: number[] = [];
    const valuesType = utf8();
    // Each field's codes, and for lines the slots of each row's lines, before any is coded.
    const codesOf = users.map((field) => {
      const { column } = field;
      if (column.kind === 'text')
        return { field, codes: take(Int32Array, indices.length), lineStarts: null, lineSlots: null, fromRowLines: 0 };
      const lines = column as Extract<Kept, { kind: 'lines' }>;
      const lineStarts = take(Int32Array, indices.length + 1);
      let count = 0;
      for (let i = 0; i < indices.length; i++) {
        const slot = indices[i]!;
        count += lines.starts[slot + 1]! - lines.starts[slot]!;
        lineStarts[i + 1] = count;
      }
      const lineSlots = take(Int32Array, count);
      for (let i = 0, at = 0; i < indices.length; i++) {
        const slot = indices[i]!;
        for (let line = lines.starts[slot]!, end = lines.starts[slot + 1]!; line < end; line++) lineSlots[at++] = line;
      }
      return { field, codes: take(Int32Array, count), lineStarts, lineSlots, fromRowLines: count };
    });
    // Coded range by range, every field of the range before the next range: the entries a range
    // uses first follow those of the ranges before it (one dictionary batch per range, a delta after the first).
    const ends: number[] = [];
    for (const [start, end] of ranges) {
      for (const coding of codesOf) {
        const { column } = coding.field;
        if (coding.lineStarts === null) {
          const text = column as Extract<Kept, { kind: 'text' }>;
          localCodes(text.codes, indices.subarray(start, end), localOf, coding.codes.subarray(start, end), used);
          continue;
        }
        const lines = column as Extract<Kept, { kind: 'lines' }>;
        const from = coding.lineStarts[start]!;
        const to = coding.lineStarts[end]!;
        coding.fromRowLines -= localCodes(
          lines.codes,
          coding.lineSlots!.subarray(from, to),
          localOf,
          coding.codes.subarray(from, to),
          used,
        );
      }
      ends.push(used.length);
    }
    const entries = new Column(entryBatches(table, used, ends), valuesType);
    const indexType = int(intBits(-1, used.length - 1));
    // tableToIPC finds a dictionary's id by its values type: one object for every field of the table.
    for (const { field, codes, lineStarts, fromRowLines } of codesOf)
      shared.set(field, {
        codes: narrowCodes(codes, used.length),
        lineStarts,
        fromRowLines,
        entries,
        type: dictionary(valuesType, indexType),
      });
  }
  return shared;
}

/** A field of a shared dictionary: its indices, or for lines a list of them, one batch per range. */
function sharedColumn(
  kept: Kept,
  shared: SharedCodes,
  ranges: ReadonlyArray<[number, number]>,
  bits: Uint8Array,
): Column<unknown> {
  const IndexBatch = batchType(shared.type);
  const indexBatch = (values: IntArray, validity: Uint8Array, nullCount: number) => {
    const batch = new IndexBatch({ length: values.length, nullCount, type: shared.type, validity, values });
    // What tableToIPC reads; setDictionary would also decode every entry to a JS string.
    (batch as unknown as { dictionary: Column<unknown> }).dictionary = shared.entries;
    return batch;
  };
  const { lineStarts, codes } = shared;
  if (kept.kind !== 'lines' || lineStarts === null)
    return new Column(
      ranges.map(([start, end]) => {
        const { validity, nullCount } = rangeValidity(bits, start, end);
        return indexBatch(codes.subarray(start, end), validity, nullCount);
      }),
      shared.type,
    );
  const fromRow = kept.fromRow;
  const type = list(field('', shared.type, true, fromRow === null ? null : new Map([[ARROW_FROM_ROW, fromRow]])));
  const ListBatch = batchType(type);
  return new Column(
    ranges.map(([start, end]) => {
      const { validity, nullCount } = rangeValidity(bits, start, end);
      const first = lineStarts[start]!;
      const offsets = take(Int32Array, end + 1 - start);
      offsets.set(lineStarts.subarray(start, end + 1));
      if (first !== 0) for (let i = 0; i < offsets.length; i++) offsets[i]! -= first;
      const lineCodes = codes.subarray(first, lineStarts[end]!);
      const children = [
        shared.fromRowLines === 0
          ? indexBatch(lineCodes, NO_BYTES, 0)
          : indexBatch(lineCodes, ...codeValidity(lineCodes)),
      ];
      return new ListBatch({ length: end - start, nullCount, type, validity, offsets, children });
    }),
    type,
  );
}

/** The validity bitmap of codes (-1 = null) and their null count. */
function codeValidity(codes: IntArray): [Uint8Array, number] {
  const bits = take(Uint8Array, (codes.length + 7) >> 3);
  let nullCount = 0;
  for (let i = 0; i < codes.length; i++)
    if (codes[i]! >= 0) bits[i >> 3]! |= 1 << (i & 7);
    else nullCount++;
  return [nullCount > 0 ? bits : NO_BYTES, nullCount];
}

/** A top-level column: texts may be a dictionary shared by its batches. */
function topColumn(
  kept: KeptField,
  indices: Int32Array,
  ranges: ReadonlyArray<[number, number]>,
  bits: Uint8Array,
): Column<unknown> {
  const { column } = kept;
  // A column nearly unique over the whole store (ARN, PIN, parties' texts) is not even tried.
  if (column.kind === 'text' && !kept.json && column.table.size <= column.present * DICTIONARY_SHARE) {
    const dictionaryColumn = dictionaryOf(column, indices, ranges, bits);
    if (dictionaryColumn !== null) return dictionaryColumn;
  }
  const type = typeOf(column);
  return new Column(
    ranges.map(([start, end]) =>
      gatherBatch(column, type, indices.subarray(start, end), rangeValidity(bits, start, end)),
    ),
    type,
  );
}

/** The part of a validity bitmap for rows [start, end), start a multiple of 8, and its null count. */
function rangeValidity(bits: Uint8Array, start: number, end: number): { validity: Uint8Array; nullCount: number } {
  const validity = bits.subarray(start >> 3, (end + 7) >> 3);
  let present = 0;
  for (let i = 0; i < validity.length; i++) present += BITS_SET[validity[i]!]!;
  const nullCount = end - start - present;
  return { validity: nullCount > 0 ? validity : NO_BYTES, nullCount };
}

const BITS_SET = Uint8Array.from({ length: 256 }, (_, byte) => {
  let count = 0;
  for (let bit = byte; bit > 0; bit >>= 1) count += bit & 1;
  return count;
});

function nullColumn(ranges: ReadonlyArray<[number, number]>): Column<unknown> {
  const type = float64();
  const Batch = batchType(type);
  return new Column(
    ranges.map(([start, end]) => {
      const length = end - start;
      return new Batch({
        length,
        nullCount: length,
        type,
        validity: take(Uint8Array, (length + 7) >> 3),
        values: take(Float64Array, length).fill(NaN),
      });
    }),
    type,
  );
}

function typeOf(kept: Kept): DataType {
  switch (kept.kind) {
    case 'number':
      return kept.encoding.type === 'int'
        ? int(kept.encoding.bits)
        : kept.encoding.type === 'decimal32'
          ? decimal32(9, kept.encoding.scale)
          : float64();
    case 'boolean':
      return bool();
    case 'text':
      return utf8();
    case 'list':
      return list(typeOf(kept.item));
    case 'struct':
      return struct(
        kept.fields.map(({ name, column, fromRow }) =>
          field(name, typeOf(column), true, fromRow === null ? null : new Map([[ARROW_FROM_ROW, fromRow]])),
        ),
      );
    case 'lines':
      // Only a top-level field is kept as lines, and it is always a shared dictionary (sharedColumn).
      throw new Error('a field of lines is gathered by sharedColumn');
  }
}

/**
 * The validity bitmap of some slots and their null count. Each kind has its own loop over a local
 * typed array: a union's fields read inside the loop were megamorphic loads.
 */
function validityOf(kept: Kept, slots: Int32Array): { bits: Uint8Array; nullCount: number } {
  const length = slots.length;
  const bits = take(Uint8Array, (length + 7) >> 3);
  let nullCount = 0;
  switch (kept.kind) {
    case 'number': {
      const values = kept.values;
      for (let i = 0; i < length; i++)
        if (values[slots[i]!] === values[slots[i]!]) bits[i >> 3]! |= 1 << (i & 7);
        else nullCount++;
      break;
    }
    case 'boolean': {
      const values = kept.values;
      for (let i = 0; i < length; i++)
        if (values[slots[i]!] !== 2) bits[i >> 3]! |= 1 << (i & 7);
        else nullCount++;
      break;
    }
    case 'text': {
      const codes = kept.codes;
      for (let i = 0; i < length; i++)
        if (codes[slots[i]!]! >= 0) bits[i >> 3]! |= 1 << (i & 7);
        else nullCount++;
      break;
    }
    case 'list':
    case 'lines':
    case 'struct': {
      const present = kept.present;
      for (let i = 0; i < length; i++)
        if (present[slots[i]!] === 1) bits[i >> 3]! |= 1 << (i & 7);
        else nullCount++;
      break;
    }
  }
  return { bits, nullCount };
}

/** One batch of the given slots of a kept column (their validity, when the caller has it). */
function gatherBatch(
  kept: Kept,
  type: DataType,
  slots: Int32Array,
  known?: { validity: Uint8Array; nullCount: number },
): Batch<unknown> {
  const Batch = batchType(type);
  const length = slots.length;
  const { validity, nullCount } = known ?? nestedValidity(kept, slots);
  switch (kept.kind) {
    case 'number': {
      const { scaled } = kept;
      if (scaled !== null) {
        const values = takeInt(kept.encoding.type === 'int' ? kept.encoding.bits : 32, length);
        for (let i = 0; i < length; i++) values[i] = scaled[slots[i]!]!;
        return new Batch({ length, nullCount, type, validity, values });
      }
      // NaN in the null slots (contract/arrow-search.ts): the engine keeps this buffer as its column.
      const kept64 = kept.values;
      const values = take(Float64Array, length);
      for (let i = 0; i < length; i++) values[i] = kept64[slots[i]!]!;
      return new Batch({ length, nullCount, type, validity, values });
    }
    case 'boolean': {
      const flags = kept.values;
      const values = take(Uint8Array, (length + 7) >> 3);
      for (let i = 0; i < length; i++) if (flags[slots[i]!] === 1) values[i >> 3]! |= 1 << (i & 7);
      return new Batch({ length, nullCount, type, validity, values });
    }
    case 'text': {
      const keptCodes = kept.codes;
      const codes = take(Int32Array, length);
      for (let i = 0; i < length; i++) codes[i] = keptCodes[slots[i]!]!;
      return textBatch(kept.table, codes, validity, nullCount);
    }
    case 'lines':
      throw new Error('a field of lines is gathered by sharedColumn');
    case 'list': {
      const { present, starts } = kept;
      const offsets = take(Int32Array, length + 1);
      let count = 0;
      for (let i = 0; i < length; i++) {
        const slot = slots[i]!;
        if (present[slot] === 1) count += starts[slot + 1]! - starts[slot]!;
        offsets[i + 1] = count;
      }
      const itemSlots = take(Int32Array, count);
      for (let i = 0, at = 0; i < length; i++) {
        const slot = slots[i]!;
        if (present[slot] !== 1) continue;
        for (let item = starts[slot]!, end = starts[slot + 1]!; item < end; item++) itemSlots[at++] = item;
      }
      const itemType = (type as { children: Array<{ type: DataType }> }).children[0]!.type;
      const children = [gatherBatch(kept.item, itemType, itemSlots)];
      return new Batch({ length, nullCount, type, validity, offsets, children });
    }
    case 'struct': {
      const childTypes = (type as { children: Array<{ type: DataType }> }).children;
      const children = kept.fields.map(({ column }, index) => gatherBatch(column, childTypes[index]!.type, slots));
      return new Batch({ length, nullCount, type, validity, children });
    }
  }
}

/**
 * Each row's code in the dictionary of the values these rows use (first use first, -1 = null),
 * and the kept codes of that dictionary's entries in `used`; returns how many rows have a value.
 */
function localCodes(
  keptCodes: Int32Array,
  indices: Int32Array,
  localOf: Int32Array,
  codes: Int32Array,
  used: number[],
): number {
  let present = 0;
  for (let i = 0; i < indices.length; i++) {
    const code = keptCodes[indices[i]!]!;
    if (code < 0) {
      codes[i] = -1;
      continue;
    }
    present++;
    let local = localOf[code]!;
    if (local < 0) {
      local = used.length;
      localOf[code] = local;
      used.push(code);
    }
    codes[i] = local;
  }
  return present;
}

function nestedValidity(kept: Kept, slots: Int32Array): { validity: Uint8Array; nullCount: number } {
  const { bits, nullCount } = validityOf(kept, slots);
  return { validity: nullCount > 0 ? bits : NO_BYTES, nullCount };
}

/** A utf8 batch of kept texts by code (-1 = null): their bytes copied end to end. */
function textBatch(table: TextTable, codes: Int32Array, validity: Uint8Array, nullCount: number): Batch<unknown> {
  const type = utf8();
  const Batch = batchType(type);
  const length = codes.length;
  const { bytes, starts } = table;
  const offsets = take(Int32Array, length + 1);
  let size = 0;
  for (let i = 0; i < length; i++) {
    const code = codes[i]!;
    if (code >= 0) size += starts[code + 1]! - starts[code]!;
    offsets[i + 1] = size;
  }
  const values = take(Uint8Array, size);
  for (let i = 0; i < length; i++) {
    const code = codes[i]!;
    if (code < 0) continue;
    // Consecutive codes are consecutive bytes: a nearly unique column of a sales answer is mostly
    // such runs (its table and the rows are both newest first, arrow-rows.ts), copied in one call.
    let last = i;
    while (last + 1 < length && codes[last + 1] === codes[last]! + 1) last++;
    const from = starts[code]!;
    const end = starts[codes[last]! + 1]!;
    if (last > i) values.set(bytes.subarray(from, end), offsets[i]!);
    // One text: a loop rather than set(subarray()), as texts are a few dozen bytes and a view cost more than the copy.
    else for (let at = from, to = offsets[i]!; at < end;) values[to++] = bytes[at++]!;
    i = last;
  }
  return new Batch({ length, nullCount, type, validity, offsets, values });
}

/**
 * A text column as a dictionary of the distinct values these rows use (in first-use order) with
 * one index per row (int8, int16 or int32 by the entries' count), -1 in the null slots; null
 * when the values are mostly distinct. The
 * dictionary has one batch per range: the entries the range's rows use first, so the first
 * batch's rows need only the first dictionary batch and each later one is a delta
 * (contract/arrow-search.ts).
 */
function dictionaryOf(
  kept: Extract<Kept, { kind: 'text' }>,
  indices: Int32Array,
  ranges: ReadonlyArray<[number, number]>,
  bits: Uint8Array,
): Column<unknown> | null {
  const localOf = take(Int32Array, kept.table.size).fill(-1);
  const used: number[] = [];
  const codes = take(Int32Array, indices.length);
  const ends: number[] = [];
  let present = 0;
  for (const [start, end] of ranges) {
    present += localCodes(kept.codes, indices.subarray(start, end), localOf, codes.subarray(start, end), used);
    ends.push(used.length);
  }
  if (used.length > present * DICTIONARY_SHARE) return null;
  const narrowed = narrowCodes(codes, used.length);
  const type = dictionary(utf8(), int(intBits(-1, used.length - 1)));
  const Batch = batchType(type);
  // tableToIPC finds a dictionary's id by its values type: the same object as the column's type.
  const entriesColumn = new Column(entryBatches(kept.table, used, ends), type.dictionary);
  return new Column(
    ranges.map(([start, end]) => {
      const { validity, nullCount } = rangeValidity(bits, start, end);
      const batch = new Batch({
        length: end - start,
        nullCount,
        type,
        validity,
        values: narrowed.subarray(start, end),
      });
      // What tableToIPC reads; setDictionary would also decode every entry to a JS string.
      (batch as unknown as { dictionary: Column<unknown> }).dictionary = entriesColumn;
      return batch;
    }),
    type,
  );
}

/**
 * A dictionary's entries as one batch per range: `ends[k]` is how many entries the rows of the
 * ranges up to k use. tableToIPC writes each batch after the first as a delta (isDelta).
 */
function entryBatches(table: TextTable, used: readonly number[], ends: readonly number[]): Array<Batch<unknown>> {
  const all = Int32Array.from(used);
  return ends.map((end, index) => textBatch(table, all.subarray(ends[index - 1] ?? 0, end), NO_BYTES, 0));
}
