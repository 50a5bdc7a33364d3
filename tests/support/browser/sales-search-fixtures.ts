import {
  SALE_PROPERTY_TYPES,
  saleSubTypeIconKey,
  type SaleSubTypeFact,
  type SaleSubTypeName,
} from '@contract/product-facts';
import type { SalesFilterDefinition, SalesOptionsBasicResponse, SalesSearchType } from '@contract/sales-options';
import type { SalesSearchResponse } from '@contract/search';
import type { SaleAddress, SaleRow, SalesMarketRow } from '@contract/sales-search';
import { SALES_CLAMPED_MESSAGE } from '@contract/messages';
import { saleColumns, salesMarketColumns } from '@server/columns/sales';
import { saleFilters, salesMarketFilters } from '@server/queries/sales/sale-filters';
import type { SalesSearchOptions } from '@contract/sales-search-request';

/**
 * A small sales world for the sales views' browser tests: the two regions of the map fixtures
 * (West, id 1, with West City 11; East, id 2, with East City 21), three sub-types with
 * different column groups, and six sales whose fields exercise each client filter of part 2 §5.
 */

export const APARTMENT_SITE = 1;
export const HOTEL = 2;
export const OFFICE_CONDO = 3;

/** The fixture's sub-types: their names, icons and column groups are the product's (part 1 §3). */
const SUB_TYPES = [
  subType(APARTMENT_SITE, 'Land', 'Apartment Site'),
  subType(HOTEL, 'Hospitality', 'Hotel'),
  subType(OFFICE_CONDO, 'Office', 'Office Condo'),
];

function subType(id: number, propertyType: string, name: SaleSubTypeName) {
  const fact = SALE_PROPERTY_TYPES.find((entry) => entry.name === propertyType)!.subTypes.find(
    (entry: SaleSubTypeFact) => entry.name === name,
  )!;
  return { id, propertyType, name, icon: saleSubTypeIconKey(name), groups: [...fact.columnGroups] };
}

/**
 * The sale filters as the server defines them (sale-filters.ts), with made-up bounds in place of
 * the data's: the ranges over the fixture sales' fields, the mortgage due date and the texts.
 */
const SALE_FILTERS: SalesFilterDefinition[] = saleFilters({
  min_price: 0,
  max_price: 100_000_000,
  min_suites: 0,
  max_suites: 500,
  min_rooms: 0,
  max_rooms: 500,
  min_sf_floor_area: 0,
  max_sf_floor_area: 100_000,
  min_mortgage_due_date: '2020-01-01',
  max_mortgage_due_date: '2035-12-31',
}).filter(
  (definition) =>
    definition.type !== 'numberRange' || ['price', 'suites', 'rooms', 'floorArea'].includes(definition.name),
);

/** The market data filters as the server defines them, with made-up maxima: the totals of sales and rooms. */
const MARKET_FILTERS: SalesFilterDefinition[] = salesMarketFilters({ totalSales: 100, totalRooms: 1000 }).filter(
  (definition) => ['totalSales', 'totalRooms'].includes(definition.name),
);

export const SALES_OPTIONS: SalesOptionsBasicResponse = {
  regions: [
    { id: 1, name: 'West', municipalities: [{ id: 11, name: 'West City' }] },
    { id: 2, name: 'East', municipalities: [{ id: 21, name: 'East City' }] },
  ],
  propertyTypes: SUB_TYPES.map((entry, index) => ({
    id: index + 1,
    name: entry.propertyType,
    sub_property_types: [subTypeOption(entry)],
  })),
  searchFilters: { sales: SALE_FILTERS, 'sales-market-data': MARKET_FILTERS },
  defaultDateRange: { from: '2025-06-01', to: '2026-05-31' },
  saleDateRange: { min: '2010-01-01', max: '2026-05-31' },
};

function subTypeOption(subType: (typeof SUB_TYPES)[number]) {
  return { id: subType.id, name: subType.name, key: subType.icon, icon: subType.icon, column_groups: subType.groups };
}

export function optionsFor(searchType: SalesSearchType): SalesSearchOptions {
  return { searchType, basic: SALES_OPTIONS };
}

function address(street: string, lat: number, lng: number): SaleAddress {
  return { property_address_1: street, property_city: 'Toronto', property_latitude: lat, property_longitude: lng };
}

interface SaleSpec {
  id: number;
  subType: number;
  region: 1 | 2;
  price: number;
  addresses: SaleAddress[];
  fileNum?: string | null;
  suites?: number | null;
  rooms?: number | null;
  floorArea?: number | null;
  mortgageDue?: string | null;
  arn?: string;
  pin?: string;
  instrument?: string;
  mortgage?: string;
  purchaser?: string;
  vendor?: string;
}

function saleRow(spec: SaleSpec): SaleRow {
  const subType = SUB_TYPES.find((entry) => entry.id === spec.subType)!;
  const first = spec.addresses[0]!;
  const perUnit = (count: number | null | undefined) => (count ? spec.price / count : null);
  return {
    id: spec.id,
    fileNum: spec.fileNum === undefined ? `F-${spec.id}` : spec.fileNum,
    subPropertyType: subType.name,
    subproperty_type_id: subType.id,
    subproperty_type_icon: subType.icon,
    address: spec.addresses.map((entry) => entry.property_address_1).join('; '),
    saleDate: '2026-01-15',
    vendor: spec.vendor ?? 'Vendor Ltd',
    purchaser: spec.purchaser ?? 'Purchaser Inc',
    price: spec.price,
    suitesTotal: spec.suites ?? null,
    pricePerSuite: perUnit(spec.suites),
    townhouses: null,
    pricePerTownhouse: null,
    buildingArea: null,
    buildingAreaPrice: null,
    landareaSqFt: null,
    landareaPriceSqFt: null,
    landareaAcres: null,
    landareaPriceAcres: null,
    proposedGFAPrice: null,
    approvedGFAPrice: null,
    totalLots: null,
    totalPricePerLot: null,
    lots: null,
    pricePerLot: null,
    lotsDetached: null,
    pricePerDetachedLot: null,
    lotsSemiDetached: null,
    pricePerSemiDetachedLot: null,
    lotsTownhouse: null,
    pricePerTownhouseLot: null,
    totalRooms: spec.rooms ?? null,
    pricePerRoom: perUnit(spec.rooms),
    floorArea: spec.floorArea ?? null,
    floorAreaPricePerSf: perUnit(spec.floorArea),
    beds: null,
    pricePerBed: null,
    region_id: spec.region,
    region_name: spec.region === 1 ? 'West' : 'East',
    municipality_id: spec.region === 1 ? 11 : 21,
    municipality_name: spec.region === 1 ? 'West City' : 'East City',
    submarket_id: null,
    submarket_name: null,
    latitude: first.property_latitude,
    longitude: first.property_longitude,
    addresses: spec.addresses,
    arn: spec.arn ?? null,
    instrument_number: spec.instrument ?? null,
    pin: spec.pin ?? null,
    mortgage_payment_amount: null,
    mortgage_due_date: spec.mortgageDue ?? null,
    mortgage_text: spec.mortgage ?? '',
    purchaser_text: spec.purchaser ?? 'purchaser inc',
    vendor_text: spec.vendor ?? 'vendor ltd',
    proposed_gfa: null,
    approved_gfa: null,
  };
}

/** West is lng < -79.38; a sale with an address on each side is in both halves. */
export const SALES: SaleRow[] = [
  saleRow({
    id: 1,
    subType: APARTMENT_SITE,
    region: 1,
    price: 5_000_000,
    suites: 100,
    addresses: [address('1 King St W', 43.65, -79.5)],
    arn: '1904-123',
    pin: 'PIN-777',
    mortgageDue: '2027-03-01',
    mortgage: 'first national bank',
  }),
  saleRow({
    id: 2,
    subType: APARTMENT_SITE,
    region: 2,
    price: 8_000_000,
    suites: null,
    fileNum: null,
    addresses: [address('9 Queen St E', 43.66, -79.2)],
    instrument: 'AT5551234',
    purchaser: 'Maple Holdings',
  }),
  saleRow({
    id: 3,
    subType: HOTEL,
    region: 1,
    price: 20_000_000,
    rooms: 200,
    addresses: [address('50 Bay St', 43.64, -79.45), address('52 Bay St', 43.64, -79.25)],
    vendor: 'Harbour Hotels',
    mortgageDue: '2031-06-30',
  }),
  saleRow({
    id: 4,
    subType: HOTEL,
    region: 2,
    price: 12_000_000,
    rooms: 80,
    addresses: [address('7 Danforth Ave', 43.68, -79.3)],
  }),
  saleRow({
    id: 5,
    subType: OFFICE_CONDO,
    region: 1,
    price: 900_000,
    floorArea: 1_500,
    addresses: [address('100 Front St W', 43.645, -79.55)],
  }),
  saleRow({
    id: 6,
    subType: OFFICE_CONDO,
    region: 2,
    price: 1_100_000,
    floorArea: 2_000,
    addresses: [address('200 Front St E', 43.65, -79.22)],
  }),
];

/** The fixture server's answers, keyed by what a query asks: a full-text search 'capped' answers as clamped. */
export function salesResponse(subTypeIds: number[], text: string | null): SalesSearchResponse<SaleRow> {
  const groups = new Set(SUB_TYPES.filter((entry) => subTypeIds.includes(entry.id)).flatMap((entry) => entry.groups));
  const clamped = text === 'capped';
  return {
    data: [{ data: SALES.filter((sale) => subTypeIds.includes(sale.subproperty_type_id)) }],
    tableHeaders: { data: saleColumns(groups) },
    clamped,
    clamped_message: clamped ? SALES_CLAMPED_MESSAGE : null,
  };
}

export function salesMarketResponse(subTypeIds: number[]): SalesSearchResponse<SalesMarketRow> {
  const groups = new Set(SUB_TYPES.filter((entry) => subTypeIds.includes(entry.id)).flatMap((entry) => entry.groups));
  const rows: SalesMarketRow[] = [1, 2].map((region) => {
    const sales = SALES.filter((sale) => sale.region_id === region && subTypeIds.includes(sale.subproperty_type_id));
    const value = sales.reduce((total, sale) => total + sale.price, 0);
    const rooms = sales.reduce((total, sale) => total + (sale.totalRooms ?? 0), 0);
    return {
      name: region === 1 ? 'West City' : 'East City',
      region_id: region,
      region_name: region === 1 ? 'West' : 'East',
      municipality_id: region === 1 ? 11 : 21,
      municipality_name: region === 1 ? 'West City' : 'East City',
      submarket_id: null,
      submarket_name: null,
      totalSales: sales.length,
      totalSalesValue: value,
      avgSalePrice: sales.length === 0 ? null : value / sales.length,
      totalRooms: rooms,
      roomsSalesValue: sales
        .filter((sale) => (sale.totalRooms ?? 0) > 0)
        .reduce((total, sale) => total + sale.price, 0),
    };
  });
  return {
    data: [{ data: rows }],
    tableHeaders: { data: salesMarketColumns(groups) },
    clamped: false,
    clamped_message: null,
  };
}
