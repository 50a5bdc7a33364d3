import type { NumberRangeSubType } from '@contract/filter-definitions';
import type { SalesFilterDefinition } from '@contract/sales-options';
import type { SaleColumnGroup } from '@contract/product-facts';
import { SALE_TEXT_FILTERS } from '@contract/sales-search';
import type { FilterColumns } from '../filters/filter-columns';
import { salesMarketColumns } from '../../columns/sales';
import { SALES_MARKET_FIGURES } from './sales-market-figures';

/**
 * The sales advanced filters (part 2 §5 "Sale row client-side filters"): number ranges over the
 * raw sale record, the mortgage due date range and the text filters. Each filter's `field` is a
 * field of the sale rows, `name` its URL name (`priceFrom` / `priceTo` for a range); the bounds
 * come from the data (sales-search-filters.ts).
 */

interface RangeSpec {
  name: string;
  label: string;
  field: string;
  subType?: NumberRangeSubType;
  columnGroup?: SaleColumnGroup;
}

/** Sale number ranges: `column` is the sales table column holding the row field's value. */
export const SALE_RANGES: ReadonlyArray<RangeSpec & { column: SaleRangeColumn }> = [
  { name: 'price', label: 'Price', field: 'price', column: 'price', subType: 'currency' },
  { name: 'suites', label: 'Suites', field: 'suitesTotal', column: 'suites', columnGroup: 'suites' },
  {
    name: 'pricePerSuite',
    label: 'Price per Suite',
    field: 'pricePerSuite',
    column: 'suites_price',
    subType: 'currency',
    columnGroup: 'suites',
  },
  { name: 'townhouses', label: 'Townhouses', field: 'townhouses', column: 'townhouses', columnGroup: 'townhouses' },
  {
    name: 'pricePerTownhouse',
    label: 'Price per Townhouse',
    field: 'pricePerTownhouse',
    column: 'townhouses_price',
    subType: 'currency',
    columnGroup: 'townhouses',
  },
  {
    name: 'buildingArea',
    label: 'Building Area (sq ft)',
    field: 'buildingArea',
    column: 'sf_building_area',
    columnGroup: 'buildingArea',
  },
  {
    name: 'buildingAreaPrice',
    label: 'Building Price per sq ft',
    field: 'buildingAreaPrice',
    column: 'sf_building_area_price',
    subType: 'currencyWithCents',
    columnGroup: 'buildingArea',
  },
  {
    name: 'landAreaSqFt',
    label: 'Land Area (sq ft)',
    field: 'landareaSqFt',
    column: 'sf_land_area',
    columnGroup: 'landAreaSqFt',
  },
  {
    name: 'landAreaPriceSqFt',
    label: 'Land Price per sq ft',
    field: 'landareaPriceSqFt',
    column: 'sf_land_area_price',
    subType: 'currencyWithCents',
    columnGroup: 'landAreaSqFt',
  },
  {
    name: 'landAreaAcres',
    label: 'Land Area (acres)',
    field: 'landareaAcres',
    column: 'lot_size_acres',
    columnGroup: 'landAreaAcres',
  },
  {
    name: 'landAreaPriceAcres',
    label: 'Land Price per Acre',
    field: 'landareaPriceAcres',
    column: 'lot_size_acres_price',
    subType: 'currencyWithCents',
    columnGroup: 'landAreaAcres',
  },
  {
    name: 'proposedGfa',
    label: 'Proposed GFA (sq ft)',
    field: 'proposed_gfa',
    column: 'proposed_gfa',
    columnGroup: 'landAreaSqFt',
  },
  {
    name: 'proposedGfaPrice',
    label: 'Price per sq ft Proposed GFA',
    field: 'proposedGFAPrice',
    column: 'proposed_gfa_price',
    subType: 'currencyWithCents',
    columnGroup: 'landAreaSqFt',
  },
  {
    name: 'approvedGfa',
    label: 'Approved GFA (sq ft)',
    field: 'approved_gfa',
    column: 'approved_gfa',
    columnGroup: 'landAreaSqFt',
  },
  {
    name: 'approvedGfaPrice',
    label: 'Price per sq ft Approved GFA',
    field: 'approvedGFAPrice',
    column: 'approved_gfa_price',
    subType: 'currencyWithCents',
    columnGroup: 'landAreaSqFt',
  },
  { name: 'lots', label: 'Total Lots', field: 'totalLots', column: 'lots_total', columnGroup: 'lots' },
  {
    name: 'pricePerLot',
    label: 'Price per Lot',
    field: 'totalPricePerLot',
    column: 'lots_price',
    subType: 'currency',
    columnGroup: 'lots',
  },
  { name: 'rooms', label: 'Rooms', field: 'totalRooms', column: 'rooms', columnGroup: 'rooms' },
  {
    name: 'pricePerRoom',
    label: 'Price per Room',
    field: 'pricePerRoom',
    column: 'rooms_price',
    subType: 'currency',
    columnGroup: 'rooms',
  },
  {
    name: 'floorArea',
    label: 'Floor Area (sq ft)',
    field: 'floorArea',
    column: 'sf_floor_area',
    columnGroup: 'floorArea',
  },
  {
    name: 'floorAreaPrice',
    label: 'Floor Area Price per sq ft',
    field: 'floorAreaPricePerSf',
    column: 'sf_floor_area_price',
    subType: 'currencyWithCents',
    columnGroup: 'floorArea',
  },
  { name: 'beds', label: 'Beds', field: 'beds', column: 'beds', columnGroup: 'beds' },
  {
    name: 'pricePerBed',
    label: 'Price per Bed',
    field: 'pricePerBed',
    column: 'beds_price',
    subType: 'currency',
    columnGroup: 'beds',
  },
  {
    name: 'mortgagePaymentAmount',
    label: 'Mortgage Amount',
    field: 'mortgage_payment_amount',
    column: 'mortgage_payment_amount',
    subType: 'currency',
  },
];

export type SaleRangeColumn =
  | 'price'
  | 'suites'
  | 'suites_price'
  | 'townhouses'
  | 'townhouses_price'
  | 'sf_building_area'
  | 'sf_building_area_price'
  | 'sf_land_area'
  | 'sf_land_area_price'
  | 'lot_size_acres'
  | 'lot_size_acres_price'
  | 'proposed_gfa'
  | 'proposed_gfa_price'
  | 'approved_gfa'
  | 'approved_gfa_price'
  | 'lots_total'
  | 'lots_price'
  | 'rooms'
  | 'rooms_price'
  | 'sf_floor_area'
  | 'sf_floor_area_price'
  | 'beds'
  | 'beds_price'
  | 'mortgage_payment_amount';

/** The sale filters with the bounds of the data (bounds of each range column and the mortgage due date). */
export function saleFilters(bounds: Readonly<Record<string, number | string | null>>): SalesFilterDefinition[] {
  return [
    ...SALE_RANGES.map(({ column, ...spec }): SalesFilterDefinition => ({
      type: 'numberRange',
      ...spec,
      min: Math.floor(Number(bounds[`min_${column}`] ?? 0)),
      max: Math.ceil(Number(bounds[`max_${column}`] ?? 0)),
    })),
    {
      type: 'dateRange',
      name: 'mortgageDueDate',
      label: 'Mortgage Due Date',
      field: 'mortgage_due_date',
      min: String(bounds.min_mortgage_due_date ?? ''),
      max: String(bounds.max_mortgage_due_date ?? ''),
    },
    ...SALE_TEXT_FILTERS.map((spec): SalesFilterDefinition => ({ type: 'text', ...spec })),
  ];
}

/**
 * The sales market data's number ranges over the market row fields (part 2 §5 "Sales market data
 * client filters: numeric ranges"), labelled as the market data's columns, each from 0 to the
 * field's largest value in `maxima` (sales-search-filters.ts reads them from the data).
 */
export function salesMarketFilters(maxima: Readonly<Record<string, number | null>>): SalesFilterDefinition[] {
  const labels = new Map(salesMarketColumns(new Set()).map((column) => [column.key, column.label]));
  const range = (
    field: string,
    subType?: NumberRangeSubType,
    columnGroup?: SaleColumnGroup,
  ): SalesFilterDefinition => ({
    type: 'numberRange',
    name: field,
    label: labels.get(field) ?? field,
    field,
    min: 0,
    max: Math.ceil(Number(maxima[field] ?? 0)),
    ...(subType ? { subType } : {}),
    ...(columnGroup ? { columnGroup } : {}),
  });
  return [
    range('totalSales'),
    range('totalSalesValue', 'currency'),
    range('avgSalePrice', 'currency'),
    ...SALES_MARKET_FIGURES.flatMap(({ group, total, averagePrice, averageSize }) => [
      range(total, undefined, group),
      ...(averageSize ? [range(averageSize, undefined, group)] : []),
      range(averagePrice, 'currency', group),
    ]),
  ];
}

/**
 * The sale filters the server applies to the sales of a call (server/queries/filters/): part 2 §5
 * makes every sale filter a client filter, so none has an API parameter today; one given an
 * `apiParam` is applied by its column in SALE_COLUMNS.
 */
export const SALE_API_FILTERS: readonly SalesFilterDefinition[] = saleFilters({}).filter(
  (definition) => definition.apiParam !== undefined,
);

/** The sales table column each sale filter tests. */
export const SALE_COLUMNS: FilterColumns = {
  ...Object.fromEntries(SALE_RANGES.map(({ name, column }) => [name, `sales.${column}`])),
  mortgageDueDate: 'sales.mortgage_due_date',
};
