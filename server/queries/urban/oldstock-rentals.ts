import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { RentalActivityTable, RentalPropertyTable } from '../../db/domain-tables';
import type { SearchRow } from '@contract/search';
import { geographyFields, type GeographyFilter, type GeographyNames } from './geography-names';
import { ratio } from './market-figures';
import { round2 } from './project-row';

/**
 * Old-stock rental buildings over a set of months (part 1 §3 "Old-stock rental property row").
 * A time range pools the unit-type rows of its months: counts are monthly averages (so a 3-month
 * range does not triple the stock), rents and sizes are weighted by units surveyed, min and max
 * take the extremes and days on market are weighted by the units that left the market.
 */
export interface RentalFigures {
  units_surveyed_actual: number;
  available: number;
  availability_rate: number | null;
  size_sqft: number | null;
  avg_rate: number | null;
  min_rate: number | null;
  max_rate: number | null;
  min_psf: number | null;
  max_psf: number | null;
  days_active_total: number;
  dom_unit_count: number;
  average_dom: number | null;
}

export function rentalFigures(activity: RentalActivityTable[], monthCount: number): RentalFigures {
  let surveyed = 0;
  let available = 0;
  let weightedRate = 0;
  let weightedSize = 0;
  let daysActive = 0;
  let domUnits = 0;
  const extremes = { minRate: Infinity, maxRate: -Infinity, minPsf: Infinity, maxPsf: -Infinity };
  for (const row of activity) {
    surveyed += row.units_surveyed_actual;
    available += row.available;
    weightedRate += row.avg_rate * row.units_surveyed_actual;
    weightedSize += row.size_sqft * row.units_surveyed_actual;
    daysActive += row.days_active_total;
    domUnits += row.dom_unit_count;
    extremes.minRate = Math.min(extremes.minRate, row.min_rate);
    extremes.maxRate = Math.max(extremes.maxRate, row.max_rate);
    extremes.minPsf = Math.min(extremes.minPsf, row.min_psf);
    extremes.maxPsf = Math.max(extremes.maxPsf, row.max_psf);
  }
  const months = Math.max(1, monthCount);
  const finite = (value: number) => (Number.isFinite(value) ? value : null);
  return {
    units_surveyed_actual: Math.round(surveyed / months),
    available: Math.round(available / months),
    availability_rate: ratio(available, surveyed, 100),
    size_sqft: surveyed === 0 ? null : round2(weightedSize / surveyed),
    avg_rate: surveyed === 0 ? null : round2(weightedRate / surveyed),
    min_rate: finite(extremes.minRate),
    max_rate: finite(extremes.maxRate),
    min_psf: finite(extremes.minPsf),
    max_psf: finite(extremes.maxPsf),
    days_active_total: daysActive,
    dom_unit_count: domUnits,
    average_dom: ratio(daysActive, domUnits),
  };
}

/** A building as result lists read it: every column but `profile`, the profile page's JSON. */
export type RentalPropertyListing = Omit<RentalPropertyTable, 'profile'>;

/** Listed rather than selectAll: `profile` (about 1.9 KB a building) is read by the profile page only. */
const RENTAL_PROPERTY_LISTING_COLUMNS = [
  'id',
  'project_id',
  'name',
  'property_manager',
  'address',
  'year_built',
  'storeys',
  'suite_count',
  'region_id',
  'municipality_id',
  'submarket_id',
  'latitude',
  'longitude',
  'thumbnail_url',
] as const;

export interface RentalPropertyActivity {
  property: RentalPropertyListing;
  activity: RentalActivityTable[];
}

export async function loadRentalActivity(
  db: Kysely<Database>,
  selection: { months: string[]; geography: GeographyFilter; textSearch?: string | null | undefined },
): Promise<RentalPropertyActivity[]> {
  const { regionIds, municipalityIds, submarketIds } = selection.geography;
  const properties: RentalPropertyListing[] = await db
    .selectFrom('rental_properties')
    .select(RENTAL_PROPERTY_LISTING_COLUMNS)
    .$if(Boolean(regionIds?.length), (query) => query.where('region_id', 'in', regionIds ?? []))
    .$if(Boolean(municipalityIds?.length), (query) => query.where('municipality_id', 'in', municipalityIds ?? []))
    .$if(Boolean(submarketIds?.length), (query) => query.where('submarket_id', 'in', submarketIds ?? []))
    .orderBy('name')
    .execute();
  const needle = selection.textSearch?.toLowerCase();
  const matching = needle
    ? properties.filter((property) =>
        `${property.name} ${property.address} ${property.property_manager}`.toLowerCase().includes(needle),
      )
    : properties;
  if (matching.length === 0 || selection.months.length === 0)
    return matching.map((property) => ({ property, activity: [] }));
  // The geography is joined rather than listed as ids: a region can hold thousands of buildings.
  const activity = await db
    .selectFrom('rental_activity as a')
    .innerJoin('rental_properties as p', 'p.id', 'a.property_id')
    .selectAll('a')
    .where('a.month', 'in', selection.months)
    .$if(Boolean(regionIds?.length), (query) => query.where('p.region_id', 'in', regionIds ?? []))
    .$if(Boolean(municipalityIds?.length), (query) => query.where('p.municipality_id', 'in', municipalityIds ?? []))
    .$if(Boolean(submarketIds?.length), (query) => query.where('p.submarket_id', 'in', submarketIds ?? []))
    .execute();
  const byProperty = new Map<number, RentalActivityTable[]>();
  for (const row of activity) {
    const rows = byProperty.get(row.property_id);
    if (rows) rows.push(row);
    else byProperty.set(row.property_id, [row]);
  }
  return matching.map((property) => ({ property, activity: byProperty.get(property.id) ?? [] }));
}

export function rentalPropertyRow(entry: RentalPropertyActivity, monthCount: number, names: GeographyNames): SearchRow {
  const { property } = entry;
  return {
    id: property.id,
    property_id: property.id,
    project_id: property.project_id,
    name: property.name,
    address: property.address,
    property_manager: property.property_manager,
    year_built: property.year_built,
    storeys: property.storeys,
    number_of_floors: property.storeys,
    suite_count: property.suite_count,
    ...geographyFields(property, names),
    latitude: property.latitude,
    longitude: property.longitude,
    thumbnail_url: property.thumbnail_url,
    ...rentalFigures(entry.activity, monthCount),
  };
}

/** 'YYYY-MM' months ending with `last`, `count` of them, oldest first. */
export function monthsEndingAt(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  const end = year * 12 + month - 1;
  return Array.from({ length: count }, (_, offset) => {
    const index = end - count + 1 + offset;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
