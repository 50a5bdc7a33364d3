import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { NumberRangeSubType } from '@contract/filter-definitions';
import type { SalesFilterDefinition, SalesSearchType } from '@contract/sales-options';
import type { SaleColumnGroup } from '@contract/product-facts';
import { SALE_TEXT_FILTERS } from '@contract/sales-search';
import { figureAggregates, SALES_MARKET_FIGURES } from './sales-market-rows';

/**
 * The sales advanced filters (part 2 §5 "Sale row client-side filters"): number ranges over the
 * raw sale record, the mortgage due date range and the text filters; market data has number
 * ranges only. Each filter's `field` is a field of the rows the matching search returns, and
 * `name` is its URL name (`priceFrom` / `priceTo` for a range).
 */

interface RangeSpec {
  name: string;
  label: string;
  field: string;
  subType?: NumberRangeSubType;
  columnGroup?: SaleColumnGroup;
}

/** Sale number ranges: `column` is the sales table column holding the row field's value. */
const SALE_RANGES: ReadonlyArray<RangeSpec & { column: SaleRangeColumn }> = [
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

type SaleRangeColumn =
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

function rangeBounds(eb: ExpressionBuilder<Database, 'sales'>, column: SaleRangeColumn) {
  return [
    eb.fn.min<number | null>(`sales.${column}`).as(`min_${column}`),
    eb.fn.max<number | null>(`sales.${column}`).as(`max_${column}`),
  ];
}

export async function buildSalesSearchFilters(
  db: Kysely<Database>,
  marketLabels: ReadonlyMap<string, string>,
): Promise<Record<SalesSearchType, SalesFilterDefinition[]>> {
  const bounds = (await db
    .selectFrom('sales')
    .select((eb) => [
      ...SALE_RANGES.flatMap(({ column }) => rangeBounds(eb, column)),
      eb.fn.min<string | null>('sales.mortgage_due_date').as('min_mortgage_due_date'),
      eb.fn.max<string | null>('sales.mortgage_due_date').as('max_mortgage_due_date'),
    ])
    .executeTakeFirstOrThrow()) as unknown as Record<string, number | string | null>;

  const sales: SalesFilterDefinition[] = [
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

  const market = await marketFilters(db, marketLabels);
  return { sales, 'sales-market-data': market };
}

/**
 * Market data number ranges over the market row fields. A municipality's total can reach the
 * whole data set's sum; an average lies within the range of the single sales' figures.
 */
async function marketFilters(
  db: Kysely<Database>,
  labels: ReadonlyMap<string, string>,
): Promise<SalesFilterDefinition[]> {
  const sums = (await db
    .selectFrom('sales')
    .select((eb) => [
      eb.fn.countAll<number>().as('totalSales'),
      eb.fn.sum<number | null>('sales.price').as('totalSalesValue'),
      eb.fn.max<number | null>('sales.price').as('avgSalePrice'),
      ...SALES_MARKET_FIGURES.flatMap((figure) => [
        ...figureAggregates(eb, figure),
        eb.fn.max<number | null>(`sales.${figure.priceColumn}`).as(figure.averagePrice),
        ...(figure.averageSize ? [eb.fn.max<number | null>(`sales.${figure.figure}`).as(figure.averageSize)] : []),
      ]),
    ])
    .executeTakeFirstOrThrow()) as unknown as Record<string, number | null>;
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
    max: Math.ceil(Number(sums[field] ?? 0)),
    ...(subType ? { subType } : {}),
    ...(columnGroup ? { columnGroup } : {}),
  });
  return [
    range('totalSales'),
    range('totalSalesValue', 'currency'),
    range('avgSalePrice', 'currency'),
    ...SALES_MARKET_FIGURES.flatMap(({ group, total, averagePrice, averageSize }) => {
      return [
        range(total, undefined, group),
        ...(averageSize ? [range(averageSize, undefined, group)] : []),
        range(averagePrice, 'currency', group),
      ];
    }),
  ];
}
