import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { RentalOptionsBasicResponse, RentalRegionOption } from '@contract/rental-options';
import { requireAppConfig } from '../urban/app-config';
import { findRentalMonthRange } from './rental-dates';
import { monthOfDate, monthParts } from '@contract/months';
import { rentalSearchFilters } from '@contract/filter-catalog';

/**
 * GET /rental/options/basic: what the rental search panel needs before the first search. The
 * filter definitions are code (contract/filter-catalog.ts), years built up to this year.
 */
export async function findRentalOptions(db: Kysely<Database>, now = new Date()): Promise<RentalOptionsBasicResponse> {
  const [regions, months, timeRanges, unitSizes, unitTypes, managers, defaultRegions] = await Promise.all([
    findRegions(db),
    findRentalMonthRange(db),
    requireAppConfig(db, 'rental_time_ranges'),
    requireAppConfig(db, 'rental_unit_sizes'),
    requireAppConfig(db, 'rental_unit_types'),
    db.selectFrom('rental_properties').select('property_manager').distinct().orderBy('property_manager').execute(),
    requireAppConfig(db, 'market_history_default_regions'),
  ]);
  const today = monthOfDate(now);
  const first = monthParts(months?.min ?? today);
  const last = monthParts(months?.max ?? today);
  return {
    regions,
    baseConfiguration: {
      dates: {
        min_year: first.year,
        min_month: first.monthOfYear,
        max_year: last.year,
        max_month: last.monthOfYear,
      },
    },
    timePeriodOptions: timeRanges,
    unitSizeOptions: unitSizes,
    unitTypeOptions: unitTypes,
    // Managers have no table of their own; their position in name order is a stable id per data set.
    propertyManagers: managers.map((manager, index) => ({ id: index + 1, name: manager.property_manager })),
    searchFilters: rentalSearchFilters(now.getUTCFullYear()),
    componentConfiguration: { marketHistoryDefaultRegionIds: defaultRegions },
  };
}

async function findRegions(db: Kysely<Database>): Promise<RentalRegionOption[]> {
  const [regions, municipalities, submarkets] = await Promise.all([
    db.selectFrom('regions').select(['id', 'name']).orderBy('weight').orderBy('name').execute(),
    db.selectFrom('municipalities').select(['id', 'name', 'region_id']).orderBy('weight').orderBy('name').execute(),
    db.selectFrom('submarkets').select(['id', 'name', 'municipality_id']).orderBy('weight').orderBy('name').execute(),
  ]);
  return regions.map((region) => ({
    ...region,
    municipalities: municipalities
      .filter((municipality) => municipality.region_id === region.id)
      .map((municipality) => ({
        id: municipality.id,
        name: municipality.name,
        submarkets: submarkets
          .filter((submarket) => submarket.municipality_id === municipality.id)
          .map(({ id, name }) => ({ id, name })),
      })),
  }));
}
