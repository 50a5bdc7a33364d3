import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import { dialectOf } from '../../db/connection';
import type { Database } from '../../db/database';
import type { RentalActivityRangeTable, RentalActivityTable, RentalSubmarketMonthTable } from '../../db/domain-tables';
import {
  monthIndex,
  monthOfIndex,
  RENTAL_TIME_RANGES,
  type RentalTimeRange,
  TIME_RANGE_MONTHS,
  timeRangeStart,
} from '@contract/months';
import { activitySumSelections, type ActivitySums } from './activity-figures';

/*
 * The rental activity pre-aggregated (migration 010), so a search over every region reads one
 * row per building and unit type instead of grouping up to 900,000 activity rows, and a market
 * history one row per submarket, month and unit type instead of 3.6 million (SEED_SCALE=10,
 * bench/RESULTS.md). Both hold the sums the figures are computed from (ActivitySums,
 * activity-figures.ts), so every figure is the one the activity rows give (MEASURES.md).
 *
 * They are derived data: rental_activity is the source. The seed writes them after the
 * activity (rebuildRentalRollups); any other writer of rental_activity calls
 * refreshRentalRollups with the buildings it wrote, which also moves the data version
 * (server/http/data-version.ts) so cached answers are dropped; at start the server rebuilds them
 * when rental_activity's row count is not the one they were written from (ensureRentalRollups).
 */

/**
 * The time ranges kept per building and unit type: every range longer than a month (a 1-month
 * range is the activity row itself, which the searches read as they always did).
 */
export const ROLLUP_TIME_RANGES: readonly RentalTimeRange[] = RENTAL_TIME_RANGES.filter(
  (range) => TIME_RANGE_MONTHS[range] > 1,
);

/** The kept time range that is exactly monthStart..monthEnd ('YYYY-MM', inclusive), or null. */
export function rollupTimeRange(monthStart: string, monthEnd: string): RentalTimeRange | null {
  return ROLLUP_TIME_RANGES.find((range) => timeRangeStart(monthEnd, range) === monthStart) ?? null;
}

const RAW_READERS = new WeakSet<Kysely<Database>>();

/**
 * The same database, read from rental_activity only (the rollups ignored): the equivalence test
 * and the bench compare both readings of one request.
 */
export function withRawActivity(db: Kysely<Database>): Kysely<Database> {
  const raw = db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result });
  RAW_READERS.add(raw);
  return raw;
}

/** Whether queries on `db` read the rollups (every connection but withRawActivity's). */
export function readsRollups(db: Kysely<Database>): boolean {
  return !RAW_READERS.has(db);
}

/** Buildings read, summed and written per step of a rebuild: bounded memory at any scale. */
const BUILDINGS_PER_STEP = 250;

type ActivityRow = Pick<
  RentalActivityTable,
  | 'property_id'
  | 'month'
  | 'unit_type'
  | 'unittype_name'
  | 'beds'
  | 'baths'
  | 'units_surveyed_actual'
  | 'available'
  | 'avg_rate'
  | 'size_sqft'
  | 'min_rate'
  | 'max_rate'
  | 'min_psf'
  | 'max_psf'
  | 'days_active_total'
  | 'dom_unit_count'
>;

function lowest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

function highest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.max(a, b);
}

/** SQL's aggregates (activitySumSelections) over one window's rows; nulls skipped as SQL does. */
function windowRow(
  rows: readonly ActivityRow[],
  timeRange: RentalTimeRange,
  endMonth: string,
): Insertable<RentalActivityRangeTable> | null {
  const first = rows[0];
  if (!first) return null;
  const row = {
    property_id: first.property_id,
    time_range: timeRange,
    end_month: endMonth,
    unit_type: first.unit_type,
    unittype_name: first.unittype_name,
    beds: first.beds,
    baths: first.baths,
    month_count: 0,
    surveyed: 0,
    available: 0,
    rate_weighted: 0,
    size_weighted: 0,
    min_rate: null as number | null,
    max_rate: null as number | null,
    min_psf: null as number | null,
    max_psf: null as number | null,
    days_active_total: 0,
    dom_unit_count: 0,
  };
  for (const activity of rows) {
    row.month_count += 1;
    row.beds = Math.max(row.beds, activity.beds);
    row.baths = Math.max(row.baths, activity.baths);
    row.surveyed += activity.units_surveyed_actual;
    row.available += activity.available;
    row.rate_weighted += activity.avg_rate * activity.units_surveyed_actual;
    row.size_weighted += activity.size_sqft * activity.units_surveyed_actual;
    row.min_rate = lowest(row.min_rate, activity.min_rate);
    row.max_rate = highest(row.max_rate, activity.max_rate);
    row.min_psf = lowest(row.min_psf, activity.min_psf);
    row.max_psf = highest(row.max_psf, activity.max_psf);
    row.days_active_total += activity.days_active_total;
    row.dom_unit_count += activity.dom_unit_count;
  }
  return row;
}

/**
 * The range rows of one building's unit type (its activity rows, oldest first): for each kept
 * time range, one row for every month whose range holds activity of it.
 */
function seriesRows(series: readonly ActivityRow[]): Array<Insertable<RentalActivityRangeTable>> {
  const indexed = series.map((row) => ({ row, index: monthIndex(row.month) }));
  const out: Array<Insertable<RentalActivityRangeTable>> = [];
  const first = indexed[0];
  const last = indexed[indexed.length - 1];
  if (!first || !last) return out;
  for (const timeRange of ROLLUP_TIME_RANGES) {
    const months = TIME_RANGE_MONTHS[timeRange];
    // The window (end - months, end] slides over the rows: `from` and `to` bound its rows.
    let from = 0;
    let to = 0;
    for (let end = first.index; end <= last.index + months - 1; end++) {
      while (to < indexed.length && (indexed[to]?.index ?? Infinity) <= end) to++;
      while (from < to && (indexed[from]?.index ?? Infinity) <= end - months) from++;
      const row = windowRow(
        indexed.slice(from, to).map(({ row: activity }) => activity),
        timeRange,
        monthOfIndex(end),
      );
      if (row) out.push(row);
    }
  }
  return out;
}

/** The range rows of some buildings, from their activity rows. */
function rangeRowsOf(activity: readonly ActivityRow[]): Array<Insertable<RentalActivityRangeTable>> {
  const bySeries = new Map<string, ActivityRow[]>();
  for (const row of activity) {
    const key = `${row.property_id}\u0000${row.unit_type}\u0000${row.unittype_name}`;
    const series = bySeries.get(key);
    if (series) series.push(row);
    else bySeries.set(key, [row]);
  }
  return [...bySeries.values()].flatMap((series) =>
    seriesRows([...series].sort((a, b) => a.month.localeCompare(b.month))),
  );
}

/** The sums every figure is computed from (ActivitySums), as both rollup tables store them (migration 010). */
export const ACTIVITY_SUM_COLUMNS = [
  'month_count',
  'surveyed',
  'available',
  'rate_weighted',
  'size_weighted',
  'min_rate',
  'max_rate',
  'min_psf',
  'max_psf',
  'days_active_total',
  'dom_unit_count',
] as const satisfies ReadonlyArray<keyof RentalActivityRangeTable & keyof RentalSubmarketMonthTable>;

/** Where each of ACTIVITY_SUM_COLUMNS is among them. */
const SUM_AT = Object.fromEntries(ACTIVITY_SUM_COLUMNS.map((column, at) => [column, at])) as Record<
  (typeof ACTIVITY_SUM_COLUMNS)[number],
  number
>;

/**
 * The sums of a row read as values (valueRows, server/db/connection.ts) that holds
 * ACTIVITY_SUM_COLUMNS in their order from `at` on. One literal: the same shape for every row.
 */
export function sumsAt(values: readonly unknown[], at: number): ActivitySums {
  // Positions inline rather than a helper closure: this runs once per row (75,000 in the widest search).
  return {
    month_count: values[at + SUM_AT.month_count] as number,
    surveyed: values[at + SUM_AT.surveyed] as number,
    available: values[at + SUM_AT.available] as number,
    rate_weighted: values[at + SUM_AT.rate_weighted] as number,
    size_weighted: values[at + SUM_AT.size_weighted] as number,
    min_rate: values[at + SUM_AT.min_rate] as number | null,
    max_rate: values[at + SUM_AT.max_rate] as number | null,
    min_psf: values[at + SUM_AT.min_psf] as number | null,
    max_psf: values[at + SUM_AT.max_psf] as number | null,
    days_active_total: values[at + SUM_AT.days_active_total] as number,
    dom_unit_count: values[at + SUM_AT.dom_unit_count] as number,
  };
}

/** The range table's columns, in its order (migration 010). */
const RANGE_COLUMNS = [
  'property_id',
  'time_range',
  'end_month',
  'unit_type',
  'unittype_name',
  'beds',
  'baths',
  ...ACTIVITY_SUM_COLUMNS,
] as const satisfies ReadonlyArray<keyof RentalActivityRangeTable>;

/** Rows per insert statement: SQLite binds at most 32,766 parameters. */
const ROWS_PER_INSERT = Math.floor(30_000 / RANGE_COLUMNS.length);

/**
 * Inserts range rows, three times as many as the activity's: SQLite by a multi-row VALUES
 * statement written once per size (Kysely's insert builder spent more time building each
 * statement than SQLite inserting, and SQLite's JSON functions parsing each row's values again for
 * each column longer still); PostgreSQL from one JSON parameter per statement.
 */
async function insertRangeRows(db: Kysely<Database>, rows: Array<Insertable<RentalActivityRangeTable>>) {
  const postgres = dialectOf(db) === 'postgres';
  const columns = RANGE_COLUMNS.join(', ');
  const statements = new Map<number, string>();
  const placeholders = `(${RANGE_COLUMNS.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    if (postgres) {
      await db.executeQuery(
        CompiledQuery.raw(
          `insert into rental_activity_ranges (${columns}) select ${columns} from ` +
            'json_populate_recordset(null::rental_activity_ranges, $1::json)',
          [JSON.stringify(chunk)],
        ),
      );
    } else {
      const text =
        statements.get(chunk.length) ??
        `insert into rental_activity_ranges (${columns}) values ${Array.from({ length: chunk.length }, () => placeholders).join(', ')}`;
      statements.set(chunk.length, text);
      await db.executeQuery(
        CompiledQuery.raw(
          text,
          chunk.flatMap((row) => RANGE_COLUMNS.map((column) => row[column] ?? null)),
        ),
      );
    }
  }
}

/** The primary key's order (migration 010), so rows are appended to the B-tree rather than spread in it. */
function byRangeKey(a: Insertable<RentalActivityRangeTable>, b: Insertable<RentalActivityRangeTable>): number {
  return (
    a.property_id - b.property_id ||
    a.time_range.localeCompare(b.time_range) ||
    a.end_month.localeCompare(b.end_month) ||
    a.unit_type.localeCompare(b.unit_type) ||
    a.unittype_name.localeCompare(b.unittype_name)
  );
}

/** Writes the range rows of the buildings `ids` (their old rows deleted first). */
async function writeRanges(db: Kysely<Database>, ids: readonly number[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < ids.length; start += BUILDINGS_PER_STEP) {
    const step = ids.slice(start, start + BUILDINGS_PER_STEP);
    await db.deleteFrom('rental_activity_ranges').where('property_id', 'in', step).execute();
    const activity = await db
      .selectFrom('rental_activity')
      .where('property_id', 'in', step)
      .select([
        'property_id',
        'month',
        'unit_type',
        'unittype_name',
        'beds',
        'baths',
        'units_surveyed_actual',
        'available',
        'avg_rate',
        'size_sqft',
        'min_rate',
        'max_rate',
        'min_psf',
        'max_psf',
        'days_active_total',
        'dom_unit_count',
      ])
      .execute();
    const rows = rangeRowsOf(activity).sort(byRangeKey);
    await insertRangeRows(db, rows);
    written += rows.length;
  }
  return written;
}

/** A submarket of rental_submarket_months: its municipality and submarket (null: Other). */
interface SubmarketKey {
  municipality_id: number;
  submarket_id: number | null;
}

/**
 * Writes the submarket months, of every submarket or of those given: the activity of the buildings
 * the searches read (buildingsIn joins each to its projects row), summed by the searches' own SQL.
 */
async function writeSubmarketMonths(db: Kysely<Database>, submarkets: readonly SubmarketKey[] | 'all') {
  const keys = submarkets === 'all' ? [null] : submarkets;
  for (const key of keys) {
    let remove = db.deleteFrom('rental_submarket_months');
    if (key) {
      remove = remove.where('municipality_id', '=', key.municipality_id);
      remove =
        key.submarket_id === null
          ? remove.where('submarket_id', 'is', null)
          : remove.where('submarket_id', '=', key.submarket_id);
    }
    await remove.execute();
    let source = db
      .selectFrom('rental_activity')
      .innerJoin('rental_properties', 'rental_properties.id', 'rental_activity.property_id')
      .innerJoin('projects', 'projects.id', 'rental_properties.project_id');
    if (key) {
      source = source.where('rental_properties.municipality_id', '=', key.municipality_id);
      source =
        key.submarket_id === null
          ? source.where('rental_properties.submarket_id', 'is', null)
          : source.where('rental_properties.submarket_id', '=', key.submarket_id);
    }
    const select = source
      .select((eb) => [
        'rental_properties.region_id',
        'rental_properties.municipality_id',
        'rental_properties.submarket_id',
        'rental_activity.month',
        'rental_activity.unit_type',
        'rental_activity.unittype_name',
        eb.fn.max<number>('rental_activity.beds').as('beds'),
        ...activitySumSelections(eb),
      ])
      .groupBy([
        'rental_properties.region_id',
        'rental_properties.municipality_id',
        'rental_properties.submarket_id',
        'rental_activity.month',
        'rental_activity.unit_type',
        'rental_activity.unittype_name',
      ]);
    await db
      .insertInto('rental_submarket_months')
      .columns([
        'region_id',
        'municipality_id',
        'submarket_id',
        'month',
        'unit_type',
        'unittype_name',
        'beds',
        ...ACTIVITY_SUM_COLUMNS,
      ])
      .expression(select)
      .execute();
  }
}

/** Records a new build: the data version reads the generation, the start check the row count. */
async function stamp(db: Kysely<Database>): Promise<void> {
  const [state, count] = await Promise.all([
    db.selectFrom('rental_rollup_state').select('generation').where('id', '=', 1).executeTakeFirst(),
    db
      .selectFrom('rental_activity')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const row = { generation: Number(state?.generation ?? 0) + 1, activity_rows: Number(count.n) };
  if (state) await db.updateTable('rental_rollup_state').set(row).where('id', '=', 1).execute();
  else
    await db
      .insertInto('rental_rollup_state')
      .values({ id: 1, ...row })
      .execute();
}

function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface RollupCounts {
  rental_activity_ranges: number;
}

/** Writes every rollup again from rental_activity (the seed, a database migrated to 010). */
export function rebuildRentalRollups(db: Kysely<Database>): Promise<RollupCounts> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('rental_activity_ranges').execute();
    const ids = await trx
      .selectFrom('rental_activity')
      .select('property_id')
      .distinct()
      .orderBy('property_id')
      .execute();
    const written = await writeRanges(
      trx,
      ids.map((row) => row.property_id),
    );
    await writeSubmarketMonths(trx, 'all');
    await stamp(trx);
    return { rental_activity_ranges: written };
  });
}

/**
 * After rental_activity or the geography of buildings changed: writes the rollups of those
 * buildings and of the submarkets they are in. A building moved to another submarket is
 * refreshed before the move as well, so its old submarket drops it.
 */
export function refreshRentalRollups(db: Kysely<Database>, propertyIds: readonly number[]): Promise<void> {
  return inTransaction(db, async (trx) => {
    const ids = [...new Set(propertyIds)].sort((a, b) => a - b);
    if (ids.length === 0) return;
    await writeRanges(trx, ids);
    const submarkets = await trx
      .selectFrom('rental_properties')
      .where('id', 'in', ids)
      .select(['municipality_id', 'submarket_id'])
      .distinct()
      .execute();
    await writeSubmarketMonths(trx, submarkets);
    await stamp(trx);
  });
}

/**
 * At start: the rollups were written from rental_activity as it is (its row count), or they are
 * written again (a database seeded before migration 010 filled them, or written by a tool that
 * did not refresh them). Returns whether they were rebuilt.
 */
export async function ensureRentalRollups(db: Kysely<Database>): Promise<boolean> {
  const [state, count] = await Promise.all([
    db.selectFrom('rental_rollup_state').select('activity_rows').where('id', '=', 1).executeTakeFirst(),
    db
      .selectFrom('rental_activity')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  if (state && Number(state.activity_rows) === Number(count.n)) return false;
  await rebuildRentalRollups(db);
  return true;
}
