import { SALE_PROPERTY_TYPES, type SaleSubTypeName } from '@contract/product-facts';
import type { SaleUnitGroup } from './json-columns';

/**
 * The seed's prices of the 38 sale sub-types (the sub-types, their property types and column
 * groups are product facts, contract/product-facts.ts). `driver` is the figure the price is set
 * from and its typical size and dollar rate at the 2022 peak in Toronto.
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

type Pricing = Pick<SaleSubTypeSpec, 'driver' | 'frequency'>;

/** Land is priced by the acre. */
function landDriver(median: number, rate: number): SaleSubTypeSpec['driver'] {
  return { group: 'landAreaAcres', median, sigma: 0.8, min: 0.15, max: 400, rate };
}

/** Every sub-type is priced: the record's type makes the compiler reject a missing one. */
const PRICING: Readonly<Record<SaleSubTypeName, Pricing>> = {
  'Apartment Site': { driver: landDriver(1.2, 9_000_000), frequency: 6 },
  'Commercial Land': { driver: landDriver(2.5, 2_200_000), frequency: 4 },
  'Industrial Land': { driver: landDriver(6, 900_000), frequency: 4 },
  'Residential Land': { driver: landDriver(12, 450_000), frequency: 5 },
  'Subdivision Lots': {
    driver: { group: 'lots', median: 40, sigma: 0.8, min: 4, max: 600, rate: 380_000 },
    frequency: 3,
  },
  'Farm Land': { driver: landDriver(60, 60_000), frequency: 3 },
  'Development Land': { driver: landDriver(8, 700_000), frequency: 4 },
  'Institutional Land': { driver: landDriver(4, 800_000), frequency: 1 },
  House: {
    driver: { group: 'buildingArea', median: 3000, sigma: 0.4, min: 900, max: 12_000, rate: 650 },
    frequency: 3,
  },
  'Townhouse Block': {
    driver: { group: 'townhouses', median: 12, sigma: 0.6, min: 3, max: 120, rate: 700_000 },
    frequency: 2,
  },
  'Apartment Building': {
    driver: { group: 'suites', median: 40, sigma: 0.8, min: 6, max: 700, rate: 300_000 },
    frequency: 6,
  },
  'Condominium Units': {
    driver: { group: 'suites', median: 10, sigma: 0.8, min: 2, max: 200, rate: 520_000 },
    frequency: 2,
  },
  'Seniors Residence': {
    driver: { group: 'beds', median: 140, sigma: 0.5, min: 30, max: 450, rate: 260_000 },
    frequency: 1,
  },
  'Student Residence': {
    driver: { group: 'beds', median: 300, sigma: 0.6, min: 40, max: 1200, rate: 150_000 },
    frequency: 1,
  },
  'Rooming House': { driver: { group: 'rooms', median: 10, sigma: 0.4, min: 4, max: 40, rate: 140_000 }, frequency: 1 },
  'Retail Plaza': {
    driver: { group: 'buildingArea', median: 25_000, sigma: 0.7, min: 3000, max: 250_000, rate: 420 },
    frequency: 4,
  },
  'Shopping Centre': {
    driver: { group: 'buildingArea', median: 180_000, sigma: 0.6, min: 60_000, max: 900_000, rate: 330 },
    frequency: 1,
  },
  'Street Retail': {
    driver: { group: 'buildingArea', median: 5000, sigma: 0.5, min: 1200, max: 30_000, rate: 700 },
    frequency: 4,
  },
  Restaurant: {
    driver: { group: 'buildingArea', median: 4500, sigma: 0.4, min: 1500, max: 15_000, rate: 650 },
    frequency: 2,
  },
  Automotive: {
    driver: { group: 'buildingArea', median: 12_000, sigma: 0.6, min: 2000, max: 60_000, rate: 450 },
    frequency: 1,
  },
  'Gas Station': {
    driver: { group: 'landAreaAcres', median: 0.8, sigma: 0.4, min: 0.25, max: 3, rate: 3_500_000 },
    frequency: 1,
  },
  'Mixed Use': {
    driver: { group: 'buildingArea', median: 9000, sigma: 0.6, min: 2000, max: 80_000, rate: 600 },
    frequency: 3,
  },
  'Office Building': {
    driver: { group: 'buildingArea', median: 60_000, sigma: 0.9, min: 5000, max: 900_000, rate: 420 },
    frequency: 3,
  },
  'Medical Office': {
    driver: { group: 'buildingArea', median: 20_000, sigma: 0.6, min: 3000, max: 120_000, rate: 480 },
    frequency: 1,
  },
  'Office Condo': {
    driver: { group: 'floorArea', median: 2500, sigma: 0.6, min: 500, max: 20_000, rate: 520 },
    frequency: 2,
  },
  'Industrial Building': {
    driver: { group: 'buildingArea', median: 50_000, sigma: 0.9, min: 5000, max: 800_000, rate: 260 },
    frequency: 6,
  },
  Warehouse: {
    driver: { group: 'buildingArea', median: 120_000, sigma: 0.8, min: 10_000, max: 1_000_000, rate: 220 },
    frequency: 3,
  },
  'Industrial Condo': {
    driver: { group: 'floorArea', median: 4000, sigma: 0.6, min: 800, max: 30_000, rate: 380 },
    frequency: 3,
  },
  'Self Storage': {
    driver: { group: 'buildingArea', median: 70_000, sigma: 0.5, min: 20_000, max: 200_000, rate: 240 },
    frequency: 1,
  },
  Hotel: { driver: { group: 'rooms', median: 150, sigma: 0.6, min: 40, max: 700, rate: 210_000 }, frequency: 1 },
  Motel: { driver: { group: 'rooms', median: 30, sigma: 0.4, min: 10, max: 90, rate: 90_000 }, frequency: 1 },
  Resort: { driver: { group: 'rooms', median: 90, sigma: 0.5, min: 20, max: 300, rate: 180_000 }, frequency: 1 },
  'Banquet Hall': {
    driver: { group: 'buildingArea', median: 20_000, sigma: 0.4, min: 6000, max: 60_000, rate: 330 },
    frequency: 1,
  },
  Church: {
    driver: { group: 'buildingArea', median: 12_000, sigma: 0.5, min: 2500, max: 50_000, rate: 320 },
    frequency: 1,
  },
  School: {
    driver: { group: 'buildingArea', median: 40_000, sigma: 0.5, min: 8000, max: 150_000, rate: 260 },
    frequency: 1,
  },
  'Parking Lot': {
    driver: { group: 'landAreaAcres', median: 0.6, sigma: 0.6, min: 0.1, max: 5, rate: 5_000_000 },
    frequency: 1,
  },
  'Golf Course': {
    driver: { group: 'landAreaAcres', median: 150, sigma: 0.4, min: 50, max: 400, rate: 80_000 },
    frequency: 1,
  },
  'Nursing Home': {
    driver: { group: 'beds', median: 160, sigma: 0.4, min: 40, max: 400, rate: 230_000 },
    frequency: 1,
  },
};

export const PROPERTY_TYPES: readonly PropertyTypeSpec[] = SALE_PROPERTY_TYPES.map((type) => ({
  name: type.name,
  subTypes: type.subTypes.map((subType) => ({
    name: subType.name,
    groups: subType.columnGroups,
    ...PRICING[subType.name],
  })),
}));

/** The seed's sales writer names the icon key so. */
export { saleSubTypeIconKey as iconKey } from '@contract/product-facts';
