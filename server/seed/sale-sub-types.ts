import type { SaleUnitGroup } from './json-columns';

/**
 * The 38 sale sub-types, grouped into property types. `icon` is the file name of the legend/pin
 * icon (public/icons/sales/{icon}.svg); `groups` the sale column groups with data for the type;
 * `driver` the figure the price is set from and its typical size and dollar rate at the 2022 peak
 * in Toronto.
 */
export interface SaleSubTypeSpec {
  name: string;
  groups: readonly SaleUnitGroup[];
  driver: { group: SaleUnitGroup; median: number; sigma: number; min: number; max: number; rate: number };
  /** Relative frequency among sales. */
  frequency: number;
}

export interface PropertyTypeSpec {
  name: string;
  subTypes: readonly SaleSubTypeSpec[];
}

function subType(
  name: string,
  groups: readonly SaleUnitGroup[],
  driver: SaleSubTypeSpec['driver'],
  frequency: number,
): SaleSubTypeSpec {
  return { name, groups, driver, frequency };
}

const LAND_GROUPS: readonly SaleUnitGroup[] = ['landAreaSqFt', 'landAreaAcres'];
/** Land is priced by the acre. */
function landDriver(median: number, rate: number): SaleSubTypeSpec['driver'] {
  return { group: 'landAreaAcres', median, sigma: 0.8, min: 0.15, max: 400, rate };
}

export const PROPERTY_TYPES: readonly PropertyTypeSpec[] = [
  {
    name: 'Land',
    subTypes: [
      subType('Apartment Site', ['landAreaSqFt', 'landAreaAcres', 'suites'], landDriver(1.2, 9_000_000), 6),
      subType('Commercial Land', LAND_GROUPS, landDriver(2.5, 2_200_000), 4),
      subType('Industrial Land', LAND_GROUPS, landDriver(6, 900_000), 4),
      subType('Residential Land', ['landAreaSqFt', 'landAreaAcres', 'lots'], landDriver(12, 450_000), 5),
      subType(
        'Subdivision Lots',
        ['landAreaAcres', 'lots'],
        { group: 'lots', median: 40, sigma: 0.8, min: 4, max: 600, rate: 380_000 },
        3,
      ),
      subType('Farm Land', LAND_GROUPS, landDriver(60, 60_000), 3),
      subType('Development Land', LAND_GROUPS, landDriver(8, 700_000), 4),
      subType('Institutional Land', LAND_GROUPS, landDriver(4, 800_000), 1),
    ],
  },
  {
    name: 'Residential',
    subTypes: [
      subType(
        'House',
        ['buildingArea', 'landAreaSqFt'],
        { group: 'buildingArea', median: 3000, sigma: 0.4, min: 900, max: 12000, rate: 650 },
        3,
      ),
      subType(
        'Townhouse Block',
        ['townhouses', 'buildingArea', 'landAreaSqFt'],
        { group: 'townhouses', median: 12, sigma: 0.6, min: 3, max: 120, rate: 700_000 },
        2,
      ),
      subType(
        'Apartment Building',
        ['suites', 'buildingArea', 'landAreaSqFt'],
        { group: 'suites', median: 40, sigma: 0.8, min: 6, max: 700, rate: 300_000 },
        6,
      ),
      subType(
        'Condominium Units',
        ['suites', 'floorArea'],
        { group: 'suites', median: 10, sigma: 0.8, min: 2, max: 200, rate: 520_000 },
        2,
      ),
      subType(
        'Seniors Residence',
        ['beds', 'suites', 'buildingArea'],
        { group: 'beds', median: 140, sigma: 0.5, min: 30, max: 450, rate: 260_000 },
        1,
      ),
      subType(
        'Student Residence',
        ['beds', 'buildingArea'],
        { group: 'beds', median: 300, sigma: 0.6, min: 40, max: 1200, rate: 150_000 },
        1,
      ),
      subType(
        'Rooming House',
        ['rooms', 'buildingArea'],
        { group: 'rooms', median: 10, sigma: 0.4, min: 4, max: 40, rate: 140_000 },
        1,
      ),
    ],
  },
  {
    name: 'Retail',
    subTypes: [
      subType(
        'Retail Plaza',
        ['buildingArea', 'landAreaSqFt', 'landAreaAcres'],
        { group: 'buildingArea', median: 25000, sigma: 0.7, min: 3000, max: 250000, rate: 420 },
        4,
      ),
      subType(
        'Shopping Centre',
        ['buildingArea', 'landAreaSqFt', 'landAreaAcres'],
        { group: 'buildingArea', median: 180000, sigma: 0.6, min: 60000, max: 900000, rate: 330 },
        1,
      ),
      subType(
        'Street Retail',
        ['buildingArea', 'landAreaSqFt'],
        { group: 'buildingArea', median: 5000, sigma: 0.5, min: 1200, max: 30000, rate: 700 },
        4,
      ),
      subType(
        'Restaurant',
        ['buildingArea', 'landAreaSqFt', 'landAreaAcres'],
        { group: 'buildingArea', median: 4500, sigma: 0.4, min: 1500, max: 15000, rate: 650 },
        2,
      ),
      subType(
        'Automotive',
        ['buildingArea', 'landAreaSqFt', 'landAreaAcres'],
        { group: 'buildingArea', median: 12000, sigma: 0.6, min: 2000, max: 60000, rate: 450 },
        1,
      ),
      subType(
        'Gas Station',
        ['buildingArea', 'landAreaSqFt', 'landAreaAcres'],
        { group: 'landAreaAcres', median: 0.8, sigma: 0.4, min: 0.25, max: 3, rate: 3_500_000 },
        1,
      ),
      subType(
        'Mixed Use',
        ['suites', 'buildingArea', 'landAreaSqFt'],
        { group: 'buildingArea', median: 9000, sigma: 0.6, min: 2000, max: 80000, rate: 600 },
        3,
      ),
    ],
  },
  {
    name: 'Office',
    subTypes: [
      subType(
        'Office Building',
        ['buildingArea', 'floorArea', 'landAreaSqFt'],
        { group: 'buildingArea', median: 60000, sigma: 0.9, min: 5000, max: 900000, rate: 420 },
        3,
      ),
      subType(
        'Medical Office',
        ['buildingArea', 'floorArea', 'landAreaSqFt'],
        { group: 'buildingArea', median: 20000, sigma: 0.6, min: 3000, max: 120000, rate: 480 },
        1,
      ),
      subType(
        'Office Condo',
        ['floorArea'],
        { group: 'floorArea', median: 2500, sigma: 0.6, min: 500, max: 20000, rate: 520 },
        2,
      ),
    ],
  },
  {
    name: 'Industrial',
    subTypes: [
      subType(
        'Industrial Building',
        ['buildingArea', 'landAreaSqFt', 'landAreaAcres'],
        { group: 'buildingArea', median: 50000, sigma: 0.9, min: 5000, max: 800000, rate: 260 },
        6,
      ),
      subType(
        'Warehouse',
        ['buildingArea', 'landAreaSqFt', 'landAreaAcres'],
        { group: 'buildingArea', median: 120000, sigma: 0.8, min: 10000, max: 1000000, rate: 220 },
        3,
      ),
      subType(
        'Industrial Condo',
        ['floorArea'],
        { group: 'floorArea', median: 4000, sigma: 0.6, min: 800, max: 30000, rate: 380 },
        3,
      ),
      subType(
        'Self Storage',
        ['buildingArea', 'landAreaAcres'],
        { group: 'buildingArea', median: 70000, sigma: 0.5, min: 20000, max: 200000, rate: 240 },
        1,
      ),
    ],
  },
  {
    name: 'Hospitality',
    subTypes: [
      subType(
        'Hotel',
        ['rooms', 'buildingArea', 'landAreaAcres'],
        { group: 'rooms', median: 150, sigma: 0.6, min: 40, max: 700, rate: 210_000 },
        1,
      ),
      subType(
        'Motel',
        ['rooms', 'buildingArea', 'landAreaAcres'],
        { group: 'rooms', median: 30, sigma: 0.4, min: 10, max: 90, rate: 90_000 },
        1,
      ),
      subType(
        'Resort',
        ['rooms', 'buildingArea', 'landAreaAcres'],
        { group: 'rooms', median: 90, sigma: 0.5, min: 20, max: 300, rate: 180_000 },
        1,
      ),
      subType(
        'Banquet Hall',
        ['buildingArea', 'landAreaAcres'],
        { group: 'buildingArea', median: 20000, sigma: 0.4, min: 6000, max: 60000, rate: 330 },
        1,
      ),
    ],
  },
  {
    name: 'Special Purpose',
    subTypes: [
      subType(
        'Church',
        ['buildingArea', 'landAreaAcres'],
        { group: 'buildingArea', median: 12000, sigma: 0.5, min: 2500, max: 50000, rate: 320 },
        1,
      ),
      subType(
        'School',
        ['buildingArea', 'landAreaAcres'],
        { group: 'buildingArea', median: 40000, sigma: 0.5, min: 8000, max: 150000, rate: 260 },
        1,
      ),
      subType(
        'Parking Lot',
        ['landAreaSqFt'],
        { group: 'landAreaAcres', median: 0.6, sigma: 0.6, min: 0.1, max: 5, rate: 5_000_000 },
        1,
      ),
      subType(
        'Golf Course',
        ['landAreaAcres'],
        { group: 'landAreaAcres', median: 150, sigma: 0.4, min: 50, max: 400, rate: 80_000 },
        1,
      ),
      subType(
        'Nursing Home',
        ['beds', 'buildingArea'],
        { group: 'beds', median: 160, sigma: 0.4, min: 40, max: 400, rate: 230_000 },
        1,
      ),
    ],
  },
];

export function iconKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
