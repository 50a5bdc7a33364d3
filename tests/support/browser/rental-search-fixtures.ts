import { monthsBetween, type RentalTimeRange } from '@contract/months';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import type { RentalActivityFigures, RentalHistoryRow, RentalMarketRow } from '@contract/rental-search';
import type { SearchResponse, SearchRow } from '@contract/search';
import { rentalHistoryColumns, rentalMarketColumns, rentalPropertyColumns } from '@server/columns/rental';
import { rentalSearchFilters } from '@contract/filter-catalog';
import { RENTAL_TIME_RANGE_OPTIONS } from '@server/seed/seed-content';

/**
 * A small rental world for the rental views' browser tests, on the map fixtures' regions (West,
 * id 1, submarkets 111 and 112; East, id 2, submarket 211): rental months January 2025 to June
 * 2026, three buildings whose unit-type rows exercise each rental client filter of part 2 §5,
 * and a market history whose first period has 25 unit types (expands directly) and the others 3.
 */

export const FIRST_MONTH = '2025-01';
export const LAST_MONTH = '2026-06';
/** The configured default regions of market history (part 2 §4): East. */
export const HISTORY_DEFAULT_REGION = 2;
/** The fixture answers history asked over 12 months as an account without the rental expansion would: 403. */
export const DENIED_TIME_RANGE: RentalTimeRange = '12mo';

export const RENTAL_OPTIONS: RentalOptionsBasicResponse = {
  regions: [],
  baseConfiguration: { dates: { min_year: 2025, min_month: 1, max_year: 2026, max_month: 6 } },
  timePeriodOptions: [...RENTAL_TIME_RANGE_OPTIONS],
  unitSizeOptions: [],
  unitTypeOptions: [],
  propertyManagers: [
    { id: 1, name: 'Acme Rentals' },
    { id: 2, name: 'Bay Living' },
  ],
  searchFilters: rentalSearchFilters(2026),
  componentConfiguration: { marketHistoryDefaultRegionIds: [HISTORY_DEFAULT_REGION] },
};

function figures(units: number, rent: number | null): RentalActivityFigures {
  return {
    units_surveyed_actual: units,
    available: units > 0 ? 1 : 0,
    vacancy_rate: units > 0 ? 100 / units : null,
    availability_rate: units > 0 ? 100 / units : null,
    avg_rate: rent,
    min_rate: rent === null ? null : rent - 100,
    max_rate: rent === null ? null : rent + 100,
    min_psf: null,
    max_psf: null,
    size_sqft: 700,
    days_active_total: 20,
    dom_unit_count: 1,
    average_dom: 20,
  };
}

interface Building {
  id: number;
  name: string;
  manager: string;
  yearBuilt: number | null;
  region: number;
  municipality: number;
  submarket: number;
  units: Array<{ type: string; beds: number; units: number; rent: number | null }>;
}

/** Alpha has a unit type not surveyed; Beta has no year built; Gamma is in East. */
export const BUILDINGS: Building[] = [
  {
    id: 1,
    name: 'Alpha Towers',
    manager: 'Acme Rentals',
    yearBuilt: 1970,
    region: 1,
    municipality: 11,
    submarket: 111,
    units: [
      { type: '1 Bed', beds: 1, units: 10, rent: 1500 },
      { type: '2 Bed', beds: 2, units: 0, rent: null },
    ],
  },
  {
    id: 2,
    name: 'Beta Court',
    manager: 'Bay Living',
    yearBuilt: null,
    region: 1,
    municipality: 11,
    submarket: 112,
    units: [{ type: '2 Bed', beds: 2, units: 5, rent: 2000 }],
  },
  {
    id: 3,
    name: 'Gamma Place',
    manager: 'Acme Rentals',
    yearBuilt: 1990,
    region: 2,
    municipality: 21,
    submarket: 211,
    units: [{ type: '3 Bed', beds: 3, units: 8, rent: 2500 }],
  },
];

const NAMES: Record<number, string> = { 1: 'West', 2: 'East', 11: 'West City', 21: 'East City' };
const SUBMARKETS: Record<number, string> = { 111: 'West South', 112: 'West North', 211: 'East All' };

function geography(building: Building) {
  return {
    region_id: building.region,
    region_name: NAMES[building.region]!,
    municipality_id: building.municipality,
    municipality_name: NAMES[building.municipality]!,
    submarket_id: building.submarket,
    submarket_name: SUBMARKETS[building.submarket]!,
  };
}

function inRegions(building: Building, regions: readonly number[]): boolean {
  return regions.length === 0 || regions.includes(building.region);
}

/** GET /rental/propertydata without tightRows: one row per building and unit type. */
export function propertyResponse(regions: readonly number[]): SearchResponse<SearchRow> {
  const data = BUILDINGS.filter((building) => inRegions(building, regions)).flatMap((building) =>
    building.units.map((unit) => {
      const entry = {
        unittype_name: unit.type,
        unit_type: unit.type,
        beds: unit.beds,
        baths: 1,
        ...figures(unit.units, unit.rent),
      };
      return {
        ...geography(building),
        ...entry,
        id: building.id,
        project_id: 100 + building.id,
        name: building.name,
        property_manager: building.manager,
        address: `${building.id} Main St`,
        year_built: building.yearBuilt,
        storeys: 10,
        suite_count: 100,
        latitude: building.region === 1 ? 43.65 : 43.66,
        longitude: building.region === 1 ? -79.5 : -79.3,
        activity: [entry],
      };
    }),
  );
  return { data, tableHeaders: { data: rentalPropertyColumns('unitTypes') }, clamped: false, clamped_message: null };
}

/** GET /rental/marketdata: one row per submarket with a building. */
export function marketResponse(regions: readonly number[]): SearchResponse<RentalMarketRow> {
  const data = BUILDINGS.filter((building) => inRegions(building, regions)).map((building): RentalMarketRow => ({
    ...geography(building),
    ...figures(
      building.units.reduce((sum, unit) => sum + unit.units, 0),
      building.units[0]!.rent,
    ),
    name: SUBMARKETS[building.submarket]!,
    property_count: 1,
    suite_count: 100,
    activity: [],
  }));
  return { data, tableHeaders: { data: rentalMarketColumns() }, clamped: false, clamped_message: null };
}

/** The sub rows of a period: 25 for the first period (at or above the threshold of 20), else 3. */
export function subRowCount(periodIndex: number): number {
  return periodIndex === 0 ? 25 : 3;
}

/**
 * GET /rental/markethistory: a row per month of the range, only for the default regions (so a
 * page showing rows asked for them); other regions have no history (the empty message).
 */
export function historyResponse(
  start: string,
  end: string,
  regions: readonly number[],
): SearchResponse<RentalHistoryRow> {
  const asked = regions.length === 1 && regions[0] === HISTORY_DEFAULT_REGION;
  const data = asked
    ? monthsBetween(start, end).map((month, index): RentalHistoryRow => ({
        ...figures(20, 2000 + index),
        period: month,
        period_start: month,
        period_end: month,
        property_count: 1,
        suite_count: 100,
        subRows: Array.from({ length: subRowCount(index) }, (_, sub) => ({
          ...figures(1, 1900 + sub),
          // As the server sends them: a sub row's first column is its unit type.
          period: `Type ${sub + 1}`,
          unittype_name: `Type ${sub + 1}`,
          unit_type: `type-${sub + 1}`,
        })),
      }))
    : [];
  return { data, tableHeaders: { data: rentalHistoryColumns() }, clamped: false, clamped_message: null };
}
