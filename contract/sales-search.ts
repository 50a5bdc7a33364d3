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
 * A row of the sales table: the "Sale row (table)" fields, then the raw fields the client
 * filters read (part 2 §3, §5). Per-unit prices are the sale price divided by the unit count.
 */
export interface SaleRow extends RowGeography {
  [field: string]:
    CellValue | CellValue[] | SaleAddress[] | SaleMortgage[] | SalePurchaser[] | SaleVendor[] | undefined;
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
  mortgage: SaleMortgage[];
  purchasers: SalePurchaser[];
  vendors: SaleVendor[];
  /** Every text of the list in one string, for the Mortgage, Purchaser and Vendor text filters. */
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
