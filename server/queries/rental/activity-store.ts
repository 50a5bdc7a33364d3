import type { Kysely } from 'kysely';
import { valueRows } from '../../db/connection';
import type { Database } from '../../db/database';
import { monthIndex, monthOfIndex } from '@contract/months';
import type { ActivitySums } from './activity-figures';

/*
 * The rental activity held in memory as columns sorted by building, for the rental market
 * history narrowed by an advanced filter (part 2 §7: the server applies the filter to totals).
 * The submarket rollups (activity-rollups.ts) cannot answer it, since the filter tests a
 * building's or project's column, and summing the activity rows in SQL took 7.1 s for every
 * region and month at SEED_SCALE=10 (3.6 million rows, bench/scale-search.ts); the kept buildings
 * are one fast SQL query, and one pass over their rows here sums them (ActivitySums, the SQL
 * path's own sums, so figuresFromSums and addSums stay the one way to compute the figures).
 *
 * The columns live in SharedArrayBuffers: the search threads (server/search-pool) share one copy,
 * built by one thread and handed to the others with each task (a SharedArrayBuffer is shared by
 * postMessage, not copied). A store belongs to one rollup generation (rental_rollup_state,
 * moved by every write of rental activity, activity-rollups.ts `stamp`): a store of another
 * generation is not used, and the history reads SQL until the new one is built.
 */

/** A unit type as the history groups it (the SQL path's group key), with the beds of its rows. */
interface StoreUnitType {
  unit_type: string;
  unittype_name: string;
}

export interface ActivityStore {
  /** rental_rollup_state.generation when it was built. */
  generation: number;
  /** monthIndex of the store's first month: a row's month is firstMonth + its key's month. */
  firstMonth: number;
  monthCount: number;
  unitTypes: StoreUnitType[];
  /** The buildings' ids, ascending; building i's rows are offsets[i] .. offsets[i + 1] - 1, by month. */
  buildings: Int32Array;
  offsets: Int32Array;
  /** Per row, its month, unit type and beds in one number (rowKey); ascending by month within a building. */
  keys: Uint32Array;
  /** Per row, COUNTS_PER_ROW integers: units surveyed, available, days active, DOM units (the COUNT_ offsets). */
  counts: Int32Array;
  /** Per row, FIGURES_PER_ROW reals: average rate, size, min and max rate, min and max PSF (the FIGURE_ offsets). */
  figures: Float64Array;
  /**
   * The same counts and figures in COMPACT_PER_ROW unsigned 16-bit places a row (the COMPACT_
   * offsets; PSF times PSF_SCALE), when every one of them fits there exactly and exactWeights
   * holds (compactOf); then counts and figures are empty. Null: the rows are in counts and figures.
   */
  compact: Uint16Array | null;
  /**
   * Whether every weighted figure (average rate and size times units surveyed) is a whole number
   * and all of them together stay below 2^53: then every partial sum is exact in a float64, a
   * plain sum equals the compensated one bit for bit, and the pass skips the compensation.
   */
  exactWeights: boolean;
}

/*
 * A row is three places (keys, counts, figures) rather than a column per field: the pass below
 * runs once per activity row of the kept buildings (2.4 million at SEED_SCALE=10 for Year Built
 * From 1970 over every month), and with a typed array per field (13 to read, 14 sums to update)
 * it spent its time reloading their addresses (more than the registers hold) rather than reading
 * memory. With this layout, the month range found by binary search, and the compensation skipped
 * when exact (exactWeights), the pass fell from 168-214 ms to 73-75 ms of CPU (medians of 7, the
 * two builds alternated, load average 7-9, bench/rental-history-store.ts). The bytes are the same
 * (68 a row).
 */
const COUNTS_PER_ROW = 4;
const COUNT_SURVEYED = 0;
const COUNT_AVAILABLE = 1;
const COUNT_DAYS = 2;
const COUNT_DOM_UNITS = 3;
const FIGURES_PER_ROW = 6;
const FIGURE_AVG_RATE = 0;
const FIGURE_SIZE = 1;
const FIGURE_MIN_RATE = 2;
const FIGURE_MAX_RATE = 3;
const FIGURE_MIN_PSF = 4;
const FIGURE_MAX_PSF = 5;

/*
 * The compact layout (ActivityStore.compact): the pass reads 24 bytes a row (the key and ten
 * 16-bit places) rather than 68. At SEED_SCALE=10 (rents and sizes whole, every count and figure
 * below 65,536, PSF in cents) the store fell from 244.8 to 86.5 MB, and the pass of Year Built From
 * 1970 over every month from 48-51 to 42-44 ms of CPU on a quiet machine (medians of 31, the two
 * builds alternated three times, load average 1.0-1.3; the whole answer moved less than its noise)
 * and from 73-78 to 42 ms beside other jobs (medians of 9, alternated twice, load 3.2-4.1: the
 * wide rows suffer more from others' memory traffic). A value that does not fit
 * exactly keeps the whole store in the wide layout, so every answer stays the SQL path's bit for
 * bit: the compact figures are read back as the very same float64 values.
 */
const COMPACT_PER_ROW = COUNTS_PER_ROW + FIGURES_PER_ROW;
const COMPACT_FIGURES = COUNTS_PER_ROW;
const COMPACT_LIMIT = 0xffff;
/** PSF figures are held in hundredths: exact when a value times 100, rounded, divided by 100 is that value. */
const PSF_SCALE = 100;

/**
 * A row's key: its month in the high 16 bits (below 65,536), its unit type and beds in a byte each,
 * so keys are ascending by month and the pass reads the three with shifts and masks.
 */
const MONTH_SHIFT = 16;
const UNIT_TYPE_SHIFT = 8;
const BYTE_MASK = 0xff;
const MONTH_LIMIT = 2 ** MONTH_SHIFT;

function rowKey(month: number, unitType: number, beds: number): number {
  return month * MONTH_LIMIT + unitType * 2 ** UNIT_TYPE_SHIFT + beds;
}

/** The lowest key of a month (a key of month m is at least m's and below m + 1's). */
function monthKey(month: number): number {
  return month * MONTH_LIMIT;
}

function monthOfKey(key: number): number {
  return key >>> MONTH_SHIFT;
}

/** Float64 integers are exact below 2^53 (Number.MAX_SAFE_INTEGER). */
const EXACT_SUM_LIMIT = Number.MAX_SAFE_INTEGER;

/** The columns a build reads, in this order (valueRows). */
const STORE_COLUMNS = [
  'property_id',
  'month',
  'unit_type',
  'unittype_name',
  'beds',
  'units_surveyed_actual',
  'available',
  'days_active_total',
  'dom_unit_count',
  'avg_rate',
  'size_sqft',
  'min_rate',
  'max_rate',
  'min_psf',
  'max_psf',
] as const;

type StoreColumnValues = [number, string, string, string, ...Array<number | string>];

/**
 * Buildings read per query of a build: bounded memory at any scale, and few enough rows (about
 * 12,000 at SEED_SCALE=10) that they die young; 500 buildings a query spent 4.5 s of the build's
 * 16 s in the garbage collector, 50 spend 0.3 s of 11 s.
 */
const BUILDINGS_PER_STEP = 50;

function shared<T extends Int32Array | Uint32Array | Float64Array>(
  make: new (buffer: SharedArrayBuffer) => T,
  bytesPerElement: number,
  length: number,
): T {
  return new make(new SharedArrayBuffer(Math.max(1, length) * bytesPerElement));
}

/** The bytes a store holds (the README's memory figures). */
export function activityStoreBytes(store: ActivityStore): number {
  return Object.values(store).reduce<number>(
    (bytes, value) => bytes + (ArrayBuffer.isView(value) ? value.byteLength : 0),
    0,
  );
}

async function rollupGeneration(db: Kysely<Database>): Promise<number | null> {
  const state = await db.selectFrom('rental_rollup_state').select('generation').where('id', '=', 1).executeTakeFirst();
  return state ? Number(state.generation) : null;
}

/**
 * Reads every activity row into a new store, BUILDINGS_PER_STEP buildings per query (the same Kysely
 * queries on SQLite and PostgreSQL). Null when there is no activity, or when the activity was
 * written while it read (the generation moved): the caller builds again later.
 */
export async function buildActivityStore(db: Kysely<Database>): Promise<ActivityStore | null> {
  const generation = await rollupGeneration(db);
  if (generation === null) return null;
  const extent = await db
    .selectFrom('rental_activity')
    .select((eb) => [
      eb.fn.countAll<number>().as('rows'),
      eb.fn.min<string | null>('month').as('first'),
      eb.fn.max<string | null>('month').as('last'),
    ])
    .executeTakeFirstOrThrow();
  if (extent.first === null || extent.last === null) return null;
  const rows = Number(extent.rows);
  const ids = (
    await db.selectFrom('rental_activity').select('property_id').distinct().orderBy('property_id').execute()
  ).map((row) => row.property_id);
  const firstMonth = monthIndex(extent.first);
  const store: ActivityStore = {
    generation,
    firstMonth,
    monthCount: monthIndex(extent.last) - firstMonth + 1,
    unitTypes: [],
    buildings: shared(Int32Array, 4, ids.length),
    offsets: shared(Int32Array, 4, ids.length + 1),
    keys: shared(Uint32Array, 4, rows),
    counts: shared(Int32Array, 4, rows * COUNTS_PER_ROW),
    figures: shared(Float64Array, 8, rows * FIGURES_PER_ROW),
    compact: null,
    exactWeights: false,
  };
  // The sum of every weighted figure's magnitude bounds each partial sum of any buildings.
  let weightMagnitude = 0;
  let weightsWhole = true;
  // Per unit type, its index per name; each month's index (parsed once, not per row).
  const unitTypeIndex = new Map<string, Map<string, number>>();
  const monthAt = new Map<string, number>();
  let row = 0;
  let building = 0;
  for (let step = 0; step < ids.length; step += BUILDINGS_PER_STEP) {
    const stepIds = ids.slice(step, step + BUILDINGS_PER_STEP);
    // Raw rows (valueRows): an object per row cost most of the build's time.
    const activity = await valueRows(
      db,
      db
        .selectFrom('rental_activity')
        .where('property_id', '>=', stepIds[0] ?? 0)
        .where('property_id', '<=', stepIds[stepIds.length - 1] ?? 0)
        .select(STORE_COLUMNS)
        .orderBy('property_id')
        .orderBy('month')
        .orderBy('unit_type'),
    );
    for (const values of activity) {
      const [
        propertyId,
        monthText,
        unitTypeKey,
        unitTypeName,
        beds,
        surveyed,
        available,
        daysActive,
        domUnits,
        avgRate,
        sizeSqft,
        minRate,
        maxRate,
        minPsf,
        maxPsf,
      ] = values as StoreColumnValues;
      // More rows than counted: the activity was written during the build.
      if (row >= rows) return null;
      if (building === 0 || store.buildings[building - 1] !== propertyId) {
        store.buildings[building] = propertyId;
        store.offsets[building] = row;
        building += 1;
      }
      const names = unitTypeIndex.get(unitTypeKey) ?? new Map<string, number>();
      unitTypeIndex.set(unitTypeKey, names);
      let unitType = names.get(unitTypeName);
      if (unitType === undefined) {
        unitType = store.unitTypes.length;
        // More unit types than a key holds: the SQL path answers (never in the data).
        if (unitType > BYTE_MASK) return null;
        names.set(unitTypeName, unitType);
        store.unitTypes.push({ unit_type: unitTypeKey, unittype_name: unitTypeName });
      }
      let month = monthAt.get(monthText);
      if (month === undefined) {
        month = monthIndex(monthText) - firstMonth;
        monthAt.set(monthText, month);
      }
      const bedCount = Number(beds);
      // A key holds beds 0-255 and months 0-65,535 (5,461 years): else the SQL path answers.
      if (!(bedCount >= 0 && bedCount <= BYTE_MASK && Number.isInteger(bedCount)) || month >= MONTH_LIMIT) return null;
      store.keys[row] = rowKey(month, unitType, bedCount);
      const count = row * COUNTS_PER_ROW;
      const units = Number(surveyed);
      store.counts[count + COUNT_SURVEYED] = units;
      store.counts[count + COUNT_AVAILABLE] = Number(available);
      store.counts[count + COUNT_DAYS] = Number(daysActive);
      store.counts[count + COUNT_DOM_UNITS] = Number(domUnits);
      const figure = row * FIGURES_PER_ROW;
      const rate = Number(avgRate);
      const size = Number(sizeSqft);
      store.figures[figure + FIGURE_AVG_RATE] = rate;
      store.figures[figure + FIGURE_SIZE] = size;
      store.figures[figure + FIGURE_MIN_RATE] = Number(minRate);
      store.figures[figure + FIGURE_MAX_RATE] = Number(maxRate);
      store.figures[figure + FIGURE_MIN_PSF] = Number(minPsf);
      store.figures[figure + FIGURE_MAX_PSF] = Number(maxPsf);
      const rateWeighted = rate * units;
      const sizeWeighted = size * units;
      weightsWhole &&= Number.isInteger(rateWeighted) && Number.isInteger(sizeWeighted);
      weightMagnitude += Math.abs(rateWeighted) + Math.abs(sizeWeighted);
      row += 1;
    }
  }
  if (row !== rows || building !== ids.length) return null;
  store.offsets[building] = row;
  store.exactWeights = weightsWhole && weightMagnitude <= EXACT_SUM_LIMIT;
  if ((await rollupGeneration(db)) !== generation) return null;
  const compact = store.exactWeights ? compactOf(store) : null;
  return compact === null
    ? store
    : { ...store, counts: shared(Int32Array, 4, 0), figures: shared(Float64Array, 8, 0), compact };
}

/** A count or whole figure as its compact place, or -1 when it does not fit there. */
function compactWhole(value: number): number {
  // Not -0: it would be read back as 0, which a deep-equal answer tells apart.
  return Number.isInteger(value) && value >= 0 && value <= COMPACT_LIMIT && !Object.is(value, -0) ? value : -1;
}

/** A PSF figure in hundredths as its compact place, or -1 when that is not exactly the value. */
function compactPsf(value: number): number {
  const hundredths = Math.round(value * PSF_SCALE);
  return hundredths / PSF_SCALE === value ? compactWhole(hundredths) : -1;
}

/** The store's counts and figures in the compact layout, or null when any one does not fit exactly. */
function compactOf(store: ActivityStore): Uint16Array | null {
  const rows = store.keys.length;
  const compact = new Uint16Array(new SharedArrayBuffer(Math.max(1, rows * COMPACT_PER_ROW) * 2));
  for (let row = 0; row < rows; row++) {
    const at = row * COMPACT_PER_ROW;
    for (let count = 0; count < COUNTS_PER_ROW; count++) {
      const value = compactWhole(store.counts[row * COUNTS_PER_ROW + count] ?? -1);
      if (value < 0) return null;
      compact[at + count] = value;
    }
    for (let figure = 0; figure < FIGURES_PER_ROW; figure++) {
      const real = store.figures[row * FIGURES_PER_ROW + figure] ?? -1;
      const value = figure === FIGURE_MIN_PSF || figure === FIGURE_MAX_PSF ? compactPsf(real) : compactWhole(real);
      if (value < 0) return null;
      compact[at + COMPACT_FIGURES + figure] = value;
    }
  }
  return compact;
}

/** The store the search thread was handed with its task (null: none yet, or SEARCH_THREADS=0). */
let given: ActivityStore | null = null;
/** Set when a history wanted the store and had none of the data's generation. */
let wanted = false;

export function setThreadActivityStore(store: ActivityStore | null): void {
  given = store;
  wanted = false;
}

/** Whether a search since setThreadActivityStore wanted a store of the data's generation and read SQL. */
export function activityStoreWanted(): boolean {
  return wanted;
}

/** The store handed to this thread, when it is of the data's generation (else null, noted). */
export async function currentActivityStore(db: Kysely<Database>): Promise<ActivityStore | null> {
  const generation = await rollupGeneration(db);
  if (given !== null && given.generation === generation) return given;
  wanted = true;
  return null;
}

/** One month and unit type's sums over some buildings, as the SQL path's group rows. */
export interface StoreMonthSums extends ActivitySums {
  month: string;
  unit_type: string;
  unittype_name: string;
  beds: number;
}

/** A building's first and last month of activity in the months asked (null: none), as buildingMonths. */
export interface StoreBuildingMonths {
  first_month: string | null;
  last_month: string | null;
}

/** The index of `id` in the store's buildings, -1 when it has no activity. */
function buildingAt(store: ActivityStore, id: number): number {
  let low = 0;
  let high = store.buildings.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = store.buildings[middle] ?? 0;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The first row of rows low .. high - 1 (ascending by key) whose key is at least `key`. */
function firstKeyAtLeast(keys: Uint32Array, low: number, high: number, key: number): number {
  let from = low;
  let to = high;
  while (from < to) {
    const middle = (from + to) >>> 1;
    if ((keys[middle] ?? 0) < key) from = middle + 1;
    else to = middle;
  }
  return from;
}

/** A cell's sums in the pass's one array: CELL_FIELDS numbers a cell, at these offsets. */
const CELL_ROWS = 0;
const CELL_BEDS = 1;
const CELL_SURVEYED = 2;
const CELL_AVAILABLE = 3;
const CELL_DAYS = 4;
const CELL_DOM_UNITS = 5;
const CELL_RATE_WEIGHTED = 6;
const CELL_RATE_COMPENSATION = 7;
const CELL_SIZE_WEIGHTED = 8;
const CELL_SIZE_COMPENSATION = 9;
const CELL_MIN_RATE = 10;
const CELL_MAX_RATE = 11;
const CELL_MIN_PSF = 12;
const CELL_MAX_PSF = 13;
const CELL_FIELDS = 14;

/**
 * Adds `value` to the sum at `at` by Neumaier's compensated sum, as SQLite's sum() of reals (since
 * 3.43), so the weighted sums are the SQL path's to the last bit in practice (the test requires
 * equal figures): the total is `sums[at] + sums[at + 1]`, the compensation beside the sum.
 */
function addCompensated(sums: Float64Array, at: number, value: number): void {
  const total = sums[at] ?? 0;
  const next = total + value;
  sums[at + 1] =
    (sums[at + 1] ?? 0) + (Math.abs(total) >= Math.abs(value) ? total - next + value : value - next + total);
  sums[at] = next;
}

/**
 * The activity sums per month and unit type of the buildings `ids` over monthStart..monthEnd
 * (the SQL path's `monthlySums` rows: month_count 1, beds the group's highest), and each
 * building's first and last month of activity in those months: one pass over their rows, whose
 * months are found by binary search (a building's rows are ascending by month).
 */
export function storeHistorySums(
  store: ActivityStore,
  ids: readonly number[],
  monthStart: string,
  monthEnd: string,
): { monthly: StoreMonthSums[]; buildings: StoreBuildingMonths[] } {
  const from = Math.max(0, monthIndex(monthStart) - store.firstMonth);
  const to = Math.min(store.monthCount - 1, monthIndex(monthEnd) - store.firstMonth);
  const types = store.unitTypes.length;
  const cells = Math.max(0, to - from + 1) * types;
  const sums = new Float64Array(cells * CELL_FIELDS);
  for (let cell = 0; cell < cells; cell++) {
    sums[cell * CELL_FIELDS + CELL_MIN_RATE] = Infinity;
    sums[cell * CELL_FIELDS + CELL_MAX_RATE] = -Infinity;
    sums[cell * CELL_FIELDS + CELL_MIN_PSF] = Infinity;
    sums[cell * CELL_FIELDS + CELL_MAX_PSF] = -Infinity;
  }
  const buildings: StoreBuildingMonths[] = [];
  const { offsets, keys } = store;
  // A key's cell: (month - from) * types + unit type = key's month * types + unit type - firstCell.
  const firstCell = from * types;
  for (const id of ids) {
    const at = cells > 0 ? buildingAt(store, id) : -1;
    let first = 0;
    let last = 0;
    if (at >= 0) {
      const end = offsets[at + 1] ?? 0;
      first = firstKeyAtLeast(keys, offsets[at] ?? 0, end, monthKey(from));
      last = firstKeyAtLeast(keys, first, end, monthKey(to + 1));
      if (store.compact === null) addRows(store, sums, first, last, firstCell);
      else addCompactRows(store, store.compact, sums, first, last, firstCell);
    }
    buildings.push({
      first_month: first < last ? monthOfIndex(store.firstMonth + monthOfKey(keys[first] ?? 0)) : null,
      last_month: first < last ? monthOfIndex(store.firstMonth + monthOfKey(keys[last - 1] ?? 0)) : null,
    });
  }
  if (store.compact !== null)
    for (let cell = 0; cell < cells; cell++) {
      const at = cell * CELL_FIELDS;
      sums[at + CELL_MIN_PSF] = sums[at + CELL_MIN_PSF]! / PSF_SCALE;
      sums[at + CELL_MAX_PSF] = sums[at + CELL_MAX_PSF]! / PSF_SCALE;
    }
  return { monthly: monthlyOfCells(store, sums, from, cells), buildings };
}

/**
 * addRows for the compact layout (ActivityStore.compact): the same sums, plain (a compact store's
 * weights are exact), its PSF in hundredths until the pass ends. A function of its own, as addRows.
 */
function addCompactRows(
  store: ActivityStore,
  compact: Uint16Array,
  sums: Float64Array,
  first: number,
  last: number,
  firstCell: number,
): void {
  const { keys } = store;
  const types = store.unitTypes.length;
  for (let row = first; row < last; row++) {
    const key = keys[row]!;
    const cell = ((key >>> MONTH_SHIFT) * types + ((key >>> UNIT_TYPE_SHIFT) & BYTE_MASK) - firstCell) * CELL_FIELDS;
    const at = row * COMPACT_PER_ROW;
    const figure = at + COMPACT_FIGURES;
    const units = compact[at + COUNT_SURVEYED]!;
    sums[cell + CELL_ROWS] = sums[cell + CELL_ROWS]! + 1;
    sums[cell + CELL_BEDS] = Math.max(sums[cell + CELL_BEDS]!, key & BYTE_MASK);
    sums[cell + CELL_SURVEYED] = sums[cell + CELL_SURVEYED]! + units;
    sums[cell + CELL_AVAILABLE] = sums[cell + CELL_AVAILABLE]! + compact[at + COUNT_AVAILABLE]!;
    sums[cell + CELL_DAYS] = sums[cell + CELL_DAYS]! + compact[at + COUNT_DAYS]!;
    sums[cell + CELL_DOM_UNITS] = sums[cell + CELL_DOM_UNITS]! + compact[at + COUNT_DOM_UNITS]!;
    sums[cell + CELL_RATE_WEIGHTED] = sums[cell + CELL_RATE_WEIGHTED]! + compact[figure + FIGURE_AVG_RATE]! * units;
    sums[cell + CELL_SIZE_WEIGHTED] = sums[cell + CELL_SIZE_WEIGHTED]! + compact[figure + FIGURE_SIZE]! * units;
    sums[cell + CELL_MIN_RATE] = Math.min(sums[cell + CELL_MIN_RATE]!, compact[figure + FIGURE_MIN_RATE]!);
    sums[cell + CELL_MAX_RATE] = Math.max(sums[cell + CELL_MAX_RATE]!, compact[figure + FIGURE_MAX_RATE]!);
    sums[cell + CELL_MIN_PSF] = Math.min(sums[cell + CELL_MIN_PSF]!, compact[figure + FIGURE_MIN_PSF]!);
    sums[cell + CELL_MAX_PSF] = Math.max(sums[cell + CELL_MAX_PSF]!, compact[figure + FIGURE_MAX_PSF]!);
  }
}

/**
 * Adds the store's rows first..last-1 to their cells of `sums`. A function of its own, called once
 * a building, so V8 optimizes it from its calls' feedback early in a search thread's first pass.
 * Written inside storeHistorySums, the loop was optimized only on stack replacement and the
 * function left its optimized code at each call: a search thread's first two passes took 285-303
 * and 194-225 ms of CPU against 70-80 warm; now 109-118 ms the first, 80-90 warm (scale 10, Year
 * Built From 1970 over every month, load 1.8-2.8).
 */
function addRows(store: ActivityStore, sums: Float64Array, first: number, last: number, firstCell: number): void {
  const { keys, counts, figures, exactWeights } = store;
  const types = store.unitTypes.length;
  // Indexes below are in bounds (rows of this building, cells of the months asked): `!` rather
  // than `?? 0`, a test per read the loop need not make.
  for (let row = first; row < last; row++) {
    const key = keys[row]!;
    const cell = ((key >>> MONTH_SHIFT) * types + ((key >>> UNIT_TYPE_SHIFT) & BYTE_MASK) - firstCell) * CELL_FIELDS;
    const count = row * COUNTS_PER_ROW;
    const figure = row * FIGURES_PER_ROW;
    const units = counts[count + COUNT_SURVEYED]!;
    sums[cell + CELL_ROWS] = sums[cell + CELL_ROWS]! + 1;
    sums[cell + CELL_BEDS] = Math.max(sums[cell + CELL_BEDS]!, key & BYTE_MASK);
    sums[cell + CELL_SURVEYED] = sums[cell + CELL_SURVEYED]! + units;
    sums[cell + CELL_AVAILABLE] = sums[cell + CELL_AVAILABLE]! + counts[count + COUNT_AVAILABLE]!;
    sums[cell + CELL_DAYS] = sums[cell + CELL_DAYS]! + counts[count + COUNT_DAYS]!;
    sums[cell + CELL_DOM_UNITS] = sums[cell + CELL_DOM_UNITS]! + counts[count + COUNT_DOM_UNITS]!;
    const rateWeighted = figures[figure + FIGURE_AVG_RATE]! * units;
    const sizeWeighted = figures[figure + FIGURE_SIZE]! * units;
    if (exactWeights) {
      sums[cell + CELL_RATE_WEIGHTED] = sums[cell + CELL_RATE_WEIGHTED]! + rateWeighted;
      sums[cell + CELL_SIZE_WEIGHTED] = sums[cell + CELL_SIZE_WEIGHTED]! + sizeWeighted;
    } else {
      addCompensated(sums, cell + CELL_RATE_WEIGHTED, rateWeighted);
      addCompensated(sums, cell + CELL_SIZE_WEIGHTED, sizeWeighted);
    }
    sums[cell + CELL_MIN_RATE] = Math.min(sums[cell + CELL_MIN_RATE]!, figures[figure + FIGURE_MIN_RATE]!);
    sums[cell + CELL_MAX_RATE] = Math.max(sums[cell + CELL_MAX_RATE]!, figures[figure + FIGURE_MAX_RATE]!);
    sums[cell + CELL_MIN_PSF] = Math.min(sums[cell + CELL_MIN_PSF]!, figures[figure + FIGURE_MIN_PSF]!);
    sums[cell + CELL_MAX_PSF] = Math.max(sums[cell + CELL_MAX_PSF]!, figures[figure + FIGURE_MAX_PSF]!);
  }
}

/** The cells with rows as the SQL path's `monthlySums` rows (month_count 1, beds the group's highest). */
function monthlyOfCells(store: ActivityStore, sums: Float64Array, from: number, cells: number): StoreMonthSums[] {
  const types = store.unitTypes.length;
  const monthly: StoreMonthSums[] = [];
  for (let cell = 0; cell < cells; cell++) {
    const at = cell * CELL_FIELDS;
    if ((sums[at + CELL_ROWS] ?? 0) === 0) continue;
    const unitType = store.unitTypes[cell % types];
    if (!unitType) continue;
    monthly.push({
      month: monthOfIndex(store.firstMonth + from + Math.floor(cell / types)),
      unit_type: unitType.unit_type,
      unittype_name: unitType.unittype_name,
      beds: sums[at + CELL_BEDS] ?? 0,
      month_count: 1,
      surveyed: sums[at + CELL_SURVEYED] ?? 0,
      available: sums[at + CELL_AVAILABLE] ?? 0,
      rate_weighted: (sums[at + CELL_RATE_WEIGHTED] ?? 0) + (sums[at + CELL_RATE_COMPENSATION] ?? 0),
      size_weighted: (sums[at + CELL_SIZE_WEIGHTED] ?? 0) + (sums[at + CELL_SIZE_COMPENSATION] ?? 0),
      min_rate: sums[at + CELL_MIN_RATE] ?? null,
      max_rate: sums[at + CELL_MAX_RATE] ?? null,
      min_psf: sums[at + CELL_MIN_PSF] ?? null,
      max_psf: sums[at + CELL_MAX_PSF] ?? null,
      days_active_total: sums[at + CELL_DAYS] ?? 0,
      dom_unit_count: sums[at + CELL_DOM_UNITS] ?? 0,
    });
  }
  return monthly;
}
