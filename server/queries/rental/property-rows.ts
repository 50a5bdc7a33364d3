import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type {
  RentalActivityEntry,
  RentalActivityFigures,
  RentalMarketRow,
  RentalPropertyRow,
  RentalPropertyUnitRow,
} from '@contract/rental-search';
import type { RentalFilter } from '../../routes/rental/query-schemas';
import { activitySumSelections, combineFigures, figuresFromSums } from './activity-figures';
import { filteredProperties, propertyIdsInScope, type PropertyScope } from './filtered-properties';
import { ACTIVITY_SUM_COLUMNS, readsRollups, rollupTimeRange, sumsAt } from './activity-rollups';
import { valueRows } from '../../db/connection';

/** Unit types in the order of their bedrooms ('1 Bed' before '1 Bed + Den'). */
function byUnitType(a: RentalActivityEntry, b: RentalActivityEntry): number {
  return a.beds - b.beds || a.unittype_name.localeCompare(b.unittype_name);
}

/**
 * The activity sums of each property and unit type over monthStart..monthEnd: one stored row
 * each when the months are a kept time range (activity-rollups.ts), else the activity rows grouped.
 * Both select the property, unit type, unit type name, beds and baths, then ACTIVITY_SUM_COLUMNS
 * in their order (activitySumSelections), read as values (ACTIVITY_VALUES_AT).
 */
function activitySumsQuery(db: Kysely<Database>, scope: PropertyScope, monthStart: string, monthEnd: string) {
  const timeRange = readsRollups(db) ? rollupTimeRange(monthStart, monthEnd) : null;
  if (timeRange !== null)
    return db
      .selectFrom('rental_activity_ranges')
      .where('rental_activity_ranges.property_id', 'in', propertyIdsInScope(db, scope))
      .where('rental_activity_ranges.time_range', '=', timeRange)
      .where('rental_activity_ranges.end_month', '=', monthEnd)
      .select(['property_id', 'unit_type', 'unittype_name', 'beds', 'baths', ...ACTIVITY_SUM_COLUMNS]);
  return db
    .selectFrom('rental_activity')
    .where('rental_activity.month', '>=', monthStart)
    .where('rental_activity.month', '<=', monthEnd)
    .where('rental_activity.property_id', 'in', propertyIdsInScope(db, scope))
    .select((eb) => [
      'rental_activity.property_id',
      'rental_activity.unit_type',
      'rental_activity.unittype_name',
      eb.fn.max<number>('rental_activity.beds').as('beds'),
      eb.fn.max<number>('rental_activity.baths').as('baths'),
      ...activitySumSelections(eb),
    ])
    .groupBy(['rental_activity.property_id', 'rental_activity.unit_type', 'rental_activity.unittype_name']);
}

/** Where activitySumsQuery's sums start among its values. */
const ACTIVITY_VALUES_AT = 5;

/** Each property's activity per unit type over monthStart..monthEnd ('YYYY-MM', inclusive). */
export async function findActivityByProperty(
  db: Kysely<Database>,
  scope: PropertyScope,
  monthStart: string,
  monthEnd: string,
): Promise<Map<number, RentalActivityEntry[]>> {
  // Values, not objects: 75,000 rows for the widest search (valueRows).
  const groups = await valueRows(db, activitySumsQuery(db, scope, monthStart, monthEnd));
  const byProperty = new Map<number, RentalActivityEntry[]>();
  for (const group of groups) {
    const figures = figuresFromSums(sumsAt(group, ACTIVITY_VALUES_AT));
    // One literal, not a spread of the figures (V8 makes a slow dictionary of a wide spread; see unitRow).
    const entry: RentalActivityEntry = {
      unittype_name: group[2] as string,
      unit_type: group[1] as string,
      beds: Number(group[3]),
      baths: Number(group[4]),
      units_surveyed_actual: figures.units_surveyed_actual,
      available: figures.available,
      vacancy_rate: figures.vacancy_rate,
      availability_rate: figures.availability_rate,
      avg_rate: figures.avg_rate,
      min_rate: figures.min_rate,
      max_rate: figures.max_rate,
      min_psf: figures.min_psf,
      max_psf: figures.max_psf,
      size_sqft: figures.size_sqft,
      days_active_total: figures.days_active_total,
      dom_unit_count: figures.dom_unit_count,
      average_dom: figures.average_dom,
    };
    const propertyId = group[0] as number;
    const entries = byProperty.get(propertyId);
    if (entries) entries.push(entry);
    else byProperty.set(propertyId, [entry]);
  }
  for (const entries of byProperty.values()) entries.sort(byUnitType);
  return byProperty;
}

/** The old-stock buildings matching a rental search, by name, with their geography's names. */
function findBuildings(db: Kysely<Database>, filter: RentalFilter) {
  return filteredProperties(db, filter)
    .innerJoin('regions', 'regions.id', 'rental_properties.region_id')
    .innerJoin('municipalities', 'municipalities.id', 'rental_properties.municipality_id')
    .leftJoin('submarkets', 'submarkets.id', 'rental_properties.submarket_id')
    .select([
      'rental_properties.id',
      'rental_properties.project_id',
      'rental_properties.name',
      'rental_properties.property_manager',
      'rental_properties.address',
      'rental_properties.year_built',
      'rental_properties.storeys',
      'rental_properties.suite_count',
      'rental_properties.latitude',
      'rental_properties.longitude',
      'rental_properties.region_id',
      'regions.name as region_name',
      'rental_properties.municipality_id',
      'municipalities.name as municipality_name',
      'rental_properties.submarket_id',
      'submarkets.name as submarket_name',
    ])
    .orderBy('rental_properties.name')
    .orderBy('rental_properties.id')
    .execute();
}

/** A building of a rental search as read, and its unit types' activity in the period. */
type Building = Awaited<ReturnType<typeof findBuildings>>[number];

interface BuildingActivity {
  building: Building;
  activity: RentalActivityEntry[];
}

/** The buildings of a rental search with activity in monthStart..monthEnd ('YYYY-MM', inclusive). */
async function findBuildingsWithActivity(
  db: Kysely<Database>,
  filter: RentalFilter,
  monthStart: string,
  monthEnd: string,
): Promise<BuildingActivity[]> {
  const [buildings, activity] = await Promise.all([
    findBuildings(db, filter),
    findActivityByProperty(db, { filter }, monthStart, monthEnd),
  ]);
  return buildings.flatMap((building): BuildingActivity[] => {
    const entries = activity.get(building.id);
    return entries ? [{ building, activity: entries }] : [];
  });
}

/**
 * The old-stock buildings of a rental search with activity in the period, one row each, with
 * the building's figures combined over its unit types and the unit types in `activity`.
 */
export async function findRentalPropertyRows(
  db: Kysely<Database>,
  filter: RentalFilter,
  monthStart: string,
  monthEnd: string,
): Promise<RentalPropertyRow[]> {
  const buildings = await findBuildingsWithActivity(db, filter, monthStart, monthEnd);
  return buildings.map(({ building, activity }) => propertyRow(building, combineFigures(activity), activity));
}

/** One literal with every field, not `{ ...building, ...figures, activity }` (see unitRow). */
function propertyRow(
  building: Building,
  figures: RentalActivityFigures,
  activity: RentalActivityEntry[],
): RentalPropertyRow {
  return {
    id: building.id,
    project_id: building.project_id,
    name: building.name,
    property_manager: building.property_manager,
    address: building.address,
    year_built: building.year_built,
    storeys: building.storeys,
    suite_count: building.suite_count,
    latitude: building.latitude,
    longitude: building.longitude,
    region_id: building.region_id,
    region_name: building.region_name,
    municipality_id: building.municipality_id,
    municipality_name: building.municipality_name,
    submarket_id: building.submarket_id,
    submarket_name: building.submarket_name,
    units_surveyed_actual: figures.units_surveyed_actual,
    available: figures.available,
    vacancy_rate: figures.vacancy_rate,
    availability_rate: figures.availability_rate,
    avg_rate: figures.avg_rate,
    min_rate: figures.min_rate,
    max_rate: figures.max_rate,
    min_psf: figures.min_psf,
    max_psf: figures.max_psf,
    size_sqft: figures.size_sqft,
    days_active_total: figures.days_active_total,
    dom_unit_count: figures.dom_unit_count,
    average_dom: figures.average_dom,
    activity,
  };
}

/**
 * One literal with every field, not `{ ...building, ...entry }`: V8 turns an object that a spread
 * gives more than a dozen new properties into a slow dictionary, and the widest search's 7,500
 * unit rows took about 280 ms to build that way (under 10 ms as literals), then longer to
 * serialize.
 */
function unitRow(building: Building, entry: RentalActivityEntry): RentalPropertyUnitRow {
  return {
    id: building.id,
    project_id: building.project_id,
    name: building.name,
    property_manager: building.property_manager,
    address: building.address,
    year_built: building.year_built,
    storeys: building.storeys,
    suite_count: building.suite_count,
    latitude: building.latitude,
    longitude: building.longitude,
    region_id: building.region_id,
    region_name: building.region_name,
    municipality_id: building.municipality_id,
    municipality_name: building.municipality_name,
    submarket_id: building.submarket_id,
    submarket_name: building.submarket_name,
    unittype_name: entry.unittype_name,
    unit_type: entry.unit_type,
    beds: entry.beds,
    baths: entry.baths,
    units_surveyed_actual: entry.units_surveyed_actual,
    available: entry.available,
    vacancy_rate: entry.vacancy_rate,
    availability_rate: entry.availability_rate,
    avg_rate: entry.avg_rate,
    min_rate: entry.min_rate,
    max_rate: entry.max_rate,
    min_psf: entry.min_psf,
    max_psf: entry.max_psf,
    size_sqft: entry.size_sqft,
    days_active_total: entry.days_active_total,
    dom_unit_count: entry.dom_unit_count,
    average_dom: entry.average_dom,
  };
}

/**
 * Without tightRows: one row per building and unit type, the building's fields with that unit
 * type's entry (the row is the entry, so it carries no `activity` list).
 */
export async function findRentalUnitRows(
  db: Kysely<Database>,
  filter: RentalFilter,
  monthStart: string,
  monthEnd: string,
): Promise<RentalPropertyUnitRow[]> {
  const buildings = await findBuildingsWithActivity(db, filter, monthStart, monthEnd);
  return buildings.flatMap(({ building, activity }) => activity.map((entry) => unitRow(building, entry)));
}

/** Market totals: one row per submarket (null = Other) combining its buildings' unit types. */
export function marketRowsFromProperties(properties: readonly RentalPropertyRow[]): RentalMarketRow[] {
  const bySubmarket = new Map<string, RentalPropertyRow[]>();
  for (const property of properties) {
    const key = `${property.municipality_id}:${property.submarket_id ?? 'other'}`;
    const members = bySubmarket.get(key);
    if (members) members.push(property);
    else bySubmarket.set(key, [property]);
  }
  return [...bySubmarket.values()].flatMap((members): RentalMarketRow[] => {
    const first = members[0];
    if (!first) return [];
    const entries = members.flatMap((member) => member.activity);
    const unitTypes = new Map<string, RentalActivityEntry[]>();
    for (const entry of entries) unitTypes.set(entry.unit_type, [...(unitTypes.get(entry.unit_type) ?? []), entry]);
    const activity = [...unitTypes.values()].flatMap((sameType): RentalActivityEntry[] => {
      const sample = sameType[0];
      return sample
        ? [
            {
              unittype_name: sample.unittype_name,
              unit_type: sample.unit_type,
              beds: sample.beds,
              // Buildings differ in baths per unit type; the market entry shows the most.
              baths: Math.max(...sameType.map((entry) => entry.baths)),
              ...combineFigures(sameType),
            },
          ]
        : [];
    });
    return [
      {
        name: first.submarket_name ?? 'Other',
        region_id: first.region_id,
        region_name: first.region_name,
        municipality_id: first.municipality_id,
        municipality_name: first.municipality_name,
        submarket_id: first.submarket_id,
        submarket_name: first.submarket_name,
        property_count: members.length,
        suite_count: members.reduce((total, member) => total + member.suite_count, 0),
        ...combineFigures(entries),
        activity: activity.sort(byUnitType),
      },
    ];
  });
}
