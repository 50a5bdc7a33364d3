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
  /** monthIndex of the store's first month: a row's month is firstMonth + month[row]. */
  firstMonth: number;
  monthCount: number;
  unitTypes: StoreUnitType[];
  /** The buildings' ids, ascending; building i's rows are offsets[i] .. offsets[i + 1] - 1, by month. */
  buildings: Int32Array;
  offsets: Int32Array;
  month: Uint16Array;
  unitType: Uint8Array;
  beds: Uint8Array;
  surveyed: Int32Array;
  available: Int32Array;
  daysActive: Int32Array;
  domUnits: Int32Array;
  avgRate: Float64Array;
  sizeSqft: Float64Array;
  minRate: Float64Array;
  maxRate: Float64Array;
  minPsf: Float64Array;
  maxPsf: Float64Array;
}

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

function shared<T extends Int32Array | Uint16Array | Uint8Array | Float64Array>(
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
    month: shared(Uint16Array, 2, rows),
    unitType: shared(Uint8Array, 1, rows),
    beds: shared(Uint8Array, 1, rows),
    surveyed: shared(Int32Array, 4, rows),
    available: shared(Int32Array, 4, rows),
    daysActive: shared(Int32Array, 4, rows),
    domUnits: shared(Int32Array, 4, rows),
    avgRate: shared(Float64Array, 8, rows),
    sizeSqft: shared(Float64Array, 8, rows),
    minRate: shared(Float64Array, 8, rows),
    maxRate: shared(Float64Array, 8, rows),
    minPsf: shared(Float64Array, 8, rows),
    maxPsf: shared(Float64Array, 8, rows),
  };
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
        // More unit types than a Uint8Array indexes: the SQL path answers (never in the data).
        if (unitType > 255) return null;
        names.set(unitTypeName, unitType);
        store.unitTypes.push({ unit_type: unitTypeKey, unittype_name: unitTypeName });
      }
      let month = monthAt.get(monthText);
      if (month === undefined) {
        month = monthIndex(monthText) - firstMonth;
        monthAt.set(monthText, month);
      }
      store.month[row] = month;
      store.unitType[row] = unitType;
      store.beds[row] = Number(beds);
      store.surveyed[row] = Number(surveyed);
      store.available[row] = Number(available);
      store.daysActive[row] = Number(daysActive);
      store.domUnits[row] = Number(domUnits);
      store.avgRate[row] = Number(avgRate);
      store.sizeSqft[row] = Number(sizeSqft);
      store.minRate[row] = Number(minRate);
      store.maxRate[row] = Number(maxRate);
      store.minPsf[row] = Number(minPsf);
      store.maxPsf[row] = Number(maxPsf);
      row += 1;
    }
  }
  if (row !== rows || building !== ids.length) return null;
  store.offsets[building] = row;
  return (await rollupGeneration(db)) === generation ? store : null;
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

/**
 * Adds `value` to `sums[cell]` by Neumaier's compensated sum, as SQLite's sum() of reals (since
 * 3.43), so the weighted sums are the SQL path's to the last bit in practice (the test requires
 * equal figures): the cell's total is `sums[cell] + compensation[cell]`.
 */
function addCompensated(sums: Float64Array, compensation: Float64Array, cell: number, value: number): void {
  const total = sums[cell] ?? 0;
  const next = total + value;
  compensation[cell] =
    (compensation[cell] ?? 0) + (Math.abs(total) >= Math.abs(value) ? total - next + value : value - next + total);
  sums[cell] = next;
}

/**
 * The activity sums per month and unit type of the buildings `ids` over monthStart..monthEnd
 * (the SQL path's `monthlySums` rows: month_count 1, beds the group's highest), and each
 * building's first and last month of activity in those months: one pass over their rows.
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
  const rows = new Int32Array(cells);
  const beds = new Int32Array(cells);
  const surveyed = new Float64Array(cells);
  const available = new Float64Array(cells);
  const days = new Float64Array(cells);
  const domUnits = new Float64Array(cells);
  const rateWeighted = new Float64Array(cells);
  const rateCompensation = new Float64Array(cells);
  const sizeWeighted = new Float64Array(cells);
  const sizeCompensation = new Float64Array(cells);
  const minRate = new Float64Array(cells).fill(Infinity);
  const maxRate = new Float64Array(cells).fill(-Infinity);
  const minPsf = new Float64Array(cells).fill(Infinity);
  const maxPsf = new Float64Array(cells).fill(-Infinity);
  const buildings: StoreBuildingMonths[] = [];
  // The columns as locals: the loop below runs once per activity row of the kept buildings
  // (2.4 million at SEED_SCALE=10 for Year Built From 1970 over every month).
  const { offsets, month: monthOf, unitType: unitTypeOf } = store;
  const rowBeds = store.beds;
  const rowSurveyed = store.surveyed;
  const rowAvailable = store.available;
  const rowDays = store.daysActive;
  const rowDomUnits = store.domUnits;
  const rowAvgRate = store.avgRate;
  const rowSize = store.sizeSqft;
  const rowMinRate = store.minRate;
  const rowMaxRate = store.maxRate;
  const rowMinPsf = store.minPsf;
  const rowMaxPsf = store.maxPsf;
  for (const id of ids) {
    const at = buildingAt(store, id);
    let first = -1;
    let last = -1;
    if (at >= 0 && cells > 0) {
      const end = offsets[at + 1] ?? 0;
      for (let row = offsets[at] ?? 0; row < end; row++) {
        const month = monthOf[row] ?? 0;
        if (month < from || month > to) continue;
        if (first < 0) first = month;
        last = month;
        const cell = (month - from) * types + (unitTypeOf[row] ?? 0);
        const units = rowSurveyed[row] ?? 0;
        rows[cell] = (rows[cell] ?? 0) + 1;
        beds[cell] = Math.max(beds[cell] ?? 0, rowBeds[row] ?? 0);
        surveyed[cell] = (surveyed[cell] ?? 0) + units;
        available[cell] = (available[cell] ?? 0) + (rowAvailable[row] ?? 0);
        days[cell] = (days[cell] ?? 0) + (rowDays[row] ?? 0);
        domUnits[cell] = (domUnits[cell] ?? 0) + (rowDomUnits[row] ?? 0);
        addCompensated(rateWeighted, rateCompensation, cell, (rowAvgRate[row] ?? 0) * units);
        addCompensated(sizeWeighted, sizeCompensation, cell, (rowSize[row] ?? 0) * units);
        minRate[cell] = Math.min(minRate[cell] ?? 0, rowMinRate[row] ?? 0);
        maxRate[cell] = Math.max(maxRate[cell] ?? 0, rowMaxRate[row] ?? 0);
        minPsf[cell] = Math.min(minPsf[cell] ?? 0, rowMinPsf[row] ?? 0);
        maxPsf[cell] = Math.max(maxPsf[cell] ?? 0, rowMaxPsf[row] ?? 0);
      }
    }
    buildings.push({
      first_month: first < 0 ? null : monthOfIndex(store.firstMonth + first),
      last_month: last < 0 ? null : monthOfIndex(store.firstMonth + last),
    });
  }
  const monthly: StoreMonthSums[] = [];
  for (let cell = 0; cell < cells; cell++) {
    if ((rows[cell] ?? 0) === 0) continue;
    const unitType = store.unitTypes[cell % types];
    if (!unitType) continue;
    monthly.push({
      month: monthOfIndex(store.firstMonth + from + Math.floor(cell / types)),
      unit_type: unitType.unit_type,
      unittype_name: unitType.unittype_name,
      beds: beds[cell] ?? 0,
      month_count: 1,
      surveyed: surveyed[cell] ?? 0,
      available: available[cell] ?? 0,
      rate_weighted: (rateWeighted[cell] ?? 0) + (rateCompensation[cell] ?? 0),
      size_weighted: (sizeWeighted[cell] ?? 0) + (sizeCompensation[cell] ?? 0),
      min_rate: minRate[cell] ?? null,
      max_rate: maxRate[cell] ?? null,
      min_psf: minPsf[cell] ?? null,
      max_psf: maxPsf[cell] ?? null,
      days_active_total: days[cell] ?? 0,
      dom_unit_count: domUnits[cell] ?? 0,
    });
  }
  return { monthly, buildings };
}
