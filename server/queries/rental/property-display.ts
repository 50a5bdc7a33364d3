import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { RentalProfile } from '../../seed/json-columns';
import type { RentalChart, RentalPopupResponse, RentalPropertyDisplayResponse } from '@contract/rental-display';
import type { RentalActivityFigures } from '@contract/rental-search';
import type { LabelledValue } from '@contract/urban-project';
import { RENTAL_STANDING } from '@contract/product-facts';
import { chartColumns, columnValue, labelledValue, pickColumns } from '../../columns/measures';
import { rentalHistoryColumns, rentalPropertyColumns } from '../../columns/rental';
import { combineFigures } from './activity-figures';
import { findRentalHistory } from './market-history';
import { findActivityByProperty } from './property-rows';
import { oldstockChartConfig } from './oldstock-chart-config';
import { findRentalMonthRange } from './rental-dates';
import { addMonths, monthOfDate, monthPeriods } from '@contract/months';

/** The rent history chart of the profile covers the last twelve months with data. */
const HISTORY_CHART_MONTHS = 12;

/**
 * The charts' columns are the rental tables' columns of their fields (server/columns/rental.ts), so
 * the profile labels and writes each figure as the rental tables do (part 1 §9, part 2 §9).
 */
const UNIT_TYPE_COLUMNS = chartColumns(
  pickColumns(
    rentalPropertyColumns('unitTypes'),
    [
      'unittype_name',
      'beds',
      'baths',
      'size_sqft',
      'units_surveyed_actual',
      'available',
      'vacancy_rate',
      'avg_rate',
      'min_rate',
      'max_rate',
      'min_psf',
      'max_psf',
      'average_dom',
    ],
    'Unit Type Activity',
  ),
);

/** The rent history's rows are months: its period column is the history table's, one month each. */
const RENT_HISTORY_COLUMNS = chartColumns(
  pickColumns(
    rentalHistoryColumns(),
    ['period', 'units_surveyed_actual', 'available', 'vacancy_rate', 'avg_rate', 'size_sqft', 'average_dom'],
    'Rent History',
  ),
);

function findProperty(db: Kysely<Database>, propertyId: number) {
  return db
    .selectFrom('rental_properties')
    .innerJoin('municipalities', 'municipalities.id', 'rental_properties.municipality_id')
    .leftJoin('submarkets', 'submarkets.id', 'rental_properties.submarket_id')
    .selectAll('rental_properties')
    .select(['municipalities.name as municipality_name', 'submarkets.name as submarket_name'])
    .where('rental_properties.id', '=', propertyId)
    .executeTakeFirst();
}

/** The first profile chart: one row per unit type in one month (replaced by /activity/{month}). */
export async function findUnitTypeChart(db: Kysely<Database>, propertyId: number, month: string): Promise<RentalChart> {
  const activity = await findActivityByProperty(db, { propertyId }, month, month);
  const entries = activity.get(propertyId) ?? [];
  return {
    name: 'Unit Type Activity',
    data_as_of: month,
    ...UNIT_TYPE_COLUMNS,
    rows: entries.map((entry) => [
      entry.unittype_name,
      entry.beds,
      entry.baths,
      entry.size_sqft,
      entry.units_surveyed_actual,
      entry.available,
      entry.vacancy_rate,
      entry.avg_rate,
      entry.min_rate,
      entry.max_rate,
      entry.min_psf,
      entry.max_psf,
      entry.average_dom,
    ]),
  };
}

const RENT_HISTORY_NAME = 'Rent History';

/**
 * The profile's rent history: twelve months of the property's rental series, which is rental
 * history (part 2 §6). Without the rental expansion nothing is read and the chart says it is gated.
 */
async function findRentHistoryChart(
  db: Kysely<Database>,
  propertyId: number,
  lastMonth: string,
  access: DisplayAccess,
): Promise<RentalChart> {
  if (!access.rentalHistory) {
    return { name: RENT_HISTORY_NAME, data_as_of: '', ...RENT_HISTORY_COLUMNS, rows: [], gated: 'subscription' };
  }
  const periods = monthPeriods(addMonths(lastMonth, 1 - HISTORY_CHART_MONTHS), lastMonth, '1mo');
  const history = await findRentalHistory(db, { propertyId }, periods);
  return {
    name: RENT_HISTORY_NAME,
    data_as_of: lastMonth,
    ...RENT_HISTORY_COLUMNS,
    rows: history.map((row) => [
      row.period,
      row.units_surveyed_actual,
      row.available,
      row.vacancy_rate,
      row.avg_rate,
      row.size_sqft,
      row.average_dom,
    ]),
  };
}

/** What the asking account may read of a display beyond its section. */
export interface DisplayAccess {
  /** Rental history (the rent history chart): the rental expansion (part 2 §6). */
  rentalHistory: boolean;
}

/** GET /rental/property/{id}/display; null for an unknown id. */
export async function findRentalPropertyDisplay(
  db: Kysely<Database>,
  propertyId: number,
  access: DisplayAccess,
): Promise<RentalPropertyDisplayResponse | null> {
  const [property, months] = await Promise.all([findProperty(db, propertyId), findRentalMonthRange(db, propertyId)]);
  if (!property) return null;
  const profile = JSON.parse(property.profile) as RentalProfile;
  const charts = months
    ? await Promise.all([
        findUnitTypeChart(db, propertyId, months.max),
        findRentHistoryChart(db, propertyId, months.max, access),
      ])
    : [];
  const today = monthOfDate(new Date());
  const dates = months ?? { min: today, max: today };
  return {
    id: property.id,
    project_id: property.project_id,
    name: property.name,
    thumbnail_url: property.thumbnail_url,
    latitude: property.latitude,
    longitude: property.longitude,
    datatype: RENTAL_STANDING,
    developer: property.property_manager,
    municipality: property.municipality_name,
    profile_details: profile.profile_details,
    amenities: profile.amenities,
    project_details: profile.project_details,
    project_residential_breakdown: profile.project_residential_breakdown,
    charts,
    gallery: profile.gallery,
    dates,
    chart_config: { oldstock: oldstockChartConfig(property.id, dates.min, dates.max) },
  };
}

/**
 * A popup value as the rental table's column of its field shows it (part 2 §2.12); the geography
 * and the month of the data have no column there and are the catalogue's.
 */
const ROW_COLUMNS = new Map(rentalPropertyColumns('properties').map((definition) => [definition.key, definition]));

function rowValue(key: string, value: string | number | null): LabelledValue {
  const definition = ROW_COLUMNS.get(key);
  if (definition === undefined) throw new Error(`The rental table has no column ${key}`);
  return columnValue(definition, value);
}

/** GET /rental/property/{id}/popup: the rental compare entry; null for an unknown id. */
export async function findRentalPopup(db: Kysely<Database>, propertyId: number): Promise<RentalPopupResponse | null> {
  const [property, months] = await Promise.all([findProperty(db, propertyId), findRentalMonthRange(db, propertyId)]);
  if (!property) return null;
  const entries = months
    ? ((await findActivityByProperty(db, { propertyId }, months.max, months.max)).get(propertyId) ?? [])
    : [];
  const figures: RentalActivityFigures | null = entries.length > 0 ? combineFigures(entries) : null;
  return {
    id: property.id,
    name: rowValue('name', property.name),
    values: [
      rowValue('address', property.address),
      labelledValue('municipality', property.municipality_name),
      labelledValue('submarket', property.submarket_name ?? 'Other'),
      rowValue('property_manager', property.property_manager),
      rowValue('year_built', property.year_built),
      rowValue('storeys', property.storeys),
      rowValue('suite_count', property.suite_count),
      labelledValue('data_as_of', months?.max ?? null),
      rowValue('units_surveyed_actual', figures?.units_surveyed_actual ?? null),
      rowValue('vacancy_rate', figures?.vacancy_rate ?? null),
      rowValue('avg_rate', figures?.avg_rate ?? null),
      rowValue('size_sqft', figures?.size_sqft ?? null),
      rowValue('average_dom', figures?.average_dom ?? null),
    ],
  };
}

/** The rental property behind an old-stock project (project page history), or null. */
export async function findPropertyIdOfProject(db: Kysely<Database>, projectId: number): Promise<number | null> {
  const property = await db
    .selectFrom('rental_properties')
    .select('id')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return property?.id ?? null;
}

/** Whether a rental property exists (activity and history of an unknown id are 404s). */
export async function rentalPropertyExists(db: Kysely<Database>, propertyId: number): Promise<boolean> {
  const property = await db
    .selectFrom('rental_properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  return property !== undefined;
}
