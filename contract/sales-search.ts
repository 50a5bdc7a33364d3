import type { RowGeography } from './geography';
import type { CellValue } from './search';

/**
 * Query parameter names of GET /api/v1/sales/sales and /api/v1/sales/marketdata (part 2 §7,
 * part 1 §7 "Generated API descriptor"). List parameters may repeat, with or without `[]`.
 */
export const SALES_QUERY = {
  from: 'time-period-from',
  to: 'time-period-to',
  subPropertyType: 'subproperty-type',
  regionId: 'region-id',
  municipalityId: 'municipality-id',
  textSearch: 'text-search',
  /** Market data only: totals of the sales inside the map's polygon (part 2 §5). */
  geoFilter: 'geo-filter',
} as const;

/** One address of a sale (part 1 §3 "Sale (map/table)", part 2 §3 "Raw sale record"). */
export interface SaleAddress {
  property_address_1: string;
  property_city: string;
  property_latitude: number;
  property_longitude: number;
}

export interface SaleMortgage {
  provider_name: string;
  provider_str: string;
  type: string;
  notes: string;
}

export interface SalePurchaser {
  purchaser_registered_name: string;
  purchaser_company_name: string;
  purchaser_office_name: string;
  purchaser_note: string;
}

export interface SaleVendor {
  vendor_registered_name: string;
  vendor_company_name: string;
  vendor_office_name: string;
  vendor_note: string;
}

/**
 * Joins the text values of a sale's mortgage, purchaser or vendor list. A line break separates
 * them because a text filter is a one-line input: its 'contains' does not match across two entries.
 */
export function saleListText(items: ReadonlyArray<object>): string {
  const texts: string[] = [];
  for (const item of items) {
    for (const value of Object.values(item)) if (typeof value === 'string' && value !== '') texts.push(value);
  }
  return texts.join('\n');
}

/**
 * Sale text filters (part 2 §5): case-insensitive 'contains' on a text field of the sale row.
 * Addresses reads `address`, every address of the sale in one string.
 */
export const SALE_TEXT_FILTERS: ReadonlyArray<{ name: string; label: string; field: string }> = [
  { name: 'addresses', label: 'Addresses', field: 'address' },
  { name: 'arn', label: 'ARN', field: 'arn' },
  { name: 'fileNumber', label: 'File Number', field: 'fileNum' },
  { name: 'instrumentNumber', label: 'Instrument Number', field: 'instrument_number' },
  { name: 'mortgage', label: 'Mortgage', field: 'mortgage_text' },
  { name: 'pin', label: 'PIN', field: 'pin' },
  { name: 'purchaser', label: 'Purchaser', field: 'purchaser_text' },
  { name: 'vendor', label: 'Vendor', field: 'vendor_text' },
];

/**
 * A row of the sales table: the "Sale row (table)" fields, then the raw fields the client
 * filters read (part 2 §3, §5). Per-unit prices are the sale price divided by the unit count.
 */
export interface SaleRow extends RowGeography {
  [field: string]: CellValue | CellValue[] | SaleAddress[] | undefined;
  id: number;
  fileNum: string | null;
  subPropertyType: string;
  address: string;
  saleDate: string;
  vendor: string;
  purchaser: string;
  price: number;
  suitesTotal: number | null;
  pricePerSuite: number | null;
  townhouses: number | null;
  pricePerTownhouse: number | null;
  buildingArea: number | null;
  buildingAreaPrice: number | null;
  landareaSqFt: number | null;
  landareaPriceSqFt: number | null;
  landareaAcres: number | null;
  landareaPriceAcres: number | null;
  proposedGFAPrice: number | null;
  approvedGFAPrice: number | null;
  totalLots: number | null;
  totalPricePerLot: number | null;
  lots: number | null;
  pricePerLot: number | null;
  lotsDetached: number | null;
  pricePerDetachedLot: number | null;
  lotsSemiDetached: number | null;
  pricePerSemiDetachedLot: number | null;
  lotsTownhouse: number | null;
  pricePerTownhouseLot: number | null;
  totalRooms: number | null;
  pricePerRoom: number | null;
  floorArea: number | null;
  floorAreaPricePerSf: number | null;
  beds: number | null;
  pricePerBed: number | null;

  subproperty_type_id: number;
  subproperty_type_icon: string;
  /** Of the first address. */
  latitude: number;
  longitude: number;
  addresses: SaleAddress[];
  arn: string | null;
  instrument_number: string | null;
  pin: string | null;
  mortgage_payment_amount: number | null;
  mortgage_due_date: string | null;
  /**
   * The mortgage, purchaser and vendor lists of the raw sale record (part 2 §3) as their texts
   * (saleListText): the text filters are all the client reads of them, so the lists themselves
   * stay on the sale page's payload and off a 10,000-row search.
   */
  mortgage_text: string;
  purchaser_text: string;
  vendor_text: string;
  proposed_gfa: number | null;
  approved_gfa: number | null;
}

/**
 * A sales market data row: one municipality (the leaf), carrying its region so the client
 * builds region and overall totals. Averages are ratios of the row's own sums (MEASURES.md),
 * and every sum a ratio needs is present in the row.
 */
export interface SalesMarketRow {
  [field: string]: CellValue | undefined;
  name: string;
  region_id: number;
  region_name: string;
  municipality_id: number;
  municipality_name: string;
  submarket_id: null;
  submarket_name: null;
  totalSales: number;
  totalSalesValue: number;
  avgSalePrice: number | null;
}
