/**
 * A result set stored by column (kepler.gl's data container habit): numbers and booleans in
 * Float64Arrays (NaN = missing), strings dictionary-encoded (Int32Array codes, -1 = missing),
 * anything else (lists of objects) kept as one JS array per field. Filters, rollups, sorts and
 * exports read by row index; row objects are never rebuilt except for a window of display rows.
 */
import type { ColumnDefinition } from './columns';
import type { CellValue, SearchRow } from './search';
import { TextDictionary } from './text-dictionary';

export interface NumberColumn {
  type: 'number';
  readonly values: Float64Array;
  /** Booleans are stored as 1/0 and given back as booleans. */
  boolean: boolean;
  /** One row's value (NaN = missing), for a column that keeps its values compact until `values` is first read. */
  valueAt?(row: number): number;
}

/** The compact form's missing value: a column whose values include it is not kept compact. */
export const COMPACT_MISSING = -0x80000000;

/**
 * Whole numbers (or decimals, as whole units of 10^-scale) kept in 4 bytes a row instead of 8:
 * the Float64Array that filters, sorts and totals read is made the first time one asks for it,
 * and a row's value is read from the compact array until then (display, group ids, record ids).
 * An old-stock view's ids, geography ids, storeys and rates no filter, sort or total reads stay
 * compact (about 30 bytes a row).
 */
export class CompactNumberColumn implements NumberColumn {
  readonly type = 'number';
  readonly boolean = false;
  private wide: Float64Array | null = null;

  /** `units`: COMPACT_MISSING for a missing value; let go once the values are widened. */
  constructor(
    private compact: Int32Array | null,
    readonly divisor: number,
  ) {}

  /** The compact values, null once widened. */
  get units(): Int32Array | null {
    return this.compact;
  }

  get values(): Float64Array {
    if (this.wide === null) {
      const units = this.compact!;
      const { divisor } = this;
      const wide = new Float64Array(units.length);
      for (let i = 0; i < units.length; i++) wide[i] = units[i] === COMPACT_MISSING ? NaN : units[i]! / divisor;
      this.wide = wide;
      this.compact = null;
    }
    return this.wide;
  }

  valueAt(row: number): number {
    if (this.wide !== null) return this.wide[row]!;
    const unit = this.compact![row]!;
    return unit === COMPACT_MISSING ? NaN : unit / this.divisor;
  }
}

export interface StringColumn {
  type: 'string';
  /** Dictionary code per row, -1 = missing. */
  readonly codes: Int32Array;
  readonly dictionary: string[];
  /** The text per row as the server sent it (null = missing), when the column keeps it. */
  readonly texts?: ReadonlyArray<string | null>;
  /** The text of one row (null = missing), for a column that keeps its texts in a compact form instead of `texts`. */
  textAt?(row: number): string | null;
}

export interface ObjectColumn {
  type: 'object';
  values: unknown[];
}

export type Column = NumberColumn | StringColumn | ObjectColumn;

/** Sale addresses (or a row's own coordinates) as compressed sparse rows: pins of row i are offsets[i]..offsets[i+1]. */
export interface PointIndex {
  offsets: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
}

export interface ColumnarDataset {
  rowCount: number;
  fields: Map<string, Column>;
  /** Field names in first-seen order (export of "every field" and display of leaf rows). */
  fieldOrder: string[];
  columns: ColumnDefinition[];
  points: PointIndex;
  estimatedBytes: number;
}

type FieldKind = 'number' | 'boolean' | 'string' | 'object';

function kindOf(value: unknown): FieldKind | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  return 'object';
}

/**
 * Each field's kind in first-seen order, read from its values: missing values say nothing, so a
 * text field whose first rows are null is still text (a field with no value at all is a number
 * column of NaN), whatever order the rows come in.
 */
function fieldKinds(rows: readonly SearchRow[]): Map<string, FieldKind> {
  const kinds = new Map<string, FieldKind | null>();
  for (const row of rows) {
    for (const field in row) {
      const kind = kindOf(row[field]);
      const known = kinds.get(field);
      if (kind === null) {
        if (known === undefined) kinds.set(field, null);
        continue;
      }
      if (known === undefined || known === null || known === kind) kinds.set(field, kind);
      else if (known === 'number' && kind === 'boolean') kinds.set(field, 'number');
      else if (known === 'boolean' && kind === 'number') kinds.set(field, 'number');
      else kinds.set(field, 'object');
    }
  }
  const settled = new Map<string, FieldKind>();
  for (const [field, kind] of kinds) settled.set(field, kind ?? 'number');
  return settled;
}

function numberColumn(rows: readonly SearchRow[], field: string, boolean: boolean): NumberColumn {
  const values = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = rows[i]![field];
    values[i] = typeof value === 'number' ? value : typeof value === 'boolean' ? (value ? 1 : 0) : NaN;
  }
  return { type: 'number', values, boolean };
}

/**
 * A string column that encodes its dictionary on first use. A sales search has a dozen text
 * fields of about 10,000 distinct values each (file numbers, addresses, parties, PINs) that a
 * first view never filters, sorts or groups by; hashing them all into dictionaries cost about a
 * fifth of opening the widest search. Display reads `texts`, which needs no dictionary.
 */
class LazyStringColumn implements StringColumn {
  readonly type = 'string';
  private encoded: { codes: Int32Array; dictionary: string[] } | null = null;

  constructor(readonly texts: ReadonlyArray<string | null>) {}

  get codes(): Int32Array {
    return (this.encoded ??= encodeTexts(this.texts)).codes;
  }

  get dictionary(): string[] {
    return (this.encoded ??= encodeTexts(this.texts)).dictionary;
  }
}

function encodeTexts(texts: ReadonlyArray<string | null>): { codes: Int32Array; dictionary: string[] } {
  const dictionary = new TextDictionary();
  const codes = dictionary.codes(texts);
  return { codes, dictionary: dictionary.entries };
}

function stringColumn(rows: readonly SearchRow[], field: string): StringColumn {
  const texts = new Array<string | null>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = rows[i]![field];
    texts[i] = typeof value === 'string' ? value : null;
  }
  return textColumn(texts);
}

/**
 * Texts that all begin and end alike (addresses of pictures built from a record's id,
 * "/api/v1/media/picture/rental/5969/1.svg") kept as the part that differs, the common beginning
 * and end once: about 40 bytes a row less on the old-stock view's pictures. A row's text is put
 * back together when read; the dictionary, for a filter, sort or export of the column, on first use.
 */
class AffixedTextColumn implements StringColumn {
  readonly type = 'string';
  private encoded: { codes: Int32Array; dictionary: string[] } | null = null;

  constructor(
    private readonly prefix: string,
    private readonly suffix: string,
    /** The middle of each row's text (null = missing). */
    readonly middles: ReadonlyArray<string | null>,
  ) {}

  textAt(row: number): string | null {
    const middle = this.middles[row];
    return middle === null || middle === undefined ? null : this.prefix + middle + this.suffix;
  }

  get codes(): Int32Array {
    return (this.encoded ??= this.encode()).codes;
  }

  get dictionary(): string[] {
    return (this.encoded ??= this.encode()).dictionary;
  }

  private encode(): { codes: Int32Array; dictionary: string[] } {
    return encodeTexts(this.middles.map((_, row) => this.textAt(row)));
  }
}

/** Common beginning and end worth keeping once (characters), and the longest middle kept apart. */
const MIN_AFFIX_LENGTH = 16;
/**
 * V8 keeps a slice of 13 characters or more as a view of the whole text (a sliced string), which
 * would hold every row's whole text anyway; shorter slices are copies.
 */
const MAX_MIDDLE_LENGTH = 12;

/** The texts as an AffixedTextColumn when they share a long enough beginning and end, else null. */
function affixedTexts(texts: ReadonlyArray<string | null>): AffixedTextColumn | null {
  let reference: string | null = null;
  let prefix = 0;
  let suffix = 0;
  let shortest = Infinity;
  for (const text of texts) {
    if (text === null) continue;
    if (reference === null) {
      reference = text;
      prefix = suffix = text.length;
    }
    let same = 0;
    while (same < prefix && same < text.length && text.charCodeAt(same) === reference.charCodeAt(same)) same++;
    prefix = same;
    same = 0;
    while (
      same < suffix &&
      same < text.length &&
      text.charCodeAt(text.length - 1 - same) === reference.charCodeAt(reference.length - 1 - same)
    )
      same++;
    suffix = same;
    shortest = Math.min(shortest, text.length);
    if (prefix + suffix < MIN_AFFIX_LENGTH) return null;
  }
  if (reference === null) return null;
  // Beginning and end must not overlap in the shortest text.
  suffix = Math.min(suffix, shortest - prefix);
  if (prefix + suffix < MIN_AFFIX_LENGTH) return null;
  const middles = new Array<string | null>(texts.length);
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    if (text === null) {
      middles[i] = null;
      continue;
    }
    if (text.length - prefix - suffix > MAX_MIDDLE_LENGTH) return null;
    middles[i] = text.slice(prefix, text.length - suffix);
  }
  return new AffixedTextColumn(reference.slice(0, prefix), reference.slice(reference.length - suffix), middles);
}

/** A string column of texts per row (null = missing), its dictionary encoded on first use. */
export function textColumn(texts: ReadonlyArray<string | null>): StringColumn {
  return affixedTexts(texts) ?? new LazyStringColumn(texts);
}

/** The texts a string column holds: its texts, the parts of them it keeps, or its dictionary. */
export function heldTexts(column: StringColumn): ReadonlyArray<string | null> {
  if (column.texts !== undefined) return column.texts;
  return column instanceof AffixedTextColumn ? column.middles : column.dictionary;
}

function objectColumn(rows: readonly SearchRow[], field: string): ObjectColumn {
  return { type: 'object', values: rows.map((row) => row[field] ?? null) };
}

function finite(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : NaN;
}

/** Every value a finite number (a coordinate column every row of which has its pin). */
function allFinite(values: Float64Array): boolean {
  for (let i = 0; i < values.length; i++) if (!Number.isFinite(values[i]!)) return false;
  return true;
}

/**
 * Pins of each row: its addresses' coordinates (a sale), else its own latitude and longitude.
 * When every row has its own coordinates and no addresses (projects, rental buildings), the
 * pins are those columns themselves, not a copy of them (16 bytes a row).
 */
function pointIndex(fields: ReadonlyMap<string, Column>, rowCount: number): PointIndex {
  const offsets = new Uint32Array(rowCount + 1);
  const addressColumn = fields.get('addresses');
  const latitude = fields.get('latitude');
  const longitude = fields.get('longitude');
  if (
    addressColumn === undefined &&
    latitude?.type === 'number' &&
    !latitude.boolean &&
    longitude?.type === 'number' &&
    !longitude.boolean &&
    latitude.values.length === rowCount &&
    longitude.values.length === rowCount &&
    allFinite(latitude.values) &&
    allFinite(longitude.values)
  ) {
    for (let i = 0; i <= rowCount; i++) offsets[i] = i;
    return { offsets, lat: latitude.values, lng: longitude.values };
  }
  const lat: number[] = [];
  const lng: number[] = [];
  for (let i = 0; i < rowCount; i++) {
    const addresses = cellAt(addressColumn, i);
    if (Array.isArray(addresses) && addresses.length > 0) {
      for (const address of addresses as unknown[]) {
        if (address === null || typeof address !== 'object') continue;
        const record = address as Record<string, unknown>;
        const pLat = finite(record['property_latitude']);
        const pLng = finite(record['property_longitude']);
        if (Number.isNaN(pLat) || Number.isNaN(pLng)) continue;
        lat.push(pLat);
        lng.push(pLng);
      }
    } else {
      const rLat = finite(cellAt(latitude, i));
      const rLng = finite(cellAt(longitude, i));
      if (!Number.isNaN(rLat) && !Number.isNaN(rLng)) {
        lat.push(rLat);
        lng.push(rLng);
      }
    }
    offsets[i + 1] = lat.length;
  }
  return { offsets, lat: Float64Array.from(lat), lng: Float64Array.from(lng) };
}

/**
 * A rough heap size of a nested list, good enough to bound an LRU cache. Walked rather than
 * measured through JSON.stringify, which cost the widest sales search (10,000 rows of address,
 * mortgage and party lists) about 60 ms and a string of every list to collect.
 */
function nestedBytes(value: unknown): number {
  if (typeof value === 'string') return 40 + value.length * 2;
  if (Array.isArray(value)) {
    let bytes = 32;
    for (const entry of value) bytes += nestedBytes(entry);
    return bytes;
  }
  if (value !== null && typeof value === 'object') {
    let bytes = 64;
    for (const field in value) bytes += 8 + nestedBytes((value as Record<string, unknown>)[field]);
    return bytes;
  }
  return 8;
}

function numberValues(column: Column | undefined): Float64Array | undefined {
  return column?.type === 'number' ? column.values : undefined;
}

function estimateBytes(fields: Map<string, Column>): number {
  let bytes = 0;
  for (const column of fields.values()) {
    if (column.type === 'number') bytes += column.values.byteLength;
    else if (column.type === 'string') {
      // Read from the texts, which would not encode the dictionary: a reference per row, each
      // text counted as if it were not shared.
      const texts = heldTexts(column);
      bytes += texts.length * 8;
      for (const entry of texts) if (entry !== null) bytes += 40 + entry.length * 2;
    } else {
      for (const value of column.values) bytes += nestedBytes(value);
    }
  }
  return bytes;
}

export function buildDataset(rows: readonly SearchRow[], columns: ColumnDefinition[]): ColumnarDataset {
  const kinds = fieldKinds(rows);
  const fields = new Map<string, Column>();
  for (const [field, kind] of kinds) {
    if (kind === 'number') fields.set(field, numberColumn(rows, field, false));
    else if (kind === 'boolean') fields.set(field, numberColumn(rows, field, true));
    else if (kind === 'string') fields.set(field, stringColumn(rows, field));
    else fields.set(field, objectColumn(rows, field));
  }
  return datasetOfColumns(fields, [...kinds.keys()], rows.length, columns);
}

/**
 * A dataset of columns already built (from JSON rows above, or kept as they arrived in Arrow
 * buffers, workers/service/arrow-response.ts): its pins and its estimated size. `heldBytes`
 * replaces the estimate where the caller knows what it holds.
 */
export function datasetOfColumns(
  fields: Map<string, Column>,
  fieldOrder: string[],
  rowCount: number,
  columns: ColumnDefinition[],
  heldBytes?: number,
): ColumnarDataset {
  const points = pointIndex(fields, rowCount);
  // Pins that are the coordinate columns themselves are counted with the columns.
  const shared = points.lat === numberValues(fields.get('latitude'));
  const pointBytes = points.offsets.byteLength + (shared ? 0 : points.lat.byteLength + points.lng.byteLength);
  return {
    rowCount,
    fields,
    fieldOrder,
    columns,
    points,
    estimatedBytes: (heldBytes === undefined ? estimateBytes(fields) : heldBytes) + pointBytes,
  };
}

/** The value of one cell as the server sent it (lists of objects come back as they were). */
export function cellAt(column: Column | undefined, row: number): CellValue | unknown {
  if (column === undefined) return null;
  if (column.type === 'number') {
    const value = column.valueAt === undefined ? column.values[row]! : column.valueAt(row);
    if (Number.isNaN(value)) return null;
    return column.boolean ? value === 1 : value;
  }
  if (column.type === 'string') {
    if (column.texts !== undefined) return column.texts[row] ?? null;
    if (column.textAt !== undefined) return column.textAt(row);
    const code = column.codes[row]!;
    return code < 0 ? null : column.dictionary[code]!;
  }
  return column.values[row] ?? null;
}

/** Scalar fields of a row, for a display window (lists are left out: they never cross). */
export function scalarFieldsAt(dataset: ColumnarDataset, row: number): Record<string, CellValue> {
  const record: Record<string, CellValue> = {};
  for (const field of dataset.fieldOrder) {
    const column = dataset.fields.get(field)!;
    if (column.type === 'object') continue;
    record[field] = cellAt(column, row) as CellValue;
  }
  return record;
}

/** Numeric view of a field: numbers as stored; strings parsed once per dictionary entry. */
export function numericValues(dataset: ColumnarDataset, field: string): Float64Array | null {
  const column = dataset.fields.get(field);
  if (column === undefined) return null;
  if (column.type === 'number') return column.values;
  if (column.type === 'string') {
    const parsed = column.dictionary.map((entry) => (entry.trim() === '' ? NaN : Number(entry)));
    const values = new Float64Array(dataset.rowCount);
    for (let i = 0; i < values.length; i++) {
      const code = column.codes[i]!;
      values[i] = code < 0 ? NaN : parsed[code]!;
    }
    return values;
  }
  return null;
}
