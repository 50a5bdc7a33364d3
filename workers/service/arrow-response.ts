/**
 * A search answer that arrived as Arrow IPC (contract/arrow-search.ts) kept as the engine's
 * columns: float64 number columns are the stream's buffers as they are (integer and decimal32
 * ones are widened to float64 once), dictionary text columns its indices (int32 as they are,
 * int8 and int16 widened once) with the dictionary's texts decoded once (a dictionary several columns share, once for all), plain text columns and texts
 * sent as their lines their texts decoded once; lists (a sale's addresses) are read from their
 * buffers the first time something asks for them, their items given the row's values they were
 * sent without (ARROW_FROM_ROW). No row object is built.
 */
import { Type, tableFromIPC, type Column as ArrowColumn, type Field } from '@uwdata/flechette';
import type { ResultKind } from '@contract/engine';
import {
  ARROW_ENVELOPE,
  ARROW_FROM_ROW,
  ARROW_FROM_ROW_MASK,
  ARROW_JSON_FIELD,
  ARROW_LINES_FIELD,
  ARROW_LINE_SEPARATOR,
  ARROW_ROWS_PATH,
} from '@contract/arrow-search';
import {
  cellAt,
  COMPACT_MISSING,
  CompactNumberColumn,
  datasetOfColumns,
  heldTexts,
  textColumn,
  type Column,
  type ColumnarDataset,
  type NumberColumn,
  type ObjectColumn,
  type StringColumn,
} from '@contract/columnar-dataset';
import { ReplyError } from './engine-reply';
import { parseSearchResponse, type ParsedResult } from './search-response';

export interface ArrowSearch {
  /** The envelope as parseSearchResponse reads it (its rows are in `dataset`). */
  envelope: ParsedResult;
  dataset: ColumnarDataset;
}

/**
 * The texts of the dictionary batches read so far in one answer, by dictionary id and batch:
 * the answer's first rows (a stream of its head, arrow-stream-reader.ts) and the whole answer
 * read later share them, so the head's dictionaries, sent first and whole, are decoded once, and
 * the whole answer decodes only its deltas (contract/arrow-search.ts). One per answer: ids are
 * the stream's own.
 */
export class DictionaryTexts {
  private readonly batches = new Map<string, string[]>();
  private decodedCount = 0;

  /** How many entries were decoded so far (each once, however many reads need it). */
  get decoded(): number {
    return this.decodedCount;
  }

  /** A dictionary's texts, its batches (the first, then each delta) laid end to end. */
  of(id: number, dictionary: ArrowColumn<string>): string[] {
    const parts = dictionary.data.map((batch, index) => {
      const key = `${id}/${index}`;
      let texts = this.batches.get(key);
      if (texts === undefined) {
        texts = batchTexts(batch as unknown as Utf8Batch);
        this.decodedCount += texts.length;
        this.batches.set(key, texts);
      }
      return texts;
    });
    return parts.length === 1 ? parts[0]! : parts.flat();
  }
}

/** flechette's utf8 batch: the texts' UTF-8 bytes end to end and where each starts. */
interface Utf8Batch {
  length: number;
  offsets: Int32Array;
  values: Uint8Array;
  value(index: number): string;
}

const utf8 = new TextDecoder();

/**
 * A utf8 batch's texts (a null slot, which has no bytes, gives ''; a dictionary has no null entry).
 * When the bytes are all ASCII, one decode of them all and a slice per text: a decode a text cost
 * several times more on the 100,000 entries of the widest sales search.
 */
function batchTexts(batch: Utf8Batch): string[] {
  const { offsets, values, length } = batch;
  const texts = new Array<string>(length);
  if (length === 0) return texts;
  const first = offsets[0]!;
  const all = utf8.decode(values.subarray(first, offsets[length]!));
  if (all.length === offsets[length]! - first)
    for (let i = 0; i < length; i++) texts[i] = all.slice(offsets[i]! - first, offsets[i + 1]! - first);
  else for (let i = 0; i < length; i++) texts[i] = batch.value(i);
  return texts;
}

/**
 * A plain utf8 column's texts, null where the validity bitmap says so: each batch decoded at once
 * (batchTexts). flechette's toArray decodes text by text, one TextDecoder call each: on the widest
 * sales search's seven plain text columns (file numbers, ARN, PIN, addresses) that was 70,000
 * calls, the largest piece of the engine's decode.
 */
function utf8Texts(column: ArrowColumn<unknown>): Array<string | null> {
  const texts = new Array<string | null>(column.length);
  let row = 0;
  for (const batch of column.data) {
    const part = batchTexts(batch as unknown as Utf8Batch);
    const { nullCount, validity } = batch as unknown as { nullCount: number; validity: Uint8Array };
    for (let i = 0; i < part.length; i++, row++)
      texts[row] = nullCount > 0 && (validity[i >> 3]! & (1 << (i & 7))) === 0 ? null : part[i]!;
  }
  return texts;
}

export function readArrowSearch(
  bytes: Uint8Array,
  kind: ResultKind,
  texts: DictionaryTexts = new DictionaryTexts(),
): ArrowSearch {
  let table;
  try {
    table = tableFromIPC(bytes, { useProxy: false });
  } catch (error) {
    throw new ReplyError({
      name: 'ParseError',
      message: `Search response is not Arrow IPC: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  const metadata = table.schema.metadata;
  const envelopeText = metadata?.get(ARROW_ENVELOPE);
  if (envelopeText === undefined || metadata?.get(ARROW_ROWS_PATH) === undefined)
    throw new ReplyError({ name: 'ParseError', message: 'Arrow search response has no envelope' });
  const envelope = parseSearchResponse(JSON.parse(envelopeText) as unknown, kind);
  const fields = new Map<string, Column>();
  const fieldOrder: string[] = [];
  const reader = new ColumnReader(fields, texts);
  let heldBytes = bytes.byteLength;
  const counted = new Set<readonly unknown[]>();
  table.schema.fields.forEach((field) => fieldOrder.push(field.name));
  // Texts sent as their lines take a line from another column of the row: read after the others.
  const lines = (field: Field) => field.metadata?.get(ARROW_LINES_FIELD) !== undefined;
  for (const pass of [false, true])
    table.schema.fields.forEach((field, index) => {
      if (lines(field) !== pass) return;
      const column = reader.columnOf(field, table.children[index]!);
      if (column.type === 'string') {
        const texts = heldTexts(column);
        // A dictionary several columns share is held once.
        if (!counted.has(texts)) for (const text of texts) if (text !== null) heldBytes += 40 + text.length * 2;
        counted.add(texts);
      }
      fields.set(field.name, column);
    });
  shareEqualNumbers(fields);
  return { envelope, dataset: datasetOfColumns(fields, fieldOrder, table.numRows, envelope.columns, heldBytes) };
}

/**
 * Number columns with the same values share one array: an answer can carry a value under two
 * names (an old-stock building's id and property_id, storeys and number_of_floors, part 1 §3),
 * and the engine never writes into a column. Sixteen rows spread over the column are compared
 * first, so most pairs that differ are told apart without reading them whole.
 */
function shareEqualNumbers(fields: Map<string, Column>): void {
  const kept: NumberColumn[] = [];
  for (const [name, column] of fields) {
    if (column.type !== 'number') continue;
    const same = kept.find((other) => sameNumbers(other, column));
    if (same === undefined) kept.push(column);
    else fields.set(name, same);
  }
}

/** Two number columns with the same values, compared in their own forms (a compact column is not widened). */
function sameNumbers(a: NumberColumn, b: NumberColumn): boolean {
  if (a instanceof CompactNumberColumn || b instanceof CompactNumberColumn)
    return (
      a instanceof CompactNumberColumn &&
      b instanceof CompactNumberColumn &&
      a.divisor === b.divisor &&
      a.units !== null &&
      b.units !== null &&
      sameValues(a.units, b.units)
    );
  return a.boolean === b.boolean && sameValues(a.values, b.values);
}

/** Equal arrays value for value (NaN equal to NaN, 0 not equal to -0: Object.is). */
function sameValues(a: Float64Array | Int32Array, b: Float64Array | Int32Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  const step = Math.max(1, Math.floor(a.length / 16));
  for (let i = 0; i < a.length; i += step) if (!Object.is(a[i], b[i])) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** Reads the stream's columns into the engine's, given the columns read so far (a row's values). */
class ColumnReader {
  /** Each dictionary's texts, held once however many columns share it. */
  private readonly dictionaries = new Map<number, string[]>();

  constructor(
    private readonly fields: ReadonlyMap<string, Column>,
    private readonly texts: DictionaryTexts,
  ) {}

  columnOf(field: Field, column: ArrowColumn<unknown>): Column {
    const { typeId } = field.type;
    if (field.metadata?.get(ARROW_JSON_FIELD) !== undefined)
      return lazyObjects(column, (value) => JSON.parse(value as string));
    if (typeId === Type.Float && column.data.every((batch) => batch.values instanceof Float64Array)) {
      // The server writes NaN in its null slots (contract/arrow-search.ts): the buffer is the column.
      return { type: 'number', values: joined(column, Float64Array), boolean: false };
    }
    if (typeId === Type.Dictionary && field.type.dictionary.typeId === Type.Utf8) {
      const column_: StringColumn = {
        type: 'string',
        // The server writes -1 in its null slots (contract/arrow-search.ts).
        codes: int32Codes(column),
        dictionary: this.textsOf(field.type.id, lastDictionary(column.data)),
      };
      return column_;
    }
    if (typeId === Type.Utf8) return textColumn(utf8Texts(column));
    if (typeId === Type.List && field.metadata?.get(ARROW_LINES_FIELD) !== undefined)
      return this.linesOf(field, column);
    if ((typeId === Type.Int || typeId === Type.Decimal) && column.data.every((batch) => isIntArray(batch.values)))
      return scaledNumbers(column, typeId === Type.Decimal ? (field.type as { scale: number }).scale : 0);
    if (typeId === Type.Bool || typeId === Type.Int || typeId === Type.Float || typeId === Type.Decimal)
      return numbersOf(column, typeId === Type.Bool);
    const fromRow = typeId === Type.List ? this.itemsFromRow(field) : null;
    return lazyObjects(column, fromRow ?? ((value, _row, held) => plain(value, held)));
  }

  /** A dictionary's texts with every delta sent (its last batch's dictionary: codes of any batch index into it). */
  private textsOf(id: number, dictionary: ArrowColumn<string> | undefined): string[] {
    if (dictionary === undefined) return [];
    let texts = this.dictionaries.get(id);
    if (texts === undefined) {
      texts = this.texts.of(id, dictionary);
      this.dictionaries.set(id, texts);
    }
    return texts;
  }

  /** A text sent as its lines (ARROW_LINES_FIELD): each row's lines joined, a null line the row's value of ARROW_FROM_ROW. */
  private linesOf(field: Field, column: ArrowColumn<unknown>): Column {
    const lineField = (field.type as { children: Field[] }).children[0]!;
    const source = lineField.metadata?.get(ARROW_FROM_ROW);
    const rowColumn = source === undefined ? undefined : this.fields.get(source);
    const texts = new Array<string | null>(column.length);
    const children = column.data.map(
      (batch) => (batch as unknown as { children: Array<{ dictionary?: ArrowColumn<string> }> }).children[0]!,
    );
    const dictionary = this.textsOf((lineField.type as { id: number }).id, lastDictionary(children));
    let row = 0;
    for (const batch of column.data) {
      const { offsets, validity, nullCount } = batch as unknown as {
        offsets: Int32Array;
        validity: Uint8Array;
        nullCount: number;
      };
      const codes = (batch as unknown as { children: Array<{ values: IntArray }> }).children[0]!.values;
      for (let i = 0; i < batch.length; i++, row++) {
        if (nullCount > 0 && (validity[i >> 3]! & (1 << (i & 7))) === 0) {
          texts[row] = null;
          continue;
        }
        const lines: string[] = [];
        // The server writes -1 for a line that is the row's value (a null line).
        for (let at = offsets[i]!; at < offsets[i + 1]!; at++) {
          const code = codes[at]!;
          lines.push(code >= 0 ? dictionary[code]! : (cellAt(rowColumn, row) as string));
        }
        texts[row] = lines.join(ARROW_LINE_SEPARATOR);
      }
    }
    return textColumn(texts);
  }

  /**
   * For a list of structs some of whose children take the row's value (ARROW_FROM_ROW), the
   * conversion of a row's list that gives them back and leaves the mask out; null for any other list.
   */
  private itemsFromRow(field: Field): Convert | null {
    const item = (field.type as { children: Field[] }).children[0]!;
    if (item.type.typeId !== Type.Struct) return null;
    const children = (item.type as { children: Field[] }).children;
    const sources: Array<[string, string]> = [];
    for (const child of children) {
      const source = child.metadata?.get(ARROW_FROM_ROW);
      if (source !== undefined) sources.push([child.name, source]);
    }
    if (sources.length === 0) return null;
    return (value, row, held) => {
      const items = plain(value, held) as Array<Record<string, unknown> | null>;
      for (const entry of items) {
        if (entry === null) continue;
        const mask = entry[ARROW_FROM_ROW_MASK] as number;
        delete entry[ARROW_FROM_ROW_MASK];
        sources.forEach(([name, source], bit) => {
          if ((mask & (1 << bit)) !== 0) entry[name] = cellAt(this.fields.get(source), row);
        });
      }
      return items;
    };
  }
}

/** The dictionary of a column's last batch: with every delta before it (the first batch's has only its own entries). */
function lastDictionary(batches: readonly unknown[]): ArrowColumn<string> | undefined {
  return (batches.at(-1) as { dictionary?: ArrowColumn<string> } | undefined)?.dictionary;
}

/** One typed array of a column's batches: the batch's own buffer when there is one batch. */
function joined<T extends Float64Array | Int32Array>(
  column: ArrowColumn<unknown>,
  Array_: { new (length: number): T },
): T {
  const batches = column.data;
  if (batches.length === 1) return batches[0]!.values as T;
  const all = new Array_(column.length);
  let offset = 0;
  for (const batch of batches) {
    all.set(batch.values as T, offset);
    offset += batch.length;
  }
  return all;
}

/** The widths the server sends integers and dictionary indices in (contract/arrow-search.ts). */
type IntArray = Int8Array | Int16Array | Int32Array;

function isIntArray(values: unknown): values is IntArray {
  return values instanceof Int32Array || values instanceof Int16Array || values instanceof Int8Array;
}

/** A dictionary column's indices as one Int32Array (-1 stays -1): int8 and int16 ones widened. */
function int32Codes(column: ArrowColumn<unknown>): Int32Array {
  if (column.data.every((batch) => batch.values instanceof Int32Array)) return joined(column, Int32Array);
  const codes = new Int32Array(column.length);
  let offset = 0;
  for (const batch of column.data) {
    codes.set(batch.values as IntArray, offset);
    offset += batch.length;
  }
  return codes;
}

/**
 * Integer and decimal32 values as float64, NaN for null: a decimal's units divided by 10^scale,
 * the double nearest the decimal, which is what parsing its JSON text gives.
 */
function scaledNumbers(column: ArrowColumn<unknown>, scale: number): NumberColumn {
  // Kept as the stream's units (a copy: a view would hold the whole answer), widened on first use.
  const units = new Int32Array(column.length);
  let compact = true;
  let row = 0;
  for (const batch of column.data) {
    const values = batch.values as IntArray;
    const validity = batch.nullCount > 0 ? batch.validity : null;
    for (let i = 0; i < batch.length; i++, row++) {
      const missing = validity !== null && (validity[i >> 3]! & (1 << (i & 7))) === 0;
      const unit = values[i]!;
      if (!missing && unit === COMPACT_MISSING) compact = false;
      units[row] = missing ? COMPACT_MISSING : unit;
    }
  }
  const numbers = new CompactNumberColumn(units, 10 ** scale);
  return compact ? numbers : { type: 'number', values: numbers.values, boolean: false };
}

/** Booleans (1/0) and numbers of another width as float64, NaN for null. */
function numbersOf(column: ArrowColumn<unknown>, boolean: boolean): NumberColumn {
  const values = new Float64Array(column.length);
  let row = 0;
  for (const batch of column.data)
    for (let i = 0; i < batch.length; i++, row++) {
      const value = batch.at(i);
      values[row] = value === null ? NaN : Number(value);
    }
  return { type: 'number', values, boolean };
}

/**
 * Lists, objects and JSON texts as JS values, read from the buffers on first use. The stream's
 * column is let go once read: its batches are views of the whole answer's bytes, which it would
 * otherwise keep alive with the dataset (the old-stock answer's 236 B a row, for one list).
 */
/** A decoded cell of a list or object column as the engine keeps it (`held`: see plain). */
type Convert = (value: unknown, row: number, held: Map<string, unknown>) => unknown;

function lazyObjects(column: ArrowColumn<unknown>, convert: Convert): ObjectColumn {
  let values: unknown[] | null = null;
  let source: ArrowColumn<unknown> | null = column;
  return {
    type: 'object',
    get values() {
      if (values === null) {
        const read = new Array<unknown>(source!.length);
        const held = new Map<string, unknown>();
        let row = 0;
        for (const batch of source!.data)
          for (let i = 0; i < batch.length; i++, row++) {
            const value = batch.at(i);
            read[row] = value === null ? null : convert(value, row, held);
          }
        values = read;
        source = null;
      }
      return values;
    },
  };
}

/**
 * A decoded nested value as JSON gives it: typed arrays (lists of numbers) become arrays. Values
 * go through `held`, one of each distinct text and each distinct list of plain values (texts,
 * numbers) of a column: the stream decodes each row's value anew, and a list column's values
 * repeat (a property manager's name on each of its buildings' rows), so a column holds each once
 * instead of once a row. The engine never writes into a cell's value.
 */
export function plain(value: unknown, held: Map<string, unknown> = new Map()): unknown {
  if (typeof value === 'string') {
    const key = `t${value}`;
    const text = held.get(key);
    if (text !== undefined) return text;
    held.set(key, value);
    return value;
  }
  if (ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<number>);
  if (Array.isArray(value)) {
    const list = value.map((entry: unknown) => plain(entry, held));
    if (!list.every((entry) => entry === null || typeof entry === 'string' || typeof entry === 'number')) return list;
    const key = `l${JSON.stringify(list)}`;
    const same = held.get(key);
    if (same !== undefined) return same;
    held.set(key, list);
    return list;
  }
  if (value !== null && typeof value === 'object') {
    const record: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) record[key] = plain(entry, held);
    return record;
  }
  return value;
}
