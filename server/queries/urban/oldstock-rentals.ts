import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { RentalPropertyTable } from '../../db/domain-tables';
import { fullTextOf, fullTextWords, matchesFullText } from '@contract/full-text';
import type { RentalActivityEntry } from '@contract/rental-search';
import type { SearchRow } from '@contract/search';
import type { EndpointFilters } from '../filters/api-filters';
import { buildingsIn } from '../rental/filtered-properties';
import { combineFigures } from '../rental/activity-figures';
import { findActivityByProperty } from '../rental/property-rows';
import { geographyFields, type GeographyFilter, type GeographyNames } from './geography-names';

/*
 * Old-stock rental buildings in the project views (part 1 §3 "Old-stock rental property row"):
 * their figures over a time range come from the rental search's own reading and measure.
 */

/** A building as result lists read it: every column but `profile`, the profile page's JSON. */
export type RentalPropertyListing = Omit<RentalPropertyTable, 'profile'>;

/** Listed rather than selectAll: `profile` (about 1.9 KB a building) is read by the profile page only. */
const RENTAL_PROPERTY_LISTING_COLUMNS = [
  'rental_properties.id',
  'rental_properties.project_id',
  'rental_properties.name',
  'rental_properties.property_manager',
  'rental_properties.address',
  'rental_properties.year_built',
  'rental_properties.storeys',
  'rental_properties.suite_count',
  'rental_properties.region_id',
  'rental_properties.municipality_id',
  'rental_properties.submarket_id',
  'rental_properties.latitude',
  'rental_properties.longitude',
  'rental_properties.thumbnail_url',
] as const;

export interface RentalPropertyActivity {
  property: RentalPropertyListing;
  /** The building's activity per unit type over the months asked for. */
  activity: RentalActivityEntry[];
}

interface RentalSelection {
  geography: GeographyFilter;
  textSearch?: string | null | undefined;
  /** The advanced filters of the project call (part 1 §7), applied to the buildings. */
  filters?: EndpointFilters;
}

/** The fields an old-stock building's Full Text Search looks in (the rule: contract/full-text.ts). */
export const RENTAL_PROPERTY_TEXT_FIELDS = [
  'name',
  'address',
  'property_manager',
] as const satisfies readonly (keyof RentalPropertyListing)[];

/** The old-stock buildings of a geography, advanced filters and full-text search, by name, without activity. */
export async function loadRentalProperties(
  db: Kysely<Database>,
  selection: RentalSelection,
): Promise<RentalPropertyListing[]> {
  const properties: RentalPropertyListing[] = await buildingsIn(db, selection.geography, selection.filters)
    .select(RENTAL_PROPERTY_LISTING_COLUMNS)
    .orderBy('rental_properties.name')
    .execute();
  const words = fullTextWords(selection.textSearch);
  return words.length > 0
    ? properties.filter((property) =>
        matchesFullText(words, fullTextOf(RENTAL_PROPERTY_TEXT_FIELDS.map((field) => property[field]))),
      )
    : properties;
}

/**
 * The buildings' unit-type activity over consecutive months ('YYYY-MM', oldest first), read as
 * the rental search reads it (findActivityByProperty), so both give a building the same figures.
 */
export async function withRentalActivity(
  db: Kysely<Database>,
  properties: readonly RentalPropertyListing[],
  selection: RentalSelection,
  months: readonly string[],
): Promise<RentalPropertyActivity[]> {
  const first = months[0];
  const last = months[months.length - 1];
  if (properties.length === 0 || first === undefined || last === undefined)
    return properties.map((property) => ({ property, activity: [] }));
  // The buildings are a subquery rather than a list of ids: a region can hold thousands of them.
  const scope = { geography: selection.geography, ...(selection.filters ? { filters: selection.filters } : {}) };
  const activity = await findActivityByProperty(db, scope, first, last);
  return properties.map((property) => ({ property, activity: activity.get(property.id) ?? [] }));
}

export async function loadRentalActivity(
  db: Kysely<Database>,
  selection: RentalSelection & { months: readonly string[] },
): Promise<RentalPropertyActivity[]> {
  const properties = await loadRentalProperties(db, selection);
  return withRentalActivity(db, properties, selection, selection.months);
}

/**
 * One literal with every field, not spreads of the geography and the figures: a wide spread
 * makes V8 build a slow dictionary (unitRow, property-rows.ts), 15,000 times in the widest search.
 */
export function rentalPropertyRow(entry: RentalPropertyActivity, names: GeographyNames): SearchRow {
  const { property } = entry;
  const geography = geographyFields(property, names);
  // A building's figures over its unit types: the same combination as the rental search's rows.
  const figures = combineFigures(entry.activity);
  return {
    id: property.id,
    property_id: property.id,
    project_id: property.project_id,
    name: property.name,
    address: property.address,
    property_manager: property.property_manager,
    // The list the project views' Property Manager filter reads, as on project rows (part 1 §3).
    property_managers: [property.property_manager],
    year_built: property.year_built,
    storeys: property.storeys,
    number_of_floors: property.storeys,
    suite_count: property.suite_count,
    region_id: geography.region_id,
    region_name: geography.region_name,
    municipality_id: geography.municipality_id,
    municipality_name: geography.municipality_name,
    submarket_id: geography.submarket_id,
    submarket_name: geography.submarket_name,
    latitude: property.latitude,
    longitude: property.longitude,
    thumbnail_url: property.thumbnail_url,
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
}
