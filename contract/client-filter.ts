/**
 * Runs the decoded client filters over a columnar dataset and returns the passing row indexes
 * (kepler.gl's `filteredIndex`): each predicate compacts the candidate list in place, cheap
 * column tests first and the polygon last, so later predicates see fewer rows.
 */
import { parseIsoDate } from './dates';
import {
  numericValues,
  type Column,
  type ColumnarDataset,
  type PointIndex,
  type StringColumn,
} from './columnar-dataset';
import { GRID_BOUNDARY, GRID_INSIDE, insideRingInBand, preparePolygonGrid, type PolygonGrid } from './polygon-grid';
import { preparePolygon } from './polygon';
import type { FilterPredicate } from './client-params';
import type { AreaSelection } from './area-selection';

/** Predicates tested one by one after the ranges (rowsInRange, keepInRange). */
type SinglePredicate = Exclude<FilterPredicate, { kind: 'range' | 'dateRange' }>;

const PREDICATE_COST: Record<SinglePredicate['kind'], number> = {
  submarket: 0,
  excludeFlagged: 1,
  present: 1,
  positive: 1,
  in: 2,
  contains: 3,
  polygon: 4,
  areas: 5,
};

/** Per-dataset caches of derived arrays (date values, lower-cased dictionaries). */
export interface FilterCache {
  dates: Map<string, Float64Array>;
  numbers: Map<string, Float64Array | null>;
  /**
   * Working list of candidate rows, one per dataset row, reused by every filter run (runs are
   * synchronous, and the result is copied out), so a view update allocates only its result.
   */
  candidates: Uint32Array | null;
}

export function createFilterCache(): FilterCache {
  return { dates: new Map(), numbers: new Map(), candidates: null };
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
    // At least one entry: a value that matches no id reads entry 0 (masked off below).
    const table = new Uint8Array(Math.max(max + 1, 1));
    for (const id of ids) table[id] = 1;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      const value = values[row]!;
      // An integer index keeps the table read a fast load; a fractional or missing value, or one
      // out of the table, matches no id and reads entry 0 masked off (no branch per row).
      const id = value | 0;
      const valid = +(id === value) & +(id >= 0) & +(id <= max);
      rows[kept] = row;
      kept += table[id & -valid]! & valid;
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
      const column = dataset.fields.get(predicate.field);
      if (column?.type === 'number') return keepUnflagged(rows, count, column.values);
      const test = flagTest(column);
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
    case 'polygon':
      return keepInPolygon(rows, count, dataset.points, preparePolygonGrid(preparePolygon(predicate.points)));
    case 'areas':
      return keepInAreas(dataset, cache, predicate.selection, rows, count);
  }
}

/** Whether one of a row's points lies inside the grid's polygon (the same test as keepInPolygon). */
function rowInGrid(points: PointIndex, grid: PolygonGrid, row: number): boolean {
  const { offsets, lat, lng } = points;
  const { polygon, size, cells, cellWidth, cellHeight } = grid;
  const { west, east, south, north } = polygon;
  const lastCell = size - 1;
  const end = offsets[row + 1]!;
  for (let p = offsets[row]!; p < end; p++) {
    const x = lng[p]!;
    const y = lat[p]!;
    if (!(x >= west && x <= east && y >= south && y <= north)) continue;
    const c = Math.min(lastCell, Math.floor((x - west) / cellWidth));
    const r = Math.min(lastCell, Math.floor((y - south) / cellHeight));
    const cell = cells[r * size + c]!;
    if (cell === GRID_INSIDE || (cell === GRID_BOUNDARY && insideRingInBand(grid, r, x, y))) return true;
  }
  return false;
}

/**
 * The combined selection of areas (contract/area-selection.ts), a union: a row stays when its
 * submarket or its municipality is named, or one of its points lies inside one of the polygons
 * (each with the grid fast path of the polygon filter). The id tests come first: they are one
 * lookup, and a row they keep needs no point test.
 */
function keepInAreas(
  dataset: ColumnarDataset,
  cache: FilterCache,
  selection: AreaSelection,
  rows: Uint32Array,
  count: number,
): number {
  const submarkets = new Set(selection.submarketIds);
  const municipalities = new Set(selection.municipalityIds);
  const submarketOf = submarkets.size > 0 ? numbersOf(dataset, cache, 'submarket_id') : null;
  const municipalityOf = municipalities.size > 0 ? numbersOf(dataset, cache, 'municipality_id') : null;
  const grids = selection.polygons.map((polygon) => preparePolygonGrid(preparePolygon(polygon.points)));
  const points = dataset.points;
  return keep(rows, count, (row) => {
    if (submarketOf !== null && submarkets.has(submarketOf[row]!)) return true;
    if (municipalityOf !== null && municipalities.has(municipalityOf[row]!)) return true;
    for (const grid of grids) if (rowInGrid(points, grid, row)) return true;
    return false;
  });
}

/**
 * Rows with a point inside the polygon (sales: any of their addresses, part 2 §5). The grid's
 * fields are read into locals once: the per-point test is a few compares and one cell lookup,
 * and only points in boundary cells run the full ray cast. The loop is rowInGrid's written out,
 * not `keep(rows, count, (row) => rowInGrid(...))`: that call per row made the 100,000-row view
 * step (bench/view-step.ts) about a fifth slower.
 */
function keepInPolygon(rows: Uint32Array, count: number, points: PointIndex, grid: PolygonGrid): number {
  const { offsets, lat, lng } = points;
  const { polygon, size, cells } = grid;
  const { west, east, south, north } = polygon;
  const { cellWidth, cellHeight } = grid;
  const lastCell = size - 1;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    const end = offsets[row + 1]!;
    for (let p = offsets[row]!; p < end; p++) {
      const x = lng[p]!;
      const y = lat[p]!;
      if (!(x >= west && x <= east && y >= south && y <= north)) continue;
      const c = Math.min(lastCell, Math.floor((x - west) / cellWidth));
      const r = Math.min(lastCell, Math.floor((y - south) / cellHeight));
      const cell = cells[r * size + c]!;
      if (cell === GRID_INSIDE || (cell === GRID_BOUNDARY && insideRingInBand(grid, r, x, y))) {
        rows[kept++] = row;
        break;
      }
    }
  }
  return kept;
}

/** Rows whose 1/0 flag is 0 or missing (NaN); a monomorphic loop, no test closure per row. */
function keepUnflagged(rows: Uint32Array, count: number, values: Float64Array): number {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    const value = values[row]!;
    rows[kept] = row;
    kept += +(value === 0) | +(value !== value);
  }
  return kept;
}

/**
 * The first range scans its column straight through (sequential reads, no candidate list to
 * fill first); `rows` receives the indexes that pass.
 */
function rowsInRange(rows: Uint32Array, values: Float64Array, from: number, to: number): number {
  let kept = 0;
  for (let row = 0; row < rows.length; row++) {
    const value = values[row]!;
    // Branch-free compaction: a pass rate near 50% would mispredict a branch on every other row.
    // The two tests are numbers joined by `&`: `&&` (or `? :`) compiles to a branch of its own.
    rows[kept] = row;
    kept += +(value >= from) & +(value <= to); // NaN (missing) fails
  }
  return kept;
}

function keepInRange(rows: Uint32Array, count: number, values: Float64Array, from: number, to: number): number {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    const value = values[row]!;
    rows[kept] = row;
    kept += +(value >= from) & +(value <= to);
  }
  return kept;
}

/** Row indexes (ascending) of the rows that pass every predicate. */
export function filterRows(
  dataset: ColumnarDataset,
  cache: FilterCache,
  predicates: readonly FilterPredicate[],
): Uint32Array {
  let rows = cache.candidates;
  if (rows === null || rows.length !== dataset.rowCount) rows = cache.candidates = new Uint32Array(dataset.rowCount);
  const ranges: Array<{ values: Float64Array; from: number; to: number }> = [];
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
    ranges.push({ values, from: predicate.from ?? -Infinity, to: predicate.to ?? Infinity });
  }
  let count: number;
  if (ranges.length === 0) {
    for (let i = 0; i < rows.length; i++) rows[i] = i;
    count = rows.length;
  } else {
    const [first, ...rest] = ranges;
    count = rowsInRange(rows, first!.values, first!.from, first!.to);
    for (const range of rest) count = keepInRange(rows, count, range.values, range.from, range.to);
  }
  const ordered = others.sort((a, b) => PREDICATE_COST[a.kind] - PREDICATE_COST[b.kind]);
  for (const predicate of ordered) {
    if (count === 0) break;
    count = applyPredicate(dataset, cache, predicate, rows, count);
  }
  return rows.slice(0, count);
}
