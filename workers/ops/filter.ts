/**
 * Runs the decoded client filters over a columnar dataset and returns the passing row indexes
 * (kepler.gl's `filteredIndex`): each predicate compacts the candidate list in place, cheap
 * column tests first and the polygon last, so later predicates see fewer rows.
 */
import { parseIsoDate } from '../../src/lib/dates';
import { numericValues, type Column, type ColumnarDataset, type StringColumn } from './columnar-dataset';
import { gridContainsPoint, preparePolygon, preparePolygonGrid } from './polygon';
import type { FilterPredicate } from './url-params';

/** Predicates tested one by one; ranges are tested together in keepInAllRanges. */
type SinglePredicate = Exclude<FilterPredicate, { kind: 'range' | 'dateRange' }>;

const PREDICATE_COST: Record<SinglePredicate['kind'], number> = {
  submarket: 0,
  excludeFlagged: 1,
  present: 1,
  positive: 1,
  in: 2,
  contains: 3,
  polygon: 4,
};

/** Per-dataset caches of derived arrays (date values, lower-cased dictionaries). */
export interface FilterCache {
  dates: Map<string, Float64Array>;
  numbers: Map<string, Float64Array | null>;
}

export function createFilterCache(): FilterCache {
  return { dates: new Map(), numbers: new Map() };
}

function numbersOf(dataset: ColumnarDataset, cache: FilterCache, field: string): Float64Array | null {
  if (!cache.numbers.has(field)) cache.numbers.set(field, numericValues(dataset, field));
  return cache.numbers.get(field) ?? null;
}

/** Epoch ms of a date field per row (NaN when missing), parsed once per dictionary entry. */
export function datesOf(dataset: ColumnarDataset, cache: FilterCache, field: string): Float64Array | null {
  const cached = cache.dates.get(field);
  if (cached !== undefined) return cached;
  const column = dataset.fields.get(field);
  if (column === undefined) return null;
  let values: Float64Array;
  if (column.type === 'string') {
    const parsed = column.dictionary.map((entry) => parseIsoDate(entry));
    values = new Float64Array(dataset.rowCount);
    for (let i = 0; i < values.length; i++) {
      const code = column.codes[i]!;
      values[i] = code < 0 ? NaN : parsed[code]!;
    }
  } else if (column.type === 'number') {
    values = column.values;
  } else return null;
  cache.dates.set(field, values);
  return values;
}

function keep(rows: Uint32Array, count: number, test: (row: number) => boolean): number {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    if (test(row)) rows[kept++] = row;
  }
  return kept;
}

/** Small non-negative integer ids (statuses, types) go through a lookup table instead of a Set. */
function keepListedNumbers(rows: Uint32Array, count: number, values: Float64Array, wanted: Set<number>): number {
  const ids = [...wanted];
  const max = ids.reduce((a, b) => Math.max(a, b), -1);
  let kept = 0;
  if (ids.every((id) => Number.isInteger(id) && id >= 0) && max < 1 << 20) {
    const table = new Uint8Array(max + 1);
    for (const id of ids) table[id] = 1;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      const value = values[row]!;
      if (value >= 0 && value <= max && table[value] === 1) rows[kept++] = row;
    }
    return kept;
  }
  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    if (wanted.has(values[row]!)) rows[kept++] = row;
  }
  return kept;
}

function dictionaryMatches(column: StringColumn, matches: (entry: string) => boolean): Uint8Array {
  const result = new Uint8Array(column.dictionary.length);
  for (let code = 0; code < result.length; code++) result[code] = matches(column.dictionary[code]!) ? 1 : 0;
  return result;
}

function truthy(value: unknown): boolean {
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    return lower === '1' || lower === 'true' || lower === 'yes' || lower === 'y';
  }
  return false;
}

function listNames(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (!Array.isArray(value)) return [];
  const names: string[] = [];
  for (const entry of value) {
    if (typeof entry === 'string' || typeof entry === 'number') names.push(String(entry));
    else if (entry !== null && typeof entry === 'object') {
      const record = entry as Record<string, unknown>;
      const name = record['name'] ?? record['id'];
      if (typeof name === 'string' || typeof name === 'number') names.push(String(name));
    }
  }
  return names;
}

function flagTest(column: Column | undefined): ((row: number) => boolean) | null {
  if (column === undefined) return null;
  if (column.type === 'number') {
    const values = column.values;
    return (row) => {
      const value = values[row]!;
      return value !== 0 && value === value; // NaN (missing) is not flagged
    };
  }
  if (column.type === 'string') {
    const flagged = dictionaryMatches(column, truthy);
    const codes = column.codes;
    return (row) => codes[row]! >= 0 && flagged[codes[row]!] === 1;
  }
  const values = column.values;
  return (row) => truthy(values[row]);
}

function applyPredicate(
  dataset: ColumnarDataset,
  cache: FilterCache,
  predicate: SinglePredicate,
  rows: Uint32Array,
  count: number,
): number {
  switch (predicate.kind) {
    case 'present': {
      const column = dataset.fields.get(predicate.field);
      if (column === undefined) return 0;
      if (column.type === 'number') return keep(rows, count, (row) => !Number.isNaN(column.values[row]!));
      if (column.type === 'string') return keep(rows, count, (row) => column.codes[row]! >= 0);
      return keep(rows, count, (row) => column.values[row] !== null && column.values[row] !== undefined);
    }
    case 'positive': {
      const values = numbersOf(dataset, cache, predicate.field);
      if (values === null) return 0;
      return keep(rows, count, (row) => values[row]! > 0);
    }
    case 'excludeFlagged': {
      const test = flagTest(dataset.fields.get(predicate.field));
      if (test === null) return count; // no row carries the flag, so none is flagged
      return keep(rows, count, (row) => !test(row));
    }
    case 'in': {
      const wanted = new Set(predicate.values.map((value) => value.toLowerCase()));
      const column = dataset.fields.get(predicate.field);
      if (column === undefined) return 0;
      if (column.type === 'string') {
        const matches = dictionaryMatches(column, (entry) => wanted.has(entry.toLowerCase()));
        return keep(rows, count, (row) => column.codes[row]! >= 0 && matches[column.codes[row]!] === 1);
      }
      if (column.type === 'number') {
        const numbers = new Set(predicate.values.map(Number).filter((value) => !Number.isNaN(value)));
        if (column.boolean) {
          const wantTrue = wanted.has('true') || wanted.has('1');
          return keep(
            rows,
            count,
            (row) => !Number.isNaN(column.values[row]!) && (column.values[row] === 1) === wantTrue,
          );
        }
        return keepListedNumbers(rows, count, column.values, numbers);
      }
      return keep(rows, count, (row) => listNames(column.values[row]).some((name) => wanted.has(name.toLowerCase())));
    }
    case 'contains': {
      const text = predicate.text;
      const group = dataset.textGroups.get(predicate.field);
      if (group !== undefined) return keep(rows, count, (row) => group[row]!.includes(text));
      const column = dataset.fields.get(predicate.field);
      if (column === undefined) return 0;
      if (column.type === 'string') {
        const matches = dictionaryMatches(column, (entry) => entry.toLowerCase().includes(text));
        return keep(rows, count, (row) => column.codes[row]! >= 0 && matches[column.codes[row]!] === 1);
      }
      if (column.type === 'number') {
        return keep(
          rows,
          count,
          (row) => !Number.isNaN(column.values[row]!) && String(column.values[row]).includes(text),
        );
      }
      return keep(rows, count, (row) =>
        listNames(column.values[row]).some((name) => name.toLowerCase().includes(text)),
      );
    }
    case 'submarket': {
      const ids = new Set(predicate.ids);
      const values = numbersOf(dataset, cache, 'submarket_id');
      if (values === null) return predicate.includeOther ? count : 0;
      return keep(rows, count, (row) => {
        const id = values[row]!;
        return Number.isNaN(id) ? predicate.includeOther : ids.has(id);
      });
    }
    case 'polygon': {
      const grid = preparePolygonGrid(preparePolygon(predicate.points));
      const { offsets, lat, lng } = dataset.points;
      // Sales: the filter is satisfied when any address is inside (part 2 §5).
      let kept = 0;
      for (let i = 0; i < count; i++) {
        const row = rows[i]!;
        const last = offsets[row + 1]!;
        for (let p = offsets[row]!; p < last; p++) {
          if (gridContainsPoint(grid, lng[p]!, lat[p]!)) {
            rows[kept++] = row;
            break;
          }
        }
      }
      return kept;
    }
  }
}

/** All inclusive ranges in one pass over the candidates (fewer reads and writes of the list). */
function keepInAllRanges(rows: Uint32Array, count: number, ranges: Array<[Float64Array, number, number]>): number {
  let kept = 0;
  const arrays = ranges.map((range) => range[0]);
  const froms = ranges.map((range) => range[1]);
  const tos = ranges.map((range) => range[2]);
  const k = ranges.length;
  outer: for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    for (let r = 0; r < k; r++) {
      const value = arrays[r]![row]!;
      if (!(value >= froms[r]! && value <= tos[r]!)) continue outer; // NaN (missing) fails
    }
    rows[kept++] = row;
  }
  return kept;
}

/** Row indexes (ascending) of the rows that pass every predicate. */
export function filterRows(
  dataset: ColumnarDataset,
  cache: FilterCache,
  predicates: readonly FilterPredicate[],
): Uint32Array {
  const rows = new Uint32Array(dataset.rowCount);
  for (let i = 0; i < rows.length; i++) rows[i] = i;
  let count = rows.length;
  const ranges: Array<[Float64Array, number, number]> = [];
  const others: SinglePredicate[] = [];
  for (const predicate of predicates) {
    if (predicate.kind !== 'range' && predicate.kind !== 'dateRange') {
      others.push(predicate);
      continue;
    }
    const values =
      predicate.kind === 'range'
        ? numbersOf(dataset, cache, predicate.field)
        : datesOf(dataset, cache, predicate.field);
    if (values === null) return new Uint32Array(0); // a missing value fails, and no row has one
    ranges.push([values, predicate.from ?? -Infinity, predicate.to ?? Infinity]);
  }
  if (ranges.length > 0) count = keepInAllRanges(rows, count, ranges);
  const ordered = others.sort((a, b) => PREDICATE_COST[a.kind] - PREDICATE_COST[b.kind]);
  for (const predicate of ordered) {
    if (count === 0) break;
    count = applyPredicate(dataset, cache, predicate, rows, count);
  }
  return rows.slice(0, count);
}
